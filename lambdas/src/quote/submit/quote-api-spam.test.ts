import { describe, expect, it } from 'vitest';
import { expectPlainText, siteOrigin, useQuoteApi } from '../../../test-support/quote-api-harness';
import { formFields, formFieldsWithout, httpEvent, multipartEvent } from '../../../test-support/quote-fixtures';
import { minimumFillSeconds } from './submit-quote';

const api = useQuoteApi();
const { handle, stored } = api;

const multipart = (overrides: Record<string, string>) => multipartEvent(formFields(overrides));

describe('spam', () => {
  it.each([
    ['a filled honeypot', { website: 'https://cheap-pills.example' }, 'honeypot'],
    ['a form filled in under the minimum', { fill_seconds: String(minimumFillSeconds - 0.1) }, 'fill_time'],
    ['a fill time that is not a number', { fill_seconds: 'soon' }, 'fill_time'],
  ])('answers %s with 200 OK but sends nothing', async (_case, overrides, reason) => {
    const result = await handle(await multipart(overrides));

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expect(await api.inbox.emails()).toHaveLength(0);
    expect(api.logs).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ outcome: 'spam', reason, vehicle: 'Small Van' }) }),
    ]);
  });

  it.each([
    ['no fill time', undefined],
    ['a blank fill time', ''],
    ['Infinity', 'Infinity'],
    ['a hexadecimal fill time', '0x10'],
    ['an exponent', '1e3'],
    ['a negative fill time', '-50'],
    ['spaces around it', ' 50 '],
  ])('answers the site’s own form with %s as too fast: 200 OK, nothing stored or sent', async (_case, fillSeconds) => {
    const fields =
      fillSeconds === undefined ? formFieldsWithout('fill_seconds') : formFields({ fill_seconds: fillSeconds });
    const result = await handle(await multipartEvent(fields));

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expect(result.headers?.['x-quote-reference']).toMatch(/^Q-/);
    expect(await stored()).toHaveLength(0);
    expect(await api.inbox.emails()).toHaveLength(0);
    expect(api.logs.at(-1)?.fields).toMatchObject({ outcome: 'spam', reason: 'fill_time' });
  });

  it('takes a fill time of the minimum or more from the site’s form', async () => {
    expect((await handle(await multipart({ fill_seconds: String(minimumFillSeconds) }))).statusCode).toBe(200);
    expect((await handle(await multipart({ fill_seconds: '42.5' }))).statusCode).toBe(200);
    expect(await api.inbox.emails()).toHaveLength(2);
  });

  it('does not ask an EmailJS SDK caller (none of the form’s own fields) for a fill time', async () => {
    const sdkFields = formFields().filter(([name]) => !['website', 'fill_seconds', 'submission_id'].includes(name));
    expect((await handle(await multipartEvent(sdkFields))).statusCode).toBe(200);
    expect((await handle(await multipartEvent([...sdkFields, ['fill_seconds', '']]))).statusCode).toBe(200);
    // Sent, a fill time must still be a plausible one.
    await handle(await multipartEvent([...sdkFields, ['fill_seconds', 'Infinity']]));
    expect(await stored()).toHaveLength(2);
    expect(await api.inbox.emails()).toHaveLength(2);
  });
});

describe('same-site posts only (issue 26 A)', () => {
  const withHeaders = async (headers: Record<string, string>) => multipartEvent(formFields(), { headers });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site with our own Origin', { 'sec-fetch-site': 'cross-site', origin: siteOrigin }],
    ['an Origin that is not the site’s', { origin: 'https://evil.example' }],
    ['an Origin of another port', { origin: `${siteOrigin}:8443` }],
    ['an Origin that only starts like the site’s', { origin: `${siteOrigin}.evil.example` }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['an empty Origin', { origin: '' }],
  ])('refuses a browser post with %s: plain 403, nothing stored', async (_case, headers) => {
    const result = await handle(await withHeaders(headers));

    expect(result.statusCode).toBe(403);
    expectPlainText(result);
    expect(result.body).toBe('Forbidden: quotes are accepted from this website only.');
    expect(await stored()).toHaveLength(0);
    expect(api.logs.at(-1)?.fields).toMatchObject({ outcome: 'rejected', status: 403 });
  });

  it('refuses a cross-site urlencoded post too (a hostile page’s plain HTML form)', async () => {
    const result = await handle(
      httpEvent({
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body: new URLSearchParams(formFields()).toString(),
      }),
    );
    expect(result.statusCode).toBe(403);
  });

  it.each([
    ['the site’s own page', { 'sec-fetch-site': 'same-origin', origin: siteOrigin }],
    ['the site’s own Origin in capitals', { origin: 'HTTPS://WWW.Swiftline-Couriers.example' }],
    ['a same-site page', { 'sec-fetch-site': 'same-site', origin: siteOrigin }],
    ['neither header (the SDK outside a browser, a server)', {}],
  ])('accepts a post from %s', async (_case, headers) => {
    expect((await handle(await withHeaders(headers))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});
