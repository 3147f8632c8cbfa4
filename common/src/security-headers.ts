/**
 * The browser security headers of the site: sent by CloudFront's response headers policy when
 * deployed and by the local server, from this one definition.
 */
import { hasAnalytics, type SiteConfig } from './site-config';

/** Google Analytics 4 (gtag.js) hosts: the loader, and where it sends hits and fetches its pixel. */
const analyticsScript = 'https://www.googletagmanager.com';
const analyticsHosts = ['https://*.google-analytics.com', 'https://*.analytics.google.com', analyticsScript];

type CspSite = Pick<SiteConfig, 'analyticsId' | 'emailApiOrigin'>;

/** A site that loads nothing from elsewhere (no analytics, quotes to its own API): the least any site's CSP allows. */
export const selfContainedSite: CspSite = { analyticsId: '', emailApiOrigin: '' };

/** What the CSP allows beyond the site's settings. */
export interface CspOptions {
  /** For HTTPS origins; the local server on plain HTTP leaves it out. */
  upgradeInsecureRequests?: boolean;
  /**
   * The built pages' inline scripts, each allowed by its hash ('sha256-…', inline-scripts.ts): the visit recorder that
   * runs before anything else (docs/decisions/053). None: no inline script runs.
   */
  scriptHashes?: readonly string[];
}

/**
 * What the site loads, and nothing more: its own files and API (same origin), Google Analytics only when an
 * analytics ID is configured, and the external email API only when quotes go there. An inline script runs only when
 * its hash is listed (`scriptHashes`), never inline scripts as such; styles may be inline (critical CSS inlined in a
 * <style> element). JSON-LD blocks are data, not scripts, so need nothing.
 */
export function contentSecurityPolicy(
  site: CspSite,
  { upgradeInsecureRequests = true, scriptHashes = [] }: CspOptions = {},
): string {
  const analytics = hasAnalytics(site) ? analyticsHosts : [];
  const emailApi = site.emailApiOrigin ? [site.emailApiOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(hasAnalytics(site) ? [analyticsScript] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", ...analytics],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...analytics, ...emailApi],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(upgradeInsecureRequests ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The headers every response carries, as values both CloudFront's response headers policy and the local server use. */
export const securityHeaderValues = {
  /** Two years, subdomains too, preload-list eligible. Sent only over HTTPS (meaningless on plain HTTP). */
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 3600, includeSubdomains: true, preload: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy,
} as const;

export function strictTransportSecurity(): string {
  const { maxAgeSeconds, includeSubdomains, preload } = securityHeaderValues.strictTransportSecurity;
  return [`max-age=${maxAgeSeconds}`, includeSubdomains && 'includeSubDomains', preload && 'preload']
    .filter(Boolean)
    .join('; ');
}

/**
 * Every security header by name, as a response carries it. CloudFront (HTTPS) adds HSTS and
 * `upgrade-insecure-requests`; the local server on plain HTTP sends the rest unchanged. `scriptHashes` as for the CSP.
 */
export function securityHeaders(
  site: CspSite,
  { https, scriptHashes = [] }: { https: boolean; scriptHashes?: readonly string[] },
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(site, { upgradeInsecureRequests: https, scriptHashes }),
    'x-content-type-options': securityHeaderValues.contentTypeOptions,
    'x-frame-options': securityHeaderValues.frameOptions,
    'referrer-policy': securityHeaderValues.referrerPolicy,
    'permissions-policy': securityHeaderValues.permissionsPolicy,
    ...(https ? { 'strict-transport-security': strictTransportSecurity() } : {}),
  };
}
