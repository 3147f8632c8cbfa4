/**
 * The one bridge between Node's HTTP server and the Lambda handlers: it turns a request into the
 * API Gateway HTTP API (payload 2.0) event the handlers get in AWS, and their result back into a
 * response. No route is implemented here.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpEvent, HttpHandler, HttpResult } from '@courier/lambdas/http/api-gateway';
import { maxBodyBytes as quoteMaxBodyBytes } from '@courier/lambdas/quote/submit/emailjs-request';

/**
 * No route takes a larger body than the quote form's (the claim form's limit is lower). API Gateway reads up to 10 MB
 * and leaves the handler to refuse more; here a body announced larger is refused at once, unread, and one sent
 * without a length is cut off there: a client that announces 70 kB and sends 2 bytes is not left waiting.
 */
const maxBodyBytes = quoteMaxBodyBytes;

class BodyTooLargeError extends Error {}

/** The client hung up before its whole body arrived. */
class RequestAbortedError extends Error {
  constructor(readonly received: number) {
    super('aborted');
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBodyBytes) throw new BodyTooLargeError('Request body too large');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw !(error instanceof BodyTooLargeError) && !req.complete ? new RequestAbortedError(size) : error;
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

/**
 * Serves one request with a Lambda handler, as API Gateway would. A client that hangs up mid-body is one line in the
 * terminal (a browser tab closed, a probe): nothing reaches the handler, and there is nobody to answer. `replace` is
 * what stands in front of API Gateway (CloudFront's error responses): an answer it has answered otherwise (true) is
 * not written.
 */
export async function invokeHandler(
  handler: HttpHandler,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  replace: (status: number) => Promise<boolean> = async () => false,
) {
  const announced = req.headers['content-length'];
  let body: Buffer;
  try {
    if (Number(announced) > maxBodyBytes) throw new BodyTooLargeError('Request body too large');
    body = await readBody(req);
  } catch (error) {
    if (error instanceof RequestAbortedError) {
      const expected = announced === undefined ? '' : ` of ${announced}`;
      console.warn(
        `${req.method} ${url.pathname}: the client hung up after ${error.received}${expected} bytes of its body.`,
      );
      return;
    }
    if (!(error instanceof BodyTooLargeError)) throw error;
    // Closed after the answer: what is left of the body is never read.
    writeHttpResult(res, {
      statusCode: 413,
      headers: { 'content-type': 'text/plain', connection: 'close' },
      body: `Request body too large: at most ${maxBodyBytes} bytes.`,
    });
    return;
  }
  const result = await handler(toHttpEvent(req, url, body));
  if (!(await replace(result.statusCode ?? 200))) writeHttpResult(res, result);
}
