/**
 * The site's own origins: how they compare, and whether a browser says a request came from one of the site's pages.
 * A browser sends Origin on every POST and Sec-Fetch-Site on every request, and a page's script can set neither.
 */
import { type HttpEvent, header } from './api-gateway';

/** "https://www.example.co.uk/" → "https://www.example.co.uk": origins compare without case or a trailing slash. */
export const normaliseOrigin = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/**
 * True only for a post a browser made from one of the site's own pages: its Origin is one of `siteOrigins` or, where
 * the browser hides the origin (none, or `null`), Sec-Fetch-Site says same-origin. A post with neither header
 * (a script, a mail scanner's sandbox submitting the forms it finds) is not one, nor is one that names any other site.
 */
export function postedFromSitePage(event: HttpEvent, siteOrigins: readonly string[]): boolean {
  const fetchSite = header(event, 'sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = header(event, 'origin')?.trim();
  if (origin !== undefined && origin !== 'null') return siteOrigins.includes(normaliseOrigin(origin));
  return fetchSite === 'same-origin';
}
