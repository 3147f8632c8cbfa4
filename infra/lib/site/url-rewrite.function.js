// CloudFront Function (cloudfront-js-2.0, viewer request). Also run by the local server, so
// both serve the same URLs. ROUTES is replaced at build time: lower-cased path → canonical path.
var ROUTES = __ROUTES__;

function querySuffix(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/api/') === 0) return request;
  if (ROUTES[uri.toLowerCase()] === uri) {
    request.uri = uri === '/' ? '/index.html' : uri + '.html';
    return request;
  }
  var key = uri.replace(/\/+$/, '').toLowerCase() || '/';
  if (key === '/index.html' || key === '/index') key = '/';
  var canonical = ROUTES[key];
  if (canonical) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: canonical + querySuffix(request.querystring || {}) } },
    };
  }
  return request;
}
