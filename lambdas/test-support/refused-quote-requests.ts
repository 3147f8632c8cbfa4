/**
 * The requests the quote API must refuse, each with the status and the plain-text reason it answers: a table of cases
 * (data, read by src/quote/submit/quote-api-refusals.test.ts), kept apart so the test reads as what it checks of every one of them.
 */
import { apiPaths } from '@courier/common/api/contract';
import { aQuoteForm } from '@courier/common/testing/quote-builders';
import type { HttpEvent } from '../src/http/api-gateway';
import {
  encodeMultipart,
  formFields,
  formFieldsWithout,
  httpEvent,
  jsonEvent,
  multipartEvent,
  protocolFields,
} from './quote-fixtures';

const bigText = (bytes: number) => 'x'.repeat(bytes);
const twentyOneStops = Object.fromEntries(
  Array.from({ length: 21 }, (_, i) => [
    [`stop_${i + 1}_location`, `Stop ${i + 1}`],
    [`stop_${i + 1}_postcode`, 'LE2 1AA'],
  ]).flat(),
);
export const multipart = (overrides: Record<string, string>) => multipartEvent(formFields(overrides));
const json = (templateParams: unknown, extra: Record<string, unknown> = {}) =>
  jsonEvent({ ...protocolFields, ...extra, template_params: templateParams });
async function rawMultipart(transform: (body: Buffer, contentType: string) => HttpEvent) {
  const { body, contentType } = await encodeMultipart(formFields());
  return transform(body, contentType);
}

