/** What the handlers need from API Gateway (HTTP API, payload format 2.0), and how they answer. */
import { cacheControl } from '@courier/common/cache-control';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpHandler = (event: HttpEvent) => Promise<HttpResult>;

const securityHeaders = { 'x-content-type-options': 'nosniff' };

export function jsonResponse(statusCode: number, body: unknown, cache: string = cacheControl.apiAnswer): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache, ...securityHeaders },
    body: JSON.stringify(body),
  };
}

export function textResponse(statusCode: number, body: string, extraHeaders: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': cacheControl.apiAnswer,
      ...securityHeaders,
      ...extraHeaders,
    },
    body,
  };
}

/** A small page the API renders itself (the no-JavaScript quote pages): personal, so never cached. */
export function htmlResponse(statusCode: number, body: string): HttpResult {
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl.apiAnswer,
      ...securityHeaders,
    },
    body,
  };
}

/** Header lookup that ignores case (API Gateway lower-cases them; the local adapter does too). */
export function header(event: HttpEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** The raw request body as bytes, decoding API Gateway's base64 encoding of binary bodies. */
export function bodyBytes(event: HttpEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}
