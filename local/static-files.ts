/**
 * Serves the built site the way S3 + CloudFront do: exact files only, the right Content-Type, the
 * Cache-Control the deployment uploads with (common/src/cache-control.ts), gzip or brotli when the browser accepts it.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlFor } from '@courier/common/cache-control';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map']);

interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function createStaticFiles(rootDir: string) {
  const cache = new Map<string, Encoded>();

  async function load(path: string): Promise<Encoded | undefined> {
    const cached = cache.get(path);
    if (cached) return cached;
    const file = normalize(join(rootDir, path));
    if (!file.startsWith(rootDir + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const identity = await readFile(file);
    const encoded: Encoded = { identity };
    if (compressible.has(extname(file)) && identity.length > 512) {
      encoded.br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      encoded.gzip = gzipSync(identity, { level: 9 });
    }
    cache.set(path, encoded);
    return encoded;
  }

  /** Sends the file at `path` (URL path in the built site); false when there is none. */
  return async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    statusCode = 200,
  ): Promise<boolean> {
    const file = await load(path);
    if (!file) return false;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = file.br && /\bbr\b/.test(accepts) ? 'br' : file.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding ? (file[encoding] as Buffer) : file.identity;
    const headers: Record<string, string> = {
      'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(path),
      'content-length': String(body.length),
      vary: 'Accept-Encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(statusCode, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
