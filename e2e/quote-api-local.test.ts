/**
 * The quote API behind `npm start`'s server, without a browser: what a script or a hostile page's post gets.
 * The local server hands the handler the bytes as sent, as API Gateway does.
 */
import { request } from 'node:http';
import { apiPaths } from '@courier/common/api/contract';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser';

/** A raw POST (node:http sets any header, as a script can), answered with its status and text. */
function post(path: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${siteUrl()}${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const quoteForm = Buffer.from(
  'service_id=service_local&template_id=template_quote&user_id=public_local_key&from_name=Cross+Site',
);

describe('the local quote API', () => {
  it('refuses a cross-site browser post with a plain 403', async () => {
    const headers = { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(await post(apiPaths.sendForm, headers, quoteForm)).toEqual({
      status: 403,
      text: 'Forbidden: quotes are accepted from this website only.',
    });
  });

  it('answers a post from its own origin (the site’s form) as usual', async () => {
    const headers = { ...form, origin: siteUrl(), 'sec-fetch-site': 'same-origin' };
    // A quote missing most answers: the what-to-fix page, so the post got past the origin check.
    expect((await post(apiPaths.sendForm, headers, quoteForm)).status).toBe(303);
  });

  it('refuses a form body that is not valid UTF-8, as in AWS (not read as U+FFFD)', async () => {
    const body = Buffer.concat([quoteForm, Buffer.from('&notes=caf'), Buffer.from([0xe9, 0xff])]);
    expect(await post(apiPaths.sendForm, form, body)).toEqual({
      status: 400,
      text: 'The form data is not valid UTF-8.',
    });
  });

  it('refuses a JSON body that is not valid UTF-8', async () => {
    const body = Buffer.concat([Buffer.from('{"service_id":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    expect(await post(apiPaths.send, { 'content-type': 'application/json' }, body)).toEqual({
      status: 400,
      text: 'The request body is not valid JSON.',
    });
  });
});
