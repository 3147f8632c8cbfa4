/**
 * Cache-Control of every kind of response, the same on CloudFront + S3 and the local server:
 * what browsers do with a page must not differ between the two.
 */
export const cacheControl = {
  /** Hashed file names never change content. */
  assets: 'public, max-age=31536000, immutable',
  /** Browsers revalidate every visit (ETag → 304); CloudFront keeps a copy 5 minutes; deploys invalidate. */
  pages: 'public, max-age=0, s-maxage=300, must-revalidate',
  /** Identical journeys give identical estimates, so CloudFront and browsers may keep them a day. */
  routeEstimate: 'public, max-age=86400',
  /** Every other API answer: personal, or an error worth retrying. */
  apiAnswer: 'no-store',
} as const;

/** Hashed build assets live under /assets/ (Vite's output); everything else the site serves is a page or page-like file. */
export const assetsPrefix = '/assets/';

/** The Cache-Control of a file of the built site, by its URL path. */
export function cacheControlFor(path: string): string {
  return path.startsWith(assetsPrefix) ? cacheControl.assets : cacheControl.pages;
}
