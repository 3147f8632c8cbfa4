/**
 * Quotes are posted from the site's own pages only: a browser says where a post comes from (Sec-Fetch-Site, and
 * Origin on every POST), so a hostile page cannot make its visitors' browsers post quotes and spread a wave over
 * their addresses. A request with neither header (the EmailJS SDK outside a browser, a server) is not a browser's
 * cross-site post and goes on to the usual checks.
 */
import { type HttpEvent, header } from '../../http/api-gateway';
import { normaliseOrigin } from '../../http/site-origins';
import type { Rejection } from './emailjs-request';

const refusal: Rejection = { status: 403, message: 'Forbidden: quotes are accepted from this website only.' };

/** A plain 403 for a browser's post from another site; null for anything else. */
export function crossSitePost(event: HttpEvent, siteOrigins: readonly string[]): Rejection | null {
  if (header(event, 'sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return refusal;
  const origin = header(event, 'origin');
  if (origin !== undefined && !siteOrigins.includes(normaliseOrigin(origin))) return refusal;
  return null;
}