/** Each: what is wrong, the request, the status, and what the plain-text reason must say. */
export const hostile: [string, () => Promise<HttpEvent> | HttpEvent, number, RegExp][] = [
  ['GET instead of POST', () => httpEvent({ method: 'GET' }), 405, /POST/],
  ['PUT on send', () => jsonEvent({}, { method: 'PUT' }), 405, /POST/],
  ['an unknown path', () => jsonEvent({}, { path: '/api/v1.0/email/send-bulk' }), 404, /Not found/],
  [
    'text/plain to send-form',
    () => httpEvent({ headers: { 'content-type': 'text/plain' }, body: 'hello' }),
    415,
    /multipart\/form-data/,
  ],
  ['no content type', () => httpEvent({ path: apiPaths.send, body: '{}' }), 415, /application\/json/],
  [
    'multipart posted to send',
    async () => multipartEvent(formFields(), { path: apiPaths.send }),
    415,
    /application\/json/,
  ],
  [
    'urlencoded form to send',
    () =>
      httpEvent({ path: apiPaths.send, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' }),
    415,
    /application\/json/,
  ],
  [
    'multipart without a boundary',
    () =>
      rawMultipart((body) => httpEvent({ headers: { 'content-type': 'multipart/form-data' }, body: body.toString() })),
    400,
    /boundary/,
  ],
  [
    'a boundary that does not match the body',
    () =>
      rawMultipart((body) =>
        httpEvent({ headers: { 'content-type': 'multipart/form-data; boundary=nope' }, body: body.toString() }),
      ),
    400,
    /malformed/,
  ],
  [
    'a truncated multipart body',
    () =>
      rawMultipart((body, contentType) =>
        httpEvent({
          headers: { 'content-type': contentType },
          body: body.subarray(0, 700).toString('base64'),
          isBase64Encoded: true,
        }),
      ),
    400,
    /malformed or incomplete/,
  ],
  [
    'base64 garbage',
    () =>
      rawMultipart((_body, contentType) =>
        httpEvent({ headers: { 'content-type': contentType }, body: '%%%not base64!!!', isBase64Encoded: true }),
      ),
    400,
    /base64/,
  ],
  [
    'valid base64 of random bytes',
    () =>
      rawMultipart((_body, contentType) =>
        httpEvent({
          headers: { 'content-type': contentType },
          body: Buffer.from([0, 255, 13, 10, 45, 45]).toString('base64'),
          isBase64Encoded: true,
        }),
      ),
    400,
    /malformed/,
  ],
  [
    'an empty body',
    () => httpEvent({ path: apiPaths.send, headers: { 'content-type': 'application/json' } }),
    400,
    /empty/,
  ],
  ['a body over 64 KB', () => multipart({ load_details: bigText(70_000) }), 413, /too large/],
  [
    'a body over 64 KB with no Content-Length',
    async () => {
      const event = await multipart({ load_details: bigText(70_000) });
      event.headers = { 'content-type': event.headers['content-type'] ?? '' };
      return event;
    },
    413,
    /too large/,
  ],
  [
    'a Content-Length over 64 KB',
    () => jsonEvent({ ...protocolFields, template_params: aQuoteForm() }, { headers: { 'content-length': '1048576' } }),
    413,
    /too large/,
  ],
  [
    'a Content-Length that is not a number',
    () => jsonEvent({}, { headers: { 'content-length': '12abc' } }),
    400,
    /Content-Length/,
  ],
  ['one field over the field size limit', () => multipart({ notes: bigText(20_000) }), 400, /notes is too large/],
  [
    'notes over 2,000 characters',
    () => multipart({ notes: bigText(2_001) }),
    400,
    /notes: The notes must be at most 2000/,
  ],
  [
    'a name over 100 characters',
    () => multipart({ from_name: bigText(101) }),
    400,
    /from_name: Your name must be at most 100/,
  ],
  [
    'a field sent twice',
    async () => multipartEvent([...formFields(), ['from_email', 'other@example.com']]),
    400,
    /from_email was sent more than once/,
  ],
  [
    'a file upload',
    async () => {
      const form = new FormData();
      for (const [name, value] of formFields()) form.append(name, value);
      form.append('attachment', new Blob(['MZ...'], { type: 'application/x-msdownload' }), 'invoice.exe');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const body = Buffer.from(await request.arrayBuffer());
      return httpEvent({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        body: body.toString('base64'),
        isBase64Encoded: true,
      });
    },
    400,
    /Files are not accepted/,
  ],
  [
    'too many fields',
    async () =>
      multipartEvent([...formFields(), ...Array.from({ length: 80 }, (_, i): [string, string] => [`extra_${i}`, 'x'])]),
    400,
    /Too many form fields/,
  ],
  ['a missing name', async () => multipartEvent(formFieldsWithout('from_name')), 400, /^from_name: Enter your name\.$/],
  [
    'a missing vehicle',
    async () => multipartEvent(formFieldsWithout('vehicle_type')),
    400,
    /vehicle_type: Choose the vehicle type/,
  ],
  [
    'the terms not agreed',
    async () => multipartEvent(formFieldsWithout('terms_agree')),
    400,
    /terms_agree: Please accept the terms/,
  ],
  ['the terms sent as "false"', () => json({ ...aQuoteForm(), terms_agree: 'false' }), 400, /terms_agree/],
  [
    'CR/LF in the name',
    () => multipart({ from_name: 'Ada\r\nBcc: victim@example.com' }),
    400,
    /from_name: Your name must be on one line/,
  ],
  [
    'a header injected via the email',
    () => multipart({ from_email: 'ada@example.co.uk\r\nBcc: victim@example.com' }),
    400,
    /from_email/,
  ],
  [
    'a line break in the pickup location',
    () => multipart({ pickup_location: 'Leicester\nX-Spam: no' }),
    400,
    /pickup_location: .*one line/,
  ],
  ['a line break in a stop', () => multipart({ stop_1_location: 'Nottingham\r\nBcc: x@y.z' }), 400, /stop_1_location/],
  [
    'a control character in the name',
    () => multipart({ from_name: 'Ada\u0000Lovelace' }),
    400,
    /a character that is not allowed: U\+0000\./,
  ],
  ['an invalid email', () => multipart({ from_email: 'ada@@example' }), 400, /from_email: Enter a valid email/],
  ['a non-ASCII email SES cannot send to', () => multipart({ from_email: 'josé@example.com' }), 400, /from_email/],
  [
    'an invalid vehicle',
    () => multipart({ vehicle_type: 'Spaceship' }),
    400,
    /vehicle_type: Choose a vehicle type from the list/,
  ],
  [
    'a postcode that is not one',
    () => multipart({ pickup_postcode: 'LE1;DROP' }),
    400,
    /pickup_postcode: .*does not look like a postcode/,
  ],
  ['21 stops', () => multipart(twentyOneStops), 400, /additional_stops: .*at most 20/],
  [
    'a pickup date in the past',
    () => multipart({ pickup_date: '2026-11-19' }),
    400,
    /pickup_date: The pickup date cannot be in the past/,
  ],
  [
    'a date that does not exist',
    () => multipart({ pickup_date: '2026-02-30' }),
    400,
    /pickup_date: Enter the pickup date as a real date/,
  ],
  [
    'delivery before pickup',
    () => multipart({ delivery_date: '2026-11-21' }),
    400,
    /delivery_date: The delivery date cannot be before the pickup date/,
  ],
  [
    'a distance that is not a number',
    () => multipart({ distance_miles: '12 miles' }),
    400,
    /distance_miles: The distance must be a number/,
  ],
  ['a return flag that is not Yes/No', () => multipart({ is_return: 'maybe' }), 400, /is_return/],
  ['JSON that does not parse', () => jsonEvent('{"service_id": '), 400, /not valid JSON/],
  ['JSON that is an array', () => jsonEvent([protocolFields]), 400, /must be a JSON object/],
  ['JSON that is a string', () => jsonEvent('"OK"'), 400, /must be a JSON object/],
  [
    'JSON that is not UTF-8',
    () => jsonEvent(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64'), { isBase64Encoded: true }),
    400,
    /not valid JSON/,
  ],
  ['template_params as an array', () => json([aQuoteForm()]), 400, /template_params must be an object/],
  [
    'a nested object in template_params',
    () => json({ ...aQuoteForm(), from_name: { first: 'Ada' } }),
    400,
    /from_name must be text/,
  ],
  ['an array in template_params', () => json({ ...aQuoteForm(), notes: ['a', 'b'] }), 400, /notes must be text/],
  ['null in template_params', () => json({ ...aQuoteForm(), phone: null }), 400, /phone must be text/],
  ['a boolean in template_params', () => json({ ...aQuoteForm(), terms_agree: true }), 400, /terms_agree must be text/],
  [
    'a service ID that is not a string',
    () => json(aQuoteForm(), { service_id: 42 }),
    400,
    /service_id must be a string/,
  ],
  ['U+2028 in the name', () => multipart({ from_name: 'Ada\u2028Bcc: x@y.z' }), 400, /from_name: .*not allowed/],
  [
    'U+2029 in a location',
    () => multipart({ pickup_location: 'Leicester\u2029X' }),
    400,
    /pickup_location: .*not allowed/,
  ],
  [
    'NEL in the pickup time',
    () => multipart({ pickup_time: '09:00\u0085X-Spam: no' }),
    400,
    /pickup_time: .*not allowed/,
  ],
  [
    'a C1 control in a stop',
    () => multipart({ stop_1_location: 'Nottingham\u009b31m' }),
    400,
    /stop_1_location: .*not allowed/,
  ],
  ['a bidi override in the name', () => multipart({ from_name: 'Ada \u202Egnp.exe' }), 400, /from_name: .*not allowed/],
  ['a bidi isolate in the delivery time', () => multipart({ delivery_time: 'noon\u2066x' }), 400, /delivery_time/],
  ['terms_agree=nope', () => multipart({ terms_agree: 'nope' }), 400, /terms_agree: .*must be Yes/],
  ['terms_agree=on', () => multipart({ terms_agree: 'on' }), 400, /terms_agree/],
  [
    'a pickup date over a year ahead',
    () => multipart({ pickup_date: '2027-11-22', delivery_date: '2027-11-23' }),
    400,
    /pickup_date: .*within a year/,
  ],
  [
    'a delivery date over a year ahead',
    () => multipart({ delivery_date: '2099-01-01' }),
    400,
    /delivery_date: .*within a year/,
  ],
  [
    'stop_1_ and stop_01_',
    () => multipart({ stop_01_location: 'Elsewhere', stop_01_postcode: 'LE2 1AA' }),
    400,
    /additional_stops: Stop 1 is numbered more than one way/,
  ],
  [
    'is_return=true',
    () => multipart({ is_return: 'true' }),
    400,
    /^is_return: The return journey must be Yes or No\.$/,
  ],
  [
    'a very long parameter name that is not text',
    () => json({ ...aQuoteForm(), ['x'.repeat(5_000)]: { a: 1 } }),
    400,
    /^Template parameter x{40}… must be text\.$/,
  ],
  [
    'a very long field name sent twice',
    async () =>
      multipartEvent([...formFields(), [`${'y'.repeat(300)}<script>`, 'a'], [`${'y'.repeat(300)}<script>`, 'b']]),
    400,
    /^Form field y{40}… was sent more than once\.$/,
  ],
  ['a submission ID that is not a UUID', () => multipart({ submission_id: '../../etc' }), 400, /submission_id/],
  ['an unknown estimate source', () => multipart({ estimate_source: 'guess' }), 400, /estimate_source/],
  [
    'a line break in the estimate route',
    () => multipart({ estimate_route: 'LE1 1AA\r\nBcc: x' }),
    400,
    /estimate_route/,
  ],
  // Issue 26 D: one set of forbidden characters for every field, multi-line ones included.
  [
    'a right-to-left override in the notes',
    () => multipart({ notes: 'Call moc.elpmaxe\u202E-live' }),
    400,
    /^notes: .*not allowed/,
  ],
  [
    'a bidi isolate in the load details',
    () => multipart({ load_details: 'Pallets \u2067x\u2069' }),
    400,
    /^load_details: .*not allowed/,
  ],
  ['a C1 control in the notes', () => multipart({ notes: 'Call\u009b31m' }), 400, /^notes: .*not allowed/],
  [
    'a zero-width space in the name',
    () => multipart({ from_name: 'Ada\u200BLovelace' }),
    400,
    /^from_name: .*not allowed/,
  ],
  [
    'a right-to-left mark in the pickup location',
    () => multipart({ pickup_location: 'Leicester\u200F' + 'x' }),
    400,
    /pickup_location/,
  ],
  ['an Arabic letter mark in the notes', () => multipart({ notes: 'a\u061Cb' }), 400, /^notes: .*not allowed/],
  [
    'an interlinear annotation in the delivery time',
    () => multipart({ delivery_time: 'noon\uFFF9x' }),
    400,
    /delivery_time/,
  ],
  ['tag characters in the notes', () => multipart({ notes: 'hi\u{E0041}\u{E0042}' }), 400, /^notes: .*not allowed/],
  // Issue 26 F.
  ['a phone with no digits', () => multipart({ phone: '((((((((((' }), 400, /^phone: Enter a valid phone number/],
  ['a phone with too few digits', () => multipart({ phone: '+44 (0) 12' }), 400, /^phone: /],
  ['a phone with a non-breaking space', () => multipart({ phone: '07700\u00A0900123' }), 400, /^phone: /],
  [
    'a key repeated in a /send body',
    () => jsonEvent(`{"service_id":"service_local","service_id":"service_local","template_params":{}}`),
    400,
    /^The key service_id was sent more than once\.$/,
  ],
  [
    'a key repeated inside template_params, spelled two ways',
    () =>
      jsonEvent(
        JSON.stringify({ ...protocolFields, template_params: aQuoteForm() }).replace(
          '"from_name":',
          '"from_name":"Eve","\\u0066rom_name":',
        ),
      ),
    400,
    /^The key from_name was sent more than once\.$/,
  ],
];
