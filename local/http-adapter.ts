/**
 * The one bridge between Node's HTTP server and the Lambda handlers: it turns a request into the
 * API Gateway HTTP API (payload 2.0) event the handlers get in AWS, and their result back into a
 * response. No route is implemented here.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpEvent, HttpHandler, HttpResult } from '@courier/lambdas/http/api-gateway';

/** API Gateway refuses payloads over 10 MB; stop reading long before, the handlers' own limit is far lower. */
const maxBodyBytes = 1024 * 1024;

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new BodyTooLargeError('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

// HTTP APIs base64-encode multipart bodies too, so the handlers must decode them.
const textTypes = /^(text\/|application\/(json|x-www-form-urlencoded))/i;

function toHttpEvent(req: IncomingMessage, url: URL, body: Buffer): HttpEvent {
  // No prototype: a header or query parameter called __proto__ or constructor is just a name.
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const queryStringParameters: Record<string, string> = Object.create(null);
  for (const [name, value] of url.searchParams) {
    // API Gateway joins repeated parameters with commas.
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const method = req.method ?? 'GET';
  // Like API Gateway: binary (here, anything not plainly text, or text that is not valid UTF-8) arrives
  // base64-encoded, so the handler sees the bytes as sent and refuses invalid UTF-8 as it does in AWS.
  const isBase64Encoded = body.length > 0 && (!textTypes.test(headers['content-type'] ?? '') || !isUtf8(body));
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${method} ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${method} ${url.pathname}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString(isBase64Encoded ? 'base64' : 'utf8') : undefined,
    isBase64Encoded,
  };
}

function writeHttpResult(res: ServerResponse, result: HttpResult): void {
  const body = result.body ?? '';
  res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/** Serves one request with a Lambda handler, as API Gateway would. */
export async function invokeHandler(handler: HttpHandler, req: IncomingMessage, res: ServerResponse, url: URL) {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    writeHttpResult(res, {
      statusCode: 413,
      headers: { 'content-type': 'text/plain' },
      body: 'Request body too large',
    });
    return;
  }
  writeHttpResult(res, await handler(toHttpEvent(req, url, body)));
}
