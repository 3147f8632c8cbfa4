import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files';

const siteDir = mkdtempSync(join(tmpdir(), 'static-files-'));
const script = `console.log(${JSON.stringify('a page script '.repeat(100))});\n`;
let server: Server;
let port: number;

beforeAll(async () => {
  writeFileSync(join(siteDir, 'app.js'), script);
  writeFileSync(join(siteDir, 'tiny.css'), 'a{}');
  const sendFile = createStaticFiles(siteDir);
  server = createServer(async (req, res) => {
    if (!(await sendFile(req, res, req.url ?? '/'))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body), with the encodings the client accepts. */
const get = (path: string, acceptEncoding = '') =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('the local static files', () => {
  it('send brotli when the browser accepts it, else gzip, else the file as it is', async () => {
    const br = await get('/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gzip = await get('/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', vary: 'Accept-Encoding' });
  });

  it('send a file of 512 bytes or less as it is', async () => {
    const tiny = await get('/tiny.css', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('a{}');
  });

  it('send a rebuilt file as it now is, though another request had it encoded', async () => {
    const rebuilt = `${script}// rebuilt\n`;
    writeFileSync(join(siteDir, 'app.js'), rebuilt);
    utimesSync(join(siteDir, 'app.js'), new Date(), new Date(Date.now() + 60_000));
    expect(brotliDecompressSync((await get('/app.js', 'br')).body).toString()).toBe(rebuilt);
    writeFileSync(join(siteDir, 'app.js'), script);
  });

  it('send nothing outside the site, and nothing for a folder or a missing file', async () => {
    expect((await get('/../static-files.test.ts')).status).toBe(404);
    expect((await get('/%2e%2e/x')).status).toBe(404);
    expect((await get('/')).status).toBe(404);
    expect((await get('/missing.js')).status).toBe(404);
  });
});
