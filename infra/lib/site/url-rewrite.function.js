// CloudFront Function (cloudfront-js-2.0, viewer request), also run by the local server so both serve the same
// URLs. Written in the runtime's documented subset (no for-of, destructuring or spread): `npm test` runs this
// exact text under njs. The placeholders are filled at synth: lower-cased path → canonical path, lower-cased path →
// the page section it names (`/contact` → `/#contact`), the ETA path, its parameters in cache-key order, the
// UK postcode pattern (common/), and the site's one host name (null without a custom domain: every host is served).
const ROUTES = __ROUTES__;
const SECTIONS = __SECTIONS__;
const ETA_PATH = __ETA_PATH__;
const ETA_PARAMS = __ETA_PARAMS__;
const POSTCODE = new RegExp(__POSTCODE_PATTERN__, 'i');
const CANONICAL_HOST = __CANONICAL_HOST__;

// Query values arrive as the viewer sent them (still percent-encoded) and are passed on untouched.
function querySuffix(querystring) {
  const parts = [];
  for (const name in querystring) {
    const entry = querystring[name];
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i++) {
      const value = values[i].value;
      parts.push(value === '' ? name : `${name}=${value}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

// Repeated parameters become one comma-joined value, as API Gateway hands them to the Lambda.
function decodedValue(entry) {
  const values = entry.multiValue ? entry.multiValue : [entry];
  const decoded = [];
  for (let i = 0; i < values.length; i++) decoded.push(decodeURIComponent(values[i].value.replace(/\+/g, ' ')));
  return decoded.join(',');
}

// "le11aa" and " LE1   1AA" → "LE1 1AA"; anything else is left for the API to refuse.
function canonicalPostcode(text) {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (!POSTCODE.test(compact)) return text.trim().toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

function canonicalEtaValue(name, text) {
  if (name === 'from' || name === 'to') return canonicalPostcode(text);
  if (name === 'stops') {
    if (text.trim() === '') return '';
    const stops = text.split(',');
    for (let i = 0; i < stops.length; i++) stops[i] = canonicalPostcode(stops[i]);
    return stops.join(',');
  }
  if (name === 'return') return text.trim().toLowerCase();
  return text.trim();
}

// Equal journeys share one cache entry: known parameters only, in one order, postcodes in one spelling,
// `return=false` when absent. A value that is not valid percent-encoding leaves the query as sent (the API answers 400).
function canonicalEtaQuery(querystring) {
  const parts = [];
  for (let i = 0; i < ETA_PARAMS.length; i++) {
    const name = ETA_PARAMS[i];
    const entry = querystring[name];
    let text = '';
    if (entry) {
      try {
        text = decodedValue(entry);
      } catch (_malformed) {
        return undefined;
      }
    }
    let value = canonicalEtaValue(name, text);
    if (name === 'return' && value === '') value = 'false';
    if (value !== '') parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

// One anchored match, linear in the length. (An unanchored /\/+$/ restarts at every slash of a run that does not
// end the URI: 8,000 slashes then a letter took 270 ms in Node.)
function withoutTrailingSlashes(uri) {
  const match = /^([\s\S]*[^/])?\/*$/.exec(uri);
  return match[1] || '/';
}

// The path a page is known by, when `uri` names one another way (case, trailing slashes, `/index.html`, `.html`,
// a section's path); undefined when `uri` is already canonical or names no page.
function canonicalPath(uri, query) {
  let key = withoutTrailingSlashes(uri).toLowerCase();
  if (key.endsWith('.html')) key = key.slice(0, -'.html'.length);
  if (key === '/index') key = '/';
  const canonical = ROUTES[key];
  if (canonical) return canonical === uri ? undefined : canonical + query;
  const section = SECTIONS[key];
  // The query goes before the fragment: /contact?utm_source=ad → /?utm_source=ad#contact.
  if (section) return section.slice(0, section.indexOf('#')) + query + section.slice(section.indexOf('#'));
  return undefined;
}

// The Host the viewer asked for, lower-cased and without a port; '' when it sent none.
function hostOf(request) {
  const headers = request.headers || {};
  return (headers.host ? headers.host.value : '').toLowerCase().replace(/:\d+$/, '');
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  // The API answers on every name: a redirect would turn a quote's POST into a GET and lose it.
  if (uri === ETA_PATH) {
    const query = canonicalEtaQuery(request.querystring || {});
    if (query !== undefined) request.querystring = query;
    return request;
  }
  if (uri.startsWith('/api/')) return request;
  const query = querySuffix(request.querystring || {});
  const path = canonicalPath(uri, query);
  // One hop to the one URL: another host name (the apex, *.cloudfront.net) goes to the canonical host, with the
  // page's canonical path when it has one.
  if (CANONICAL_HOST && hostOf(request) !== CANONICAL_HOST) {
    return movedTo(`https://${CANONICAL_HOST}${path === undefined ? uri + query : path}`);
  }
  if (path !== undefined) return movedTo(path);
  if (ROUTES[uri.toLowerCase()] === uri) request.uri = uri === '/' ? '/index.html' : `${uri}.html`;
  return request;
}

function movedTo(location) {
  return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: location } } };
}
