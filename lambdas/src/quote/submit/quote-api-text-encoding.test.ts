/**
 * The quote API, part three: text must arrive as well-formed UTF-8 whatever the body's encoding (multipart parts as
 * strictly as urlencoded bodies), or it is refused with a plain 400, storing and sending nothing.
 */
import { aQuoteForm } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { expectPlainText, useQuoteApi } from '../../../test-support/quote-api-harness';
import { formFields, httpEvent, jsonEvent, protocolFields } from '../../../test-support/quote-fixtures';
import type { HttpEvent } from '../../http/api-gateway';

const api = useQuoteApi();
const { handle, stored } = api;

/**
 * A multipart body built byte by byte: the form's fields as UTF-8, but for `parts`, each with the bytes given and,
 * when `type` is given, a Content-Type of its own.
 */
function handmadeMultipart(parts: Record<string, { bytes: Buffer; type?: string }>): HttpEvent {
  const boundary = 'handmade-boundary';
  const part = (name: string, value: Buffer, type?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      value,
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    ...formFields()
      .filter(([name]) => !(name in parts))
      .map(([name, value]) => part(name, Buffer.from(value))),
    ...Object.entries(parts).map(([name, { bytes, type }]) => part(name, bytes, type)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return httpEvent({
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: body.toString('base64'),
    isBase64Encoded: true,
  });
}

/** A multipart body whose `notes` part is UTF-16LE text ("A" then a lone high surrogate, bytes 41 00 00 D8). */
const multipartWithUtf16Part = () =>
  handmadeMultipart({
    service_id: { bytes: Buffer.from(protocolFields.service_id), type: 'text/plain; charset=utf-8' },
    notes: { bytes: Buffer.from([0x41, 0x00, 0x00, 0xd8]), type: 'text/plain; charset=utf-16le' },
  });

describe('multipart parts are decoded as strict UTF-8, as urlencoded bodies are (issue 42 F)', () => {
  const latin1Name = Buffer.from('Zo\xeb', 'latin1');
  it.each([
    ['raw latin1 bytes in the name', { from_name: { bytes: latin1Name } }, 'from_name'],
    ['bytes that are no character at all', { notes: { bytes: Buffer.from([0x41, 0xff, 0xfe, 0x42]) } }, 'notes'],
    [
      'a surrogate encoded as UTF-8 bytes',
      { pickup_location: { bytes: Buffer.from([0xed, 0xa0, 0x80]) } },
      'pickup_location',
    ],
    ['a sequence cut short at the end', { load_details: { bytes: Buffer.from([0x41, 0xe2, 0x80]) } }, 'load_details'],
    [
      'a part that says it is UTF-8 and is not',
      { from_name: { bytes: latin1Name, type: 'text/plain; charset=utf-8' } },
      'from_name',
    ],
    [
      'a part in a charset nothing here can decode',
      { notes: { bytes: Buffer.from('hello'), type: 'text/plain; charset=x-no-such-charset' } },
      'notes',
    ],
  ])('%s → 400 naming the field, nothing stored', async (_, parts, field) => {
    const result = await handle(handmadeMultipart(parts));

    expect(result.statusCode).toBe(400);
    expectPlainText(result);
    expect(result.body).toBe(`Form field ${field} is not valid UTF-8.`);
    expect(await stored()).toHaveLength(0);
    expect(await api.inbox.emails()).toHaveLength(0);
  });

  it('UTF-8 is stored exactly as sent, in a part with no charset or one that names UTF-8', async () => {
    const name = 'Zoë Ångström';
    // A replacement character the sender typed is text like any other: only bytes that do not decode are refused.
    const notes = 'Ask for Siân at the gate 😀 \uFFFD (sic)';
    const result = await handle(
      handmadeMultipart({
        from_name: { bytes: Buffer.from(name), type: 'text/plain; charset=UTF-8' },
        notes: { bytes: Buffer.from(notes) },
      }),
    );

    expect(result.body).toBe('OK');
    const [quote] = await stored();
    expect(quote?.quote.from_name).toBe(name);
    expect(quote?.quote.notes).toBe(notes);
  });
});

describe('text that is not well-formed Unicode is refused on every path, before anything is stored (issue 29 B)', () => {
  const withLoneSurrogate = (field: string) =>
    JSON.stringify({ ...protocolFields, template_params: { ...aQuoteForm(), [field]: 'MARK' } }).replace(
      'MARK',
      'Ada \\ud800',
    );
  it.each([
    ['JSON, a quote field', () => jsonEvent(withLoneSurrogate('from_name')), /^from_name: .*not well-formed Unicode/],
    [
      'JSON, the estimate route',
      () => jsonEvent(withLoneSurrogate('estimate_route')),
      /^estimate_route: .*not well-formed/,
    ],
    [
      "JSON, an EmailJS template's own parameter",
      () => jsonEvent(withLoneSurrogate('job_reference')),
      /^job_reference: .*not well-formed/,
    ],
    ['multipart, a part in UTF-16', () => multipartWithUtf16Part(), /^notes: .*not well-formed Unicode/],
    [
      'urlencoded (no JavaScript), a surrogate encoded as UTF-8 bytes',
      () =>
        httpEvent({
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: Buffer.concat([Buffer.from('from_name=Ada'), Buffer.from([0xed, 0xa0, 0x80])]).toString('base64'),
          isBase64Encoded: true,
        }),
      /not valid UTF-8/,
    ],
  ])('%s → 400, plain text', async (_, makeEvent, reason) => {
    const result = await handle(makeEvent());

    expect(result.statusCode).toBe(400);
    expectPlainText(result);
    expect(result.body).toMatch(reason);
    expect(await stored()).toHaveLength(0);
    expect(await api.inbox.emails()).toHaveLength(0);
  });
});
