/**
 * The whole product on one local origin, shaped like the deployment: the built site as CloudFront
 * + S3 serve it (same URL rewrite function, same headers, 404 page with status 404) and `/api/*`
 * through the same Lambda handlers API Gateway invokes. As CloudFront's error responses do for every behaviour, any
 * 404, the API's too, is answered with the site's not-found page.
 */
import { createServer, type Server } from 'node:http';
import { builtSiteScriptHashSources } from '@courier/common/inline-scripts';
import { securityHeaders } from '@courier/common/security-headers';
import type { SiteConfig } from '@courier/common/site-config';
import { notFoundFile, notFoundStatus } from '@courier/common/site-routes';
import { cloudFrontQuerystring, isRedirect, loadUrlRewrite } from '@courier/infra/url-rewrite';
import type { HttpHandler } from '@courier/lambdas/http/api-gateway';
import { viewerAddressHeader } from '@courier/lambdas/quote/submit/client-ip';
import { invokeHandler } from './http-adapter';
import { createStaticFiles } from './static-files';
import { answerUnreadableRequests } from './unreadable-requests';

export interface SiteServerOptions {
  /** The built site (frontend/dist). */
  siteDir: string;
  /** Handlers by "METHOD /path", as API Gateway routes them; "ANY /path" matches every method. */
  apiRoutes: Record<string, HttpHandler>;
  site: SiteConfig;
  /** Headers added to every /api request, as CloudFront's origin custom headers are (the origin-verify secret). */
  apiOriginHeaders?: Record<string, string>;
}

/**
 * The request target as a URL on this server, or undefined when it is no request for this site. A path ("/…", what
 * browsers send) is only ever a path: "//evil.example/" is the path "//evil.example/" here, as CloudFront takes it,
 * never another host. The absolute form ("http://courier.test/faq"), which a browser sends through a proxy and which
 * HTTP/1.1 servers must accept (RFC 9112 3.2.2), is this site's page at that path. "*", a URL that does not parse
 * (a port past 65535) or anything else is not.
 */
function targetUrl(rawUrl: string): URL | undefined {
  try {
    if (rawUrl.startsWith('/')) return new URL(`http://localhost${rawUrl}`);
    const absolute = new URL(rawUrl);
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return undefined;
    return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
  } catch {
    return undefined;
  }
}

export function createSiteServer({ siteDir, apiRoutes, site, apiOriginHeaders = {} }: SiteServerOptions): Server {
  const rewrite = loadUrlRewrite();
  const sendFile = createStaticFiles(siteDir);
  // Plain HTTP: no HSTS or upgrade-insecure-requests, which CloudFront adds over HTTPS. The pages' inline script is
  // allowed by its hash, read from the pages served, as CDK reads it from the pages it deploys.
  const headers = securityHeaders(site, { https: false, scriptHashes: builtSiteScriptHashSources(siteDir) });

  const server = createServer(async (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    /** The site's not-found page, as CloudFront answers a 404 from any origin (the build without one: a bare 404). */
    const notFound = async () => {
      if (!(await sendFile(req, res, notFoundFile, notFoundStatus))) res.writeHead(notFoundStatus).end('Not Found');
    };
    const rawUrl = req.url ?? '/';
    try {
      const url = targetUrl(rawUrl);
      if (!url) {
        res
          .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Bad Request: the request target is not a path on this site.\n');
        return;
      }
      // Like CloudFront: the viewer-request function sees the query as sent (still percent-encoded).
      const rawQuery = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
      const result = rewrite({
        request: {
          uri: url.pathname,
          querystring: cloudFrontQuerystring(rawQuery),
          headers: { host: { value: req.headers.host ?? '' } },
        },
      });
      if (isRedirect(result)) {
        res.writeHead(result.statusCode, { location: result.headers.location?.value ?? '/' }).end();
        return;
      }
      if (url.pathname.startsWith('/api/')) {
        const handler = apiRoutes[`${req.method} ${url.pathname}`] ?? apiRoutes[`ANY ${url.pathname}`];
        // API Gateway's own 404 for a route it does not have: CloudFront answers it with the page too.
        if (!handler) return await notFound();
        // A query string returned by the function (the canonical /api/eta query) is what the origin gets.
        const apiUrl =
          typeof result.querystring === 'string' ? new URL(`${url.pathname}?${result.querystring}`, url) : url;
        for (const [name, value] of Object.entries(apiOriginHeaders)) req.headers[name.toLowerCase()] = value;
        // As CloudFront does: the viewer's address, set here whatever the request said (the per-IP quote cap).
        req.headers[viewerAddressHeader] = `${req.socket.remoteAddress}:${req.socket.remotePort}`;
        return await invokeHandler(handler, req, res, apiUrl, async (status) => {
          if (status !== notFoundStatus) return false;
          await notFound();
          return true;
        });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed');
        return;
      }
      if (!(await sendFile(req, res, result.uri))) await notFound();
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    }
  });
  answerUnreadableRequests(server);
  return server;
}
