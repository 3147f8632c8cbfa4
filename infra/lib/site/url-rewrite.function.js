// CloudFront Function (cloudfront-js-2.0, viewer request). Also run by the local server, so
// both serve the same URLs. ROUTES is replaced at build time: lower-cased path → canonical path.
const ROUTES = __ROUTES__;

function querySuffix(querystring) {
  const parts = [];
  for (const name in querystring) {
    const entry = querystring[name];
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (const { value } of values) parts.push(value === '' ? name : `${name}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.startsWith('/api/')) return request;
  if (ROUTES[uri.toLowerCase()] === uri) {
    request.uri = uri === '/' ? '/index.html' : `${uri}.html`;
    return request;
  }
  let key = uri.replace(/\/+$/, '').toLowerCase() || '/';
  if (key === '/index.html' || key === '/index') key = '/';
  const canonical = ROUTES[key];
  if (canonical) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: canonical + querySuffix(request.querystring || {}) } },
    };
  }
  return request;
}
