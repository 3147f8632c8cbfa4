/**
 * The viewer-request rules of the site: `/courier-london` serves `/courier-london.html`, case, trailing-slash and
 * `.html` variants of a page (`/faq`, `/terms/`, `/courier-london.html`) redirect to it with a 301, so does a path
 * naming a section of a page (`/contact` → `/#contact`), and with a custom domain every other host name (the apex
 * or `www`, the `*.cloudfront.net` name) redirects to the one canonical host; `/api/eta` queries are put in one
 * canonical form so equal journeys share a cache entry. One JavaScript source, run as a CloudFront Function
 * when deployed and by the local server in development (which has no canonical host, so localhost is served as is).
 */
import { readFileSync } from 'node:fs';
import { apiPaths, etaQueryParamNames } from '@courier/common/api/contract';
import { ukPostcodePattern } from '@courier/common/postcode';
import { sectionPaths, sitePaths } from '@courier/common/site-routes';

const source = readFileSync(new URL('./url-rewrite.function.js', import.meta.url), 'utf8');

/** CloudFront Functions refuse code over 10 KB. */
export const maxFunctionCodeBytes = 10 * 1024;

/** A query string as CloudFront hands it to a function: values still percent-encoded, repeats in multiValue. */
export type Querystring = Record<string, { value: string; multiValue?: { value: string }[] }>;

export interface ViewerRequest {
  uri: string;
  /** CloudFront passes every header, names lower-cased; the function reads `host`. */
  headers?: Record<string, { value: string }>;
  /** What CloudFront passes in; a function may return the object or a whole query string. */
  querystring?: Querystring | string;
}

export interface RedirectResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}

export type ViewerRequestResult = ViewerRequest | RedirectResponse;

export interface UrlRewriteOptions {
  /** The site's pages (common/src/site-routes.ts). */
  paths?: readonly string[];
  /** The host name every other one redirects to (the custom domain's canonical name); none = every host is served. */
  canonicalHost?: string;
}

/** The CloudFront Function's code, with the site's routes, its canonical host and the shared API contract filled in. */
export function urlRewriteFunctionCode({ paths = sitePaths, canonicalHost }: UrlRewriteOptions = {}): string {
  const routes = Object.fromEntries(paths.map((path) => [path.toLowerCase(), path]));
  const values: Record<string, unknown> = {
    __ROUTES__: routes,
    __SECTIONS__: sectionPaths,
    __ETA_PATH__: apiPaths.eta,
    __ETA_PARAMS__: etaQueryParamNames,
    __POSTCODE_PATTERN__: ukPostcodePattern.source,
    __CANONICAL_HOST__: canonicalHost?.toLowerCase() ?? null,
  };
  return source.replace(/__[A-Z_]+__/g, (placeholder) => {
    if (!(placeholder in values)) throw new Error(`Unknown placeholder ${placeholder} in url-rewrite.function.js`);
    return JSON.stringify(values[placeholder]);
  });
}

/** The same function, callable from Node (local server and tests). */
export function loadUrlRewrite(
  options: UrlRewriteOptions = {},
): (event: { request: ViewerRequest }) => ViewerRequestResult {
  return new Function(`${urlRewriteFunctionCode(options)}\nreturn handler;`)();
}

export function isRedirect(result: ViewerRequestResult): result is RedirectResponse {
  return 'statusCode' in result;
}

/**
 * A raw query string (after `?`) as CloudFront gives it to a function: split on `&` and the first `=`, nothing
 * decoded, a repeated name collected in `multiValue` (its `value` is the first). With no prototype, so
 * `__proto__` and `constructor` are names like any other, not Object.prototype for a visitor's URL to write to.
 */
export function cloudFrontQuerystring(rawQuery: string): Querystring {
  const querystring: Querystring = Object.create(null);
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    const value = equals === -1 ? '' : part.slice(equals + 1);
    const existing = querystring[name];
    if (!existing) querystring[name] = { value };
    else existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
  }
  return querystring;
}

/** The query string CloudFront forwards after the function: the returned string, or the object joined back. */
export function forwardedQuery(querystring: ViewerRequest['querystring']): string {
  if (typeof querystring === 'string') return querystring;
  const parts: string[] = [];
  for (const [name, entry] of Object.entries(querystring ?? {})) {
    for (const { value } of entry.multiValue ?? [entry]) parts.push(value === '' ? name : `${name}=${value}`);
  }
  return parts.join('&');
}
