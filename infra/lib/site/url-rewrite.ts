/**
 * The clean-URL rules of the site: `/courier-london` serves `/courier-london.html`, and case or
 * trailing-slash variants of a page (`/faq`, `/terms/`) redirect to it with a 301. One JavaScript
 * source, run as a CloudFront Function when deployed and by the local server in development.
 */
import { readFileSync } from 'node:fs';
import { sitePaths } from '@courier/common/site-routes';

const source = readFileSync(new URL('./url-rewrite.function.js', import.meta.url), 'utf8');

export interface ViewerRequest {
  uri: string;
  querystring?: Record<string, { value: string; multiValue?: { value: string }[] }>;
}

export interface RedirectResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}

/** The CloudFront Function's code, with the site's routes filled in. */
export function urlRewriteFunctionCode(paths: readonly string[] = sitePaths): string {
  const routes = Object.fromEntries(paths.map((path) => [path.toLowerCase(), path]));
  return source.replace('__ROUTES__', JSON.stringify(routes));
}

/** The same function, callable from Node (local server and tests). */
export function loadUrlRewrite(
  paths: readonly string[] = sitePaths,
): (event: { request: ViewerRequest }) => ViewerRequest | RedirectResponse {
  return new Function(`${urlRewriteFunctionCode(paths)}\nreturn handler;`)();
}

export function isRedirect(result: ViewerRequest | RedirectResponse): result is RedirectResponse {
  return 'statusCode' in result;
}
