/**
 * Serves the built site the way S3 + CloudFront do: exact files only, the right Content-Type, the
 * Cache-Control the deployment uploads with (common/src/cache-control.ts), gzip or brotli when the browser accepts it.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Each file's encodings, by its path, size and modification time, for every server in the process: brotli at its
 * best quality is slow (about a second for the site's files), and the tests start many stacks on the same build. The
 * compression runs on libuv's threads, so a page's other requests (and, in the tests, Playwright's traffic through the
 * same process) do not wait for it.
 */
const encodings = new Map<string, Promise<Encoded>>();

async function encode(file: string): Promise<Encoded> {
  const identity = await readFile(file);
  if (!compressible.has(extname(file)) || identity.length <= 512) return { identity };
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, br, gzip };
}

export function createStaticFiles(rootDir: string) {
  async function load(path: string): Promise<Encoded | undefined> {
    const file = normalize(join(rootDir, path));
    if (!file.startsWith(rootDir + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const key = `${file}:${info.size}:${info.mtimeMs}`;
    let encoded = encodings.get(key);
    if (!encoded) {
      encoded = encode(file);
      encodings.set(key, encoded);
      // A file that could not be read is not remembered: the next request tries again.
      encoded.catch(() => encodings.delete(key));
    }
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
