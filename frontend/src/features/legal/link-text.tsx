import { phoneHref, type SiteConfig } from '@courier/common/site-config';
import { pagePaths } from '@courier/common/site-routes';

/** What becomes a link wherever a legal text names it: the contact details and the legal pages. */
export function legalLinks(site: SiteConfig): Record<string, string> {
  return {
    [site.publicEmail]: `mailto:${site.publicEmail}`,
    [site.securityEmail]: `mailto:${site.securityEmail}`,
    [site.phone]: phoneHref(site.phone),
    [pagePaths.terms]: pagePaths.terms,
    [pagePaths.legal]: pagePaths.legal,
    [pagePaths.securityPolicy]: pagePaths.securityPolicy,
  };
}
