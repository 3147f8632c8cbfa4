import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { apiPaths } from '@courier/common/api/contract';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import type { RouteProvider, RouteRequest } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkPageFields,
  deliverPending,
  deliveryDeps,
  encodeMultipart,
  formFields,
  freshQuoteTable,
  httpEvent,
  type Inbox,
  inboxSes,
  jsonEvent,
  multipartEvent,
  protocolFields,
  startLocalInbox,
  testToday,
  unreachableSes,
  urlencodedEvent,
  validQuoteFields,
} from '../../../test-support/quote-fixtures';
import { windowCounterTableSchema } from '../../aws/window-counter';
import type { HttpEvent, HttpResult } from '../../http/api-gateway';
import type { Logger } from '../../observability/observability';
import { deliverQuote } from '../deliver/deliver-quote';
import { sweepQuotes } from '../deliver/sweeper';
import { type LocalDynamo, startLocalDynamo } from '../store/local-quote-table';
import { createQuoteLimits, type QuoteLimitSettings } from '../store/quote-limits';
import { listQuotes, type QuoteTable } from '../store/quote-store';
import { createQuoteHandler, type QuoteSettings, quoteSettingsFromEnv } from './quote-api';
import { createQuoteEstimator } from './server-estimate';
import { minimumFillSeconds } from './submit-quote';

let inbox: Inbox;
let dynamo: LocalDynamo;
let table: QuoteTable;
let logs: { level: string; message: string; fields: Record<string, unknown> }[];
const recordingLogger: Logger = (level, message, fields = {}) => logs.push({ level, message, fields });

/** The route service the server asks for each quote's figures: always 150 miles and 3 hours, and it notes the routes. */
let routesAsked: RouteRequest[];
const routeService: RouteProvider = {
  estimate: async (request) => {
    routesAsked.push(request);
    return { distanceMiles: 150, durationMinutes: 180 };
  },
};

const siteOrigin = 'https://www.swiftline-couriers.example';
/** The handler's clock: the no-JavaScript check page's fill time is read from it. */
let clock: Date;
const wait = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

function handlerFor(
  settings: QuoteSettings = {
    ...quoteSettingsFromEnv({ [quoteEnv.siteOrigins]: `${siteOrigin}/` }),
    tableName: table.tableName,
  },
) {
  return createQuoteHandler({
    db: dynamo.db,
    settings,
    logger: recordingLogger,
    today: () => testToday,
    now: () => clock,
    estimate: createQuoteEstimator({
      primary: routeService,
      fallback: createEmbeddedEstimator(ukGeography),
      timeoutMs: 1_000,
    }),
  });
}

/** The quote API answers; then the retry path (as the stream sender would) delivers what it stored. */
let handle: (event: HttpEvent) => Promise<HttpResult>;
let post: (event: HttpEvent) => Promise<HttpResult>;
const stored = () => listQuotes(table);

beforeAll(async () => {
  [inbox, dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
});

afterAll(async () => {
  await Promise.all([inbox.close(), dynamo.close()]);
});

beforeEach(async () => {
  logs = [];
  routesAsked = [];
  clock = new Date();
  await inbox.clear();
  table = await freshQuoteTable(dynamo);
  post = handlerFor();
  handle = async (event) => {
    const result = await post(event);
    await deliverPending(deliveryDeps(table, inboxSes(inbox), { logger: recordingLogger }));
    return result;
  };
});

/** The response is plain text, says something, and leaks nothing about the code. */
function expectPlainText(result: HttpResult) {
  expect(result.headers?.['content-type']).toMatch(/^text\/plain/);
  expect(result.body).toEqual(expect.any(String));
  expect(result.body).not.toMatch(/\n\s+at |Error:|node_modules|\.ts:\d/);
}

describe('a valid submission', () => {
  it('sends one email to staff with every field, replying to the customer', async () => {
    const result = await handle(await multipartEvent(formFields()));

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expectPlainText(result);
    const emails = await inbox.emails();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toContain(`[${result.headers?.['x-quote-reference']}]`);
    expect(email?.from).toBe('quotes@swiftline-couriers.example');
    expect(email?.destination.to).toEqual(['staff@swiftline-couriers.example']);
    expect(email?.replyTo).toEqual(['ada@example.co.uk']);
    expect(email?.subject).toMatch(
      /^Quote request: Small Van, LE1 1AA → M1 1AE, \+2 stops, return, 22 Nov 2026 \[Q-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}\]$/,
    );

    const text = email?.body.text ?? '';
    const expectedLines = [
      "Name:\n  | Ada O'Brien",
      'Email: ada@example.co.uk',
      'Phone: 07700 900123',
      'Pickup location:\n  | Unit 4, Freemen’s Common',
      'Pickup postcode: LE1 1AA',
      'Pickup date: Sun 22 Nov 2026',
      'Pickup time:\n  | 09:00 to 11:00',
      'Stop 1 location:\n  | Nottingham Trent Bridge',
      'Stop 1 postcode: NG2 6AG',
      'Stop 2 location:\n  | Derby Riverside',
      'Stop 2 postcode: DE1 1AA',
      'Delivery location:\n  | Piccadilly, Manchester',
      'Delivery postcode: M1 1AE',
      'Delivery date: Mon 23 Nov 2026',
      'Delivery time:\n  | Before noon',
      'Return journey: Yes',
      "Distance: 150 miles, estimated (the customer's own: 152.4 miles)",
      "Duration: 180 minutes (3 h 0 min), estimated (the customer's own: 185 minutes (3 h 5 min))",
      'Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van',
      'Vehicle: Small Van',
      'Load details:\n  | Three pallets, 400 kg',
      'Notes:\n  | <script>alert("x")</script>\n  | Call first: <b>&"\'',
    ];
    const positions = expectedLines.map((line) => text.indexOf(line));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const html = email?.body.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Call first: &lt;b&gt;&amp;&quot;&#39;',
    );
    expect(html).toContain('Ada O&#39;Brien');
    expect(html).toContain('<a href="tel:+447700900123">07700 900123</a>');
    expect(html).toContain('<a href="https://wa.me/447700900123">WhatsApp</a>');
    expect(html).toContain(
      `<a href="mailto:ada@example.co.uk?subject=Your%20quote%20request%20${result.headers?.['x-quote-reference']}">`,
    );
    expect(html.indexOf('Nottingham Trent Bridge')).toBeLessThan(html.indexOf('Derby Riverside'));
    expect(html).toContain(
      'https://www.google.com/maps/dir/?api=1&amp;origin=LE1%201AA&amp;destination=LE1%201AA' +
        '&amp;waypoints=NG2%206AG%7CDE1%201AA%7CM1%201AE&amp;travelmode=driving',
    );
  });

  it('logs the reference, outcome and vehicle, but nothing personal', async () => {
    await handle(await multipartEvent(formFields()));

    const [email] = await inbox.emails();
    const reference = /\[(Q-\w{6})\]$/.exec(email?.subject ?? '')?.[1];
    expect(logs).toEqual([
      {
        level: 'info',
        message: 'quote stored',
        fields: { reference, outcome: 'stored', vehicle: 'Small Van', stops: 2 },
      },
      {
        level: 'info',
        message: 'quote sent',
        fields: { reference, outcome: 'sent', vehicle: 'Small Van', attempt: 1 },
      },
    ]);
    const logged = JSON.stringify(logs);
    for (const personal of ['Ada', 'ada@example', '07700', 'Freemen', 'LE1', 'Piccadilly', 'M1 1AE', 'pallets']) {
      expect(logged).not.toContain(personal);
    }
  });

  it('accepts the JSON shape of the SDK’s send()', async () => {
    const { service_id, template_id, user_id, lib_version } = protocolFields;
    const { fill_seconds: _notSentBySend, ...templateParams } = validQuoteFields;
    const result = await handle(
      jsonEvent({ lib_version, user_id, service_id, template_id, template_params: templateParams }),
    );

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('accepts numbers for the distance and duration in JSON', async () => {
    const templateParams = { ...validQuoteFields, distance_miles: 12.5, duration_minutes: 30 };
    const result = await handle(jsonEvent({ ...protocolFields, template_params: templateParams }));

    expect(result.statusCode).toBe(200);
    expect((await inbox.emails())[0]?.body.text).toContain(
      "Distance: 150 miles, estimated (the customer's own: 12.5 miles)",
    );
  });

  it('decodes a base64-encoded JSON body', async () => {
    const body = Buffer.from(JSON.stringify({ ...protocolFields, template_params: validQuoteFields })).toString(
      'base64',
    );
    const result = await handle(jsonEvent(body, { isBase64Encoded: true }));

    expect(result.statusCode).toBe(200);
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('reads a multipart body that was not base64-encoded', async () => {
    const { body, contentType } = await encodeMultipart(formFields());
    const result = await handle(httpEvent({ headers: { 'content-type': contentType }, body: body.toString('utf8') }));

    expect(result.statusCode).toBe(200);
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('escapes markup in required fields rather than refusing it', async () => {
    const markup = { from_name: '<img src=x onerror=alert(1)>', pickup_location: '<script>steal()</script>' };
    const result = await handle(await multipartEvent(formFields(markup)));

    expect(result.statusCode).toBe(200);
    const html = (await inbox.emails())[0]?.body.html ?? '';
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<script/);
  });

  it('does not trip over a field called __proto__', async () => {
    const result = await handle(await multipartEvent([...formFields(), ['__proto__', 'polluted']]));

    expect(result.statusCode).toBe(200);
    expect(await inbox.emails()).toHaveLength(1);
  });
});

describe('the EmailJS IDs', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['wrong service ID', { service_id: 'service_other' }, 'The service ID is invalid.'],
    ['missing service ID', { service_id: '' }, 'The service ID is required.'],
    ['wrong template ID', { template_id: 'template_other' }, 'The template ID is invalid.'],
    ['missing template ID', { template_id: '' }, 'The template ID is required.'],
    ['wrong public key', { user_id: 'someone_elses_key' }, 'The public key is invalid.'],
    ['missing public key', { user_id: '' }, 'The public key is required.'],
  ];

  it.each(cases)('refuses a %s on send-form with 400', async (_case, overrides, reason) => {
    const result = await handle(await multipartEvent(formFields(overrides)));

    expect(result.statusCode).toBe(400);
    expect(result.body).toBe(reason);
    expectPlainText(result);
    expect(await inbox.emails()).toHaveLength(0);
  });

  it.each(cases)('refuses a %s on send with 400', async (_case, overrides, reason) => {
    const result = await handle(jsonEvent({ ...protocolFields, ...overrides, template_params: validQuoteFields }));

    expect(result.statusCode).toBe(400);
    expect(result.body).toBe(reason);
    expect(await inbox.emails()).toHaveLength(0);
  });

  it('refuses a send with the IDs left out altogether', async () => {
    const result = await handle(jsonEvent({ template_params: validQuoteFields }));

    expect(result.statusCode).toBe(400);
    expect(result.body).toBe('The public key is required.');
  });

  it('uses the IDs from the environment when set', async () => {
    const custom = quoteSettingsFromEnv({
      EMAILJS_SERVICE_ID: 'service_live',
      EMAILJS_TEMPLATE_ID: 'template_live',
      EMAILJS_PUBLIC_KEY: 'key_live',
    });
    const customHandle = handlerFor({ ...custom, tableName: table.tableName });

    const live = { service_id: 'service_live', template_id: 'template_live', user_id: 'key_live' };
    expect((await customHandle(await multipartEvent(formFields()))).statusCode).toBe(400);
    expect((await customHandle(await multipartEvent(formFields(live)))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

const bigText = (bytes: number) => 'x'.repeat(bytes);
const twentyOneStops = Object.fromEntries(
  Array.from({ length: 21 }, (_, i) => [
    [`stop_${i + 1}_location`, `Stop ${i + 1}`],
    [`stop_${i + 1}_postcode`, 'LE2 1AA'],
  ]).flat(),
);
const withoutField = (name: string) => formFields().filter(([field]) => field !== name);
const multipart = (overrides: Record<string, string>) => multipartEvent(formFields(overrides));
const json = (templateParams: unknown, extra: Record<string, unknown> = {}) =>
  jsonEvent({ ...protocolFields, ...extra, template_params: templateParams });
async function rawMultipart(transform: (body: Buffer, contentType: string) => HttpEvent) {
  const { body, contentType } = await encodeMultipart(formFields());
  return transform(body, contentType);
}

/** Each: what is wrong, the request, the status, and what the plain-text reason must say. */
const hostile: [string, () => Promise<HttpEvent> | HttpEvent, number, RegExp][] = [
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
    () =>
      jsonEvent({ ...protocolFields, template_params: validQuoteFields }, { headers: { 'content-length': '1048576' } }),
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
  ['a missing name', async () => multipartEvent(withoutField('from_name')), 400, /^from_name: Enter your name\.$/],
  [
    'a missing vehicle',
    async () => multipartEvent(withoutField('vehicle_type')),
    400,
    /vehicle_type: Choose the vehicle type/,
  ],
  [
    'the terms not agreed',
    async () => multipartEvent(withoutField('terms_agree')),
    400,
    /terms_agree: Please accept the terms/,
  ],
  ['the terms sent as "false"', () => json({ ...validQuoteFields, terms_agree: 'false' }), 400, /terms_agree/],
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
  ['template_params as an array', () => json([validQuoteFields]), 400, /template_params must be an object/],
  [
    'a nested object in template_params',
    () => json({ ...validQuoteFields, from_name: { first: 'Ada' } }),
    400,
    /from_name must be text/,
  ],
  ['an array in template_params', () => json({ ...validQuoteFields, notes: ['a', 'b'] }), 400, /notes must be text/],
  ['null in template_params', () => json({ ...validQuoteFields, phone: null }), 400, /phone must be text/],
  [
    'a boolean in template_params',
    () => json({ ...validQuoteFields, terms_agree: true }),
    400,
    /terms_agree must be text/,
  ],
  [
    'a service ID that is not a string',
    () => json(validQuoteFields, { service_id: 42 }),
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
    () => json({ ...validQuoteFields, ['x'.repeat(5_000)]: { a: 1 } }),
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
        JSON.stringify({ ...protocolFields, template_params: validQuoteFields }).replace(
          '"from_name":',
          '"from_name":"Eve","\\u0066rom_name":',
        ),
      ),
    400,
    /^The key from_name was sent more than once\.$/,
  ],
];

/** A multipart body whose `notes` part is UTF-16LE text ("A" then a lone high surrogate, bytes 41 00 00 D8). */
function multipartWithUtf16Part(): HttpEvent {
  const boundary = 'lone-surrogate-boundary';
  const part = (name: string, value: Buffer, type = 'text/plain; charset=utf-8') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      value,
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    ...formFields({ notes: '' })
      .filter(([name]) => name !== 'notes')
      .map(([name, value]) => part(name, Buffer.from(value))),
    part('notes', Buffer.from([0x41, 0x00, 0x00, 0xd8]), 'text/plain; charset=utf-16le'),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return httpEvent({
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: body.toString('base64'),
    isBase64Encoded: true,
  });
}

describe('text that is not well-formed Unicode is refused on every path, before anything is stored (issue 29 B)', () => {
  const withLoneSurrogate = (field: string) =>
    JSON.stringify({ ...protocolFields, template_params: { ...validQuoteFields, [field]: 'MARK' } }).replace(
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
    expect(await inbox.emails()).toHaveLength(0);
  });
});

describe('hostile or malformed requests', () => {
  const cases = hostile.map(([name, makeEvent, status, reason]) => ({ name, makeEvent, status, reason }));

  it.each(cases)('$name → $status, plain text, nothing stored or sent', async ({ makeEvent, status, reason }) => {
    const result = await handle(await makeEvent());

    expect(result.statusCode).toBe(status);
    expectPlainText(result);
    expect(result.body).toMatch(reason);
    expect(result.headers?.['x-quote-reference']).toBeUndefined();
    expect(await stored()).toHaveLength(0);
    expect(await inbox.emails()).toHaveLength(0);
    expect(logs.at(-1)?.fields).toMatchObject({ outcome: 'rejected', status });
  });

  it('answers 405 with an Allow: POST header', async () => {
    const result = await handle(httpEvent({ method: 'GET', path: apiPaths.send }));

    expect(result.statusCode).toBe(405);
    expect(result.headers?.allow).toBe('POST');
  });

  it('lists up to three validation errors, one per line, in form order', async () => {
    const result = await handle(
      await multipart({ from_name: '', from_email: 'no', pickup_postcode: '', vehicle_type: '' }),
    );

    expect(result.body).toBe(
      [
        'from_name: Enter your name.',
        'from_email: Enter a valid email address, like name@example.co.uk.',
        'pickup_postcode: Enter the pickup postcode.',
      ].join('\n'),
    );
  });
});

describe('spam', () => {
  it.each([
    ['a filled honeypot', { website: 'https://cheap-pills.example' }, 'honeypot'],
    ['a form filled in under the minimum', { fill_seconds: String(minimumFillSeconds - 0.1) }, 'fill_time'],
    ['a fill time that is not a number', { fill_seconds: 'soon' }, 'fill_time'],
  ])('answers %s with 200 OK but sends nothing', async (_case, overrides, reason) => {
    const result = await handle(await multipart(overrides));

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expect(await inbox.emails()).toHaveLength(0);
    expect(logs).toEqual([
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
    const fields = fillSeconds === undefined ? withoutField('fill_seconds') : formFields({ fill_seconds: fillSeconds });
    const result = await handle(await multipartEvent(fields));

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expect(result.headers?.['x-quote-reference']).toMatch(/^Q-/);
    expect(await stored()).toHaveLength(0);
    expect(await inbox.emails()).toHaveLength(0);
    expect(logs.at(-1)?.fields).toMatchObject({ outcome: 'spam', reason: 'fill_time' });
  });

  it('takes a fill time of the minimum or more from the site’s form', async () => {
    expect((await handle(await multipart({ fill_seconds: String(minimumFillSeconds) }))).statusCode).toBe(200);
    expect((await handle(await multipart({ fill_seconds: '42.5' }))).statusCode).toBe(200);
    expect(await inbox.emails()).toHaveLength(2);
  });

  it('does not ask an EmailJS SDK caller (none of the form’s own fields) for a fill time', async () => {
    const sdkFields = formFields().filter(([name]) => !['website', 'fill_seconds', 'submission_id'].includes(name));
    expect((await handle(await multipartEvent(sdkFields))).statusCode).toBe(200);
    expect((await handle(await multipartEvent([...sdkFields, ['fill_seconds', '']]))).statusCode).toBe(200);
    // Sent, a fill time must still be a plausible one.
    await handle(await multipartEvent([...sdkFields, ['fill_seconds', 'Infinity']]));
    expect(await stored()).toHaveLength(2);
    expect(await inbox.emails()).toHaveLength(2);
  });
});

describe('when SES fails or hangs', () => {
  it('answers success with the reference once stored; the quote stays pending; SES back → one email', async () => {
    const down = deliveryDeps(table, await unreachableSes(), { logger: recordingLogger });

    const result = await post(await multipartEvent(formFields()));
    const reference = result.headers?.['x-quote-reference'];
    expect(result.statusCode).toBe(200);
    expect(reference).toMatch(/^Q-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);

    expect(await deliverPending(down)).toEqual(['failed']);
    expect(await deliverPending(down)).toEqual(['failed']);
    const [pending] = await stored();
    expect(pending).toMatchObject({ reference, status: 'pending', attempts: 2, lastError: 'ECONNREFUSED' });
    expect(logs.at(-1)).toMatchObject({ level: 'error', fields: { outcome: 'ses_failed', reference, attempt: 2 } });
    // The error's system code is logged, never its message (which names the address and port).
    expect(JSON.stringify(logs)).not.toMatch(/127\.0\.0\.1|ada@/);
    expect(await inbox.emails()).toHaveLength(0);

    const up = deliveryDeps(table, inboxSes(inbox));
    expect(await deliverPending(up)).toEqual(['sent']);
    expect(await deliverPending(up)).toEqual([]);
    const emails = await inbox.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain(`[${reference}]`);
    expect((await stored())[0]).toMatchObject({ status: 'sent', attempts: 3, sentAt: expect.any(String) });
  });

  it('keeps the quote pending when SES rejects the email, logging only the error name', async () => {
    const ses = new SESClient({ region: 'eu-west-2' });
    const rejection = Object.assign(new Error('Email address is not verified: ada@example.co.uk'), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
    mockClient(ses).on(SendEmailCommand).rejects(rejection);

    const result = await post(await multipartEvent(formFields()));
    expect(result.statusCode).toBe(200);
    expect(await deliverPending(deliveryDeps(table, ses, { logger: recordingLogger }))).toEqual(['failed']);

    expect((await stored())[0]).toMatchObject({ status: 'pending', lastError: 'MessageRejected' });
    expect(JSON.stringify(logs)).not.toContain('ada@');
  });

  it('answers 502 "try again" only when the quote cannot be stored', async () => {
    const missingTable = handlerFor({ ...quoteSettingsFromEnv({}), tableName: 'no-such-table' });

    const result = await missingTable(await multipartEvent(formFields()));

    expect(result.statusCode).toBe(502);
    expectPlainText(result);
    expect(result.body).toMatch(/try again/i);
    expect(result.headers?.['x-quote-reference']).toBeUndefined();
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      fields: { outcome: 'store_failed', errorName: 'ResourceNotFoundException' },
    });
  });
});

describe('one quote per submission ID', () => {
  const submission = { submission_id: '0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b' };

  it('a lost answer and a retry: the same reference, one record, one email', async () => {
    const first = await handle(await multipart(submission));
    const retry = await handle(await multipart(submission));

    expect(retry.statusCode).toBe(200);
    expect(retry.headers?.['x-quote-reference']).toBe(first.headers?.['x-quote-reference']);
    expect(await stored()).toHaveLength(1);
    expect(await inbox.emails()).toHaveLength(1);
    expect(logs.map((l) => l.fields.outcome)).toEqual(['stored', 'sent', 'repeat']);
  });

  it('a double click (two posts at once): one record, one reference, one email', async () => {
    const events = await Promise.all([multipart(submission), multipart(submission), multipart(submission)]);
    const results = await Promise.all(events.map((event) => post(event)));
    await Promise.all([
      deliverPending(deliveryDeps(table, inboxSes(inbox))),
      deliverPending(deliveryDeps(table, inboxSes(inbox))),
    ]);

    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.headers?.['x-quote-reference'])).size).toBe(1);
    expect(await stored()).toHaveLength(1);
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('a redelivered or concurrent delivery of a stored quote sends nothing more', async () => {
    await post(await multipart(submission));
    const deps = deliveryDeps(table, inboxSes(inbox));

    const outcomes = await Promise.all([1, 2, 3].map(() => deliverQuote(submission.submission_id, deps)));
    const again = await deliverQuote(submission.submission_id, deps);

    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'sent').every((o) => o === 'busy' || o === 'already_sent')).toBe(true);
    expect(again).toBe('already_sent');
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('without a submission ID (an EmailJS caller) each post is a new quote', async () => {
    const first = await handle(await multipart({}));
    const second = await handle(await multipart({}));

    expect(first.headers?.['x-quote-reference']).not.toBe(second.headers?.['x-quote-reference']);
    expect(await stored()).toHaveLength(2);
    expect(await inbox.emails()).toHaveLength(2);
  });
});

describe('a form posted without JavaScript (urlencoded)', () => {
  const urlencoded = (fields: [string, string][]) => urlencodedEvent(fields);
  /** The prerendered form posts its fill time and submission ID empty: it has no script to fill them. */
  const noScriptFields = (overrides: Record<string, string> = {}) =>
    formFields({ fill_seconds: '', submission_id: '', ...overrides });
  const hiddenFields = checkPageFields;
  const tokenOf = (fields: [string, string][]) => fields.find(([name]) => name === 'form_token')?.[1] ?? '';
  const withToken = (fields: [string, string][], token: string): [string, string][] =>
    fields.map(([name, value]) => [name, name === 'form_token' ? token : value]);
  const getPage = (path: string, query: Record<string, string>) =>
    handle({ ...httpEvent({ method: 'GET', path }), queryStringParameters: query } as HttpEvent);

  it('answers the first post with a check-and-send page, storing nothing yet', async () => {
    const result = await handle(urlencoded(noScriptFields()));

    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers?.['cache-control']).toBe('no-store');
    const html = result.body ?? '';
    expect(html).toContain('Check your quote request, then send it');
    expect(html).toContain(`<form method="post" action="${apiPaths.sendForm}">`);
    // Every answer, escaped; the notes' markup is text, never markup.
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    const fields = hiddenFields(html);
    expect(Object.fromEntries(fields)).toMatchObject({
      from_name: "Ada O'Brien",
      notes: validQuoteFields.notes,
      service_id: 'service_local',
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form_token: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    });
    expect(fields.some(([name]) => name === 'fill_seconds')).toBe(false);
    expect(await stored()).toHaveLength(0);
    expect(logs.at(-1)?.fields).toMatchObject({ outcome: 'unconfirmed' });
  });

  it('stores the quote when the check page is sent 3 s or more after it was shown, then shows the reference as text', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(4);
    const result = await handle(urlencoded(check));

    expect(result.statusCode).toBe(303);
    const [email] = await inbox.emails();
    const reference = /\[(Q-\w{6})\]$/.exec(email?.subject ?? '')?.[1] ?? '';
    expect(result.headers?.location).toBe(`/api/v1.0/email/quote-received?ref=${reference}`);
    expect(await stored()).toHaveLength(1);
    expect(email?.body.text).toContain('Notes:\n  | <script>alert("x")</script>\n  | Call first: <b>&"\'');

    const page = await getPage('/api/v1.0/email/quote-received', { ref: reference });
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`Your reference is <strong>${reference}</strong>.`);
  });

  it('a double click or a second send of the check page: one quote, one reference', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(5);
    const [first, second] = await Promise.all([post(urlencoded(check)), post(urlencoded(check))]);
    const third = await handle(urlencoded(check));

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([303, 303, 303]);
    expect(new Set([first, second, third].map((r) => r.headers?.location)).size).toBe(1);
    expect(await stored()).toHaveLength(1);
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('sent again too soon, the check page comes back with the same token, and sends once it is old enough', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(1);
    const tooSoon = await handle(urlencoded(check));

    expect(tooSoon.statusCode).toBe(200);
    expect(tokenOf(hiddenFields(tooSoon.body ?? ''))).toBe(tokenOf(check));
    // One line says why the page came back (issue 29 G); the first check page has no such line.
    expect(tooSoon.body).toContain('<p class="quote-result__notice" role="status">You pressed Send very quickly');
    expect(tooSoon.body).toContain('check your answers below, then press &quot;Send&quot; again.');
    expect((await handle(urlencoded(noScriptFields()))).body).not.toContain('You pressed Send very quickly');
    expect(await stored()).toHaveLength(0);
    wait(2);
    expect((await handle(urlencoded(check))).statusCode).toBe(303);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['no token', (_check: [string, string][]) => noScriptFields()],
    [
      'a made-up token',
      (check: [string, string][]) => withToken(check, `${Math.floor(Date.now() / 1000) - 60}.${'A'.repeat(43)}`),
    ],
    [
      'a token from another site’s key',
      (check: [string, string][]) => withToken(check, `${tokenOf(check).split('.')[0]}.${'b'.repeat(43)}`),
    ],
    [
      'a token with its time moved back',
      (check: [string, string][]) => {
        const [time, mac] = tokenOf(check).split('.');
        return withToken(check, `${Number(time) - 60}.${mac}`);
      },
    ],
    [
      'a token issued for other answers',
      (check: [string, string][]) => check.map(([n, v]): [string, string] => [n, n === 'from_name' ? 'Eve' : v]),
    ],
    [
      'a token a day and more old',
      (check: [string, string][]) => {
        wait(25 * 3600);
        return check;
      },
    ],
  ])('without a valid token (%s) nothing is stored: the check page again, with a new token', async (_case, change) => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(10);
    const posted = change(check);
    const result = await handle(urlencoded(posted));

    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('Check your quote request, then send it');
    expect(tokenOf(hiddenFields(result.body ?? ''))).not.toBe(tokenOf(posted));
    expect(await stored()).toHaveLength(0);
    expect(await inbox.emails()).toHaveLength(0);
  });

  it('a check page’s token makes one quote: replayed with another submission ID or none, it is no token (issue 29 C)', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(5);
    const first = await handle(urlencoded(check));
    expect(first.statusCode).toBe(303);

    const withId = (id: string): [string, string][] =>
      check.map(([name, value]) => [name, name === 'submission_id' ? id : value]);
    const replays = [
      withId('0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b'),
      withId('1c7a2d0f-3e5b-4e4c-8d9f-8b2e3f4a5b6c'),
      withId(''),
      check.filter(([name]) => name !== 'submission_id'),
    ];
    for (const replay of replays) {
      const result = await handle(urlencoded(replay));
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain('Check your quote request, then send it');
      // Not told it was too soon: this page's token is for its own submission, issued now.
      expect(result.body).not.toContain('You pressed Send very quickly');
      expect(tokenOf(hiddenFields(result.body ?? ''))).not.toBe(tokenOf(check));
    }
    // The same ID: the same reference, as a double click gets.
    expect((await handle(urlencoded(check))).headers?.location).toBe(first.headers?.location);
    expect(await stored()).toHaveLength(1);
    expect(await inbox.emails()).toHaveLength(1);
  });

  it('a filled honeypot lands on the thank-you page as any quote does, and nothing is stored', async () => {
    const result = await handle(urlencoded(noScriptFields({ website: 'https://cheap-pills.example' })));

    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toMatch(/^\/api\/v1\.0\/email\/quote-received\?ref=Q-\w{6}$/);
    expect(await stored()).toHaveLength(0);
    expect(logs.at(-1)?.fields).toMatchObject({ outcome: 'spam', reason: 'honeypot' });
  });

  it('sends the browser to the what-to-fix page with field names only, storing nothing', async () => {
    const result = await handle(
      urlencoded(noScriptFields({ from_email: 'ada@@example', pickup_postcode: '', terms_agree: 'nope' })),
    );

    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toBe(
      '/api/v1.0/email/quote-not-sent?fix=from_email%2Cpickup_postcode%2Cterms_agree',
    );
    expect(result.headers?.location).not.toMatch(/ada|example/);
    expect(await stored()).toHaveLength(0);
    expect(await inbox.emails()).toHaveLength(0);
  });

  it('refuses a field sent twice with a plain 400, as multipart does', async () => {
    const result = await handle(urlencoded([...formFields(), ['from_name', 'Eve']]));

    expect(result.statusCode).toBe(400);
    expect(result.body).toBe('Form field from_name was sent more than once.');
    expect(await stored()).toHaveLength(0);
  });
});

describe('the pages a quote sent without JavaScript ends on', () => {
  const getPage = (path: string, query?: Record<string, string>) =>
    post({ ...httpEvent({ method: 'GET', path }), queryStringParameters: query } as HttpEvent);
  const listed = (html: string) => [...html.matchAll(/<li><strong>([^<]*)<\/strong>/g)].map((m) => m[1]);

  it('the thank-you page shows the reference from the address as text, with the phone number', async () => {
    const page = await getPage('/api/v1.0/email/quote-received', { ref: 'q-7kx2mp' });
    expect(page.body).toContain('<p class="quote-result__reference">Your reference is <strong>Q-7KX2MP</strong>.');
    expect(page.body).toContain('<a href="tel:+441160000000">0116 000 0000</a>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });

  it.each([undefined, { ref: '<img src=x onerror=alert(1)>' }, { ref: 'Q-7KX2MP\nevil' }, { ref: 'Q-1,Q-2' }])(
    'the thank-you page shows nothing from an address without a reference (%o)',
    async (query) => {
      const page = await getPage('/api/v1.0/email/quote-received', query);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('We will give you your reference when we reply.');
      expect(page.body).not.toMatch(/<img|onerror|evil/);
    },
  );

  it('the what-to-fix page names exactly the answers to fix, not every rule', async () => {
    const one = await getPage('/api/v1.0/email/quote-not-sent', { fix: 'from_email' });
    expect(listed(one.body ?? '')).toEqual(['Email']);
    expect(one.body).toContain('Please check this answer:');
    const two = await getPage('/api/v1.0/email/quote-not-sent', { fix: 'stop_2_postcode,<script>,pickup_date' });
    expect(listed(two.body ?? '')).toEqual(['Pickup date', 'Additional stops']);
    expect(two.body).not.toContain('<script>');
  });

  it('the what-to-fix page without fields says the quote could not be received just now', async () => {
    const page = await getPage('/api/v1.0/email/quote-not-sent');
    expect(listed(page.body ?? '')).toEqual([]);
    expect(page.body).toContain('We could not receive it just now.');
  });

  it('a post to a page is answered 405', async () => {
    const result = await post(httpEvent({ path: '/api/v1.0/email/quote-received' }));
    expect(result.statusCode).toBe(405);
    expect(result.headers?.allow).toBe('GET');
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
    expect(logs.at(-1)?.fields).toMatchObject({ outcome: 'rejected', status: 403 });
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

describe('a submission ID sent again with other content (issue 26 F)', () => {
  const submission = { submission_id: '5e1c2f0a-9b8d-4c7e-a6f5-0d1e2c3b4a59' };

  it('is a new quote with a new reference; the first is kept as it was', async () => {
    const first = await handle(await multipart(submission));
    const other = await handle(await multipart({ ...submission, from_name: 'Eve Other', notes: 'Different job' }));
    const otherAgain = await handle(await multipart({ ...submission, from_name: 'Eve Other', notes: 'Different job' }));

    const references = [first, other, otherAgain].map((r) => r.headers?.['x-quote-reference']);
    expect(references[1]).not.toBe(references[0]);
    // The second content's own retry is that quote again.
    expect(references[2]).toBe(references[1]);
    const quotes = await stored();
    expect(quotes.map((q) => q.quote.from_name).sort()).toEqual(["Ada O'Brien", 'Eve Other']);
    expect(await inbox.emails()).toHaveLength(2);
  });

  it('the same content with another fill time or line-break style is the same quote', async () => {
    const first = await handle(await multipart({ ...submission, notes: 'Line one\nLine two' }));
    const again = await handle(await multipart({ ...submission, notes: 'Line one\r\nLine two', fill_seconds: '97' }));

    expect(again.headers?.['x-quote-reference']).toBe(first.headers?.['x-quote-reference']);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the staff email says what the figures are', () => {
  const emailOf = async (overrides: Record<string, string>) => {
    await handle(await multipart(overrides));
    const [email] = await inbox.emails();
    return { text: email?.body.text ?? '', html: email?.body.html ?? '' };
  };
  const textOf = async (overrides: Record<string, string>) => (await emailOf(overrides)).text;

  it('the server’s own figures for this route and vehicle are the estimate, with the route the server describes', async () => {
    const text = await textOf({});
    expect(routesAsked).toEqual([
      { from: 'LE1 1AA', to: 'M1 1AE', stops: ['NG2 6AG', 'DE1 1AA'], returnTrip: true, vehicle: 'Small Van' },
    ]);
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 152.4 miles)");
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van');
  });

  it('the visitor’s figures and the route they claim are never shown as the estimate (finding 4)', async () => {
    const claimed = 'Pre-agreed price £20, approved by the manager';
    const { text, html } = await emailOf({
      distance_miles: '1',
      duration_minutes: '2',
      estimate_source: 'estimate',
      estimate_route: claimed,
    });

    expect(text).not.toMatch(/Distance: 1 miles|Duration: 2 minutes/);
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 1 miles)");
    expect(text).toContain("Duration: 180 minutes (3 h 0 min), estimated (the customer's own: 2 minutes)");
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van');
    expect(text).not.toContain('Earlier estimate');
    expect(`${text}${html}`).not.toContain('Pre-agreed');
  });

  it('an estimate the form made for another journey is not shown: the server estimates the submitted one', async () => {
    const text = await textOf({ delivery_postcode: '75001', estimate_route: 'LE1 1AA → BT1 1AA, one way, Small Van' });
    expect(routesAsked[0]).toMatchObject({ from: 'LE1 1AA', to: 'DE1 1AA', stops: ['NG2 6AG'] });
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 152.4 miles)");
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA, return, Small Van (the UK postcodes only)');
    expect(text).not.toContain('BT1 1AA');
  });

  it('a changed vehicle is estimated as the vehicle sent', async () => {
    const text = await textOf({ vehicle_type: '7.5T Truck' });
    expect(routesAsked[0]?.vehicle).toBe('7.5T Truck');
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, 7.5T Truck');
  });

  it('figures the visitor typed are labelled as the customer’s own', async () => {
    const text = await textOf({ estimate_source: 'customer', estimate_route: '' });
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 152.4 miles)");
  });

  it('notes cannot add a second "Route map:" line, or any line that reads as ours (finding 4)', async () => {
    const { text } = await emailOf({
      notes: 'Thanks\nRoute map: https://evil.example/pay\r\nDistance: 1 miles, estimated\rVehicle: Small Van',
    });

    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('Route map:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Distance:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Vehicle:'))).toEqual(['Vehicle: Small Van']);
    expect(text).toContain('Notes:\n  | Thanks\n  | Route map: https://evil.example/pay\n  | Distance: 1 miles');
  });

  it('with too few UK postcodes to route, says so and asks no route service', async () => {
    const text = await textOf({
      pickup_postcode: '1012 AB',
      stop_1_postcode: '',
      stop_1_location: '',
      stop_2_postcode: '',
      stop_2_location: '',
      delivery_postcode: '75001',
    });
    expect(routesAsked).toEqual([]);
    expect(text).toContain(
      "Distance: Not estimated: fewer than two UK postcodes to route (the customer's own: 152.4 miles)",
    );
  });
});

describe('a spam wave cannot bury real leads (issue 26, finding 1)', () => {
  let counters = 0;
  const limitedHandler = async (overrides: Partial<QuoteLimitSettings> = {}) => {
    const tableName = `handler-counters-${++counters}`;
    await dynamo.createKeyTable(tableName, windowCounterTableSchema.partitionKey);
    const limits = createQuoteLimits(
      { db: dynamo.db, tableName },
      { perAddressPerHour: 5, perIpPerHour: 10, waveLimit: 60, waveMinutes: 10, ...overrides },
      { logger: recordingLogger },
    );
    return createQuoteHandler({
      db: dynamo.db,
      settings: { ...quoteSettingsFromEnv({ [quoteEnv.siteOrigins]: siteOrigin }), tableName: table.tableName },
      logger: recordingLogger,
      today: () => testToday,
      now: () => clock,
      limits,
    });
  };
  const fromViewer = async (ip: string, overrides: Record<string, string>) =>
    multipartEvent(formFields(overrides), { headers: { 'cloudfront-viewer-address': `${ip}:51234` } });

  it('twenty posts from one mailbox: all stored, five for emails of their own, fifteen held, all answered alike (issue 29 A)', async () => {
    const limited = await limitedHandler();
    const spellings = ['eve@gmail.com', 'E.V.E+1@gmail.com', 'eve+x@googlemail.com', 'e.ve@gmail.com'];
    const results = [];
    for (let i = 0; i < 20; i++) {
      results.push(await limited(await fromViewer(`198.51.100.${i}`, { from_email: spellings[i % 4] as string })));
    }

    const quotes = await stored();
    expect(quotes).toHaveLength(20);
    expect(quotes.filter((q) => q.channel === 'staff')).toHaveLength(5);
    expect(quotes.filter((q) => q.channel === 'held')).toHaveLength(15);
    // Every reference shown is a stored quote's.
    expect(results.map((r) => r.headers?.['x-quote-reference']).sort()).toEqual(quotes.map((q) => q.reference).sort());
    for (const result of results) expect(result).toMatchObject({ statusCode: 200, body: 'OK' });
    expect(logs.filter((l) => l.fields.outcome === 'quote_held').map((l) => l.fields.cap)).toEqual(
      Array(15).fill('address'),
    );
    expect(JSON.stringify(logs)).not.toMatch(/gmail|googlemail|198\.51\.100/);
  });

  it('forty posts from one address reach staff in at most six emails: five of their own and one held digest', async () => {
    const limited = await limitedHandler();
    for (let i = 0; i < 40; i++) await limited(await fromViewer('198.51.100.1', { from_email: 'busy@example.com' }));
    const deps = deliveryDeps(table, inboxSes(inbox), { logger: recordingLogger, now: () => clock });
    await deliverPending(deps);
    const settings = { intervalMinutes: 5, alarmAgeMinutes: 15, heldDigestMinutes: 60 };

    // Before the hour, the held quotes wait, and do not count as stranded for the age alarm.
    wait(30 * 60);
    expect(await sweepQuotes(deps, settings)).toMatchObject({ digested: 0, undelivered: 35, oldestAgeSeconds: 0 });
    wait(31 * 60);
    expect(await sweepQuotes(deps, settings)).toMatchObject({ digested: 35, undelivered: 0 });
    wait(60 * 60);
    await sweepQuotes(deps, settings);

    const emails = await inbox.emails();
    expect(emails.length).toBeLessThanOrEqual(6);
    expect(emails.filter((e) => e.subject.startsWith('Quote request:'))).toHaveLength(5);
    const [digest] = emails.filter((e) => e.subject.startsWith('Quote digest: 35 quotes'));
    expect(digest?.body.text?.match(/held: its sender sent more than the hourly cap/g)).toHaveLength(35);
    expect((await stored()).every((q) => q.status === 'sent')).toBe(true);
  });

  it('one client IP (as CloudFront saw it) gets ten emails of its own an hour, whatever addresses it sends; the rest are held', async () => {
    const limited = await limitedHandler();
    for (let i = 0; i < 12; i++) await limited(await fromViewer('203.0.113.9', { from_email: `lead${i}@example.com` }));
    await limited(await fromViewer('203.0.113.10', { from_email: 'other@example.com' }));

    expect(await stored()).toHaveLength(13);
    expect(logs.filter((l) => l.fields.outcome === 'quote_held').map((l) => l.fields.cap)).toEqual(['ip', 'ip']);
  });

  it('an IPv6 client is counted by its /64, however many of its addresses it sends from (issue 29 E)', async () => {
    const limited = await limitedHandler();
    for (let i = 0; i < 12; i++) {
      await limited(
        await fromViewer(`2001:db8:aa:1:${i.toString(16)}::${i + 1}`, { from_email: `v6.${i}@example.com` }),
      );
    }
    await limited(await fromViewer('2001:db8:aa:2::1', { from_email: 'neighbour@example.com' }));

    expect(await stored()).toHaveLength(13);
    expect(logs.filter((l) => l.fields.outcome === 'quote_held').map((l) => l.fields.cap)).toEqual(['ip', 'ip']);
  });

  it('a retried submission counts once: the visitor who retries keeps their reference and is never held', async () => {
    const limited = await limitedHandler({ perAddressPerHour: 2 });
    const submission = { submission_id: '0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limited(await fromViewer('198.51.100.1', submission)));
    const another = await limited(await fromViewer('198.51.100.1', {}));

    expect(new Set(answers.map((a) => a.headers?.['x-quote-reference'])).size).toBe(1);
    expect((await stored()).map((q) => q.reference).sort()).toEqual(
      [answers[0]?.headers?.['x-quote-reference'], another.headers?.['x-quote-reference']].sort(),
    );
  });

  it('past the wave rate, quotes are still stored, marked for the digest, and counted for the wave alarm', async () => {
    const limited = await limitedHandler({ waveLimit: 3 });
    for (let i = 0; i < 5; i++) await limited(await fromViewer(`198.51.100.${i}`, { from_email: `w${i}@example.com` }));

    const quotes = await stored();
    expect(quotes).toHaveLength(5);
    expect(quotes.filter((q) => q.inDigest)).toHaveLength(2);
    expect(logs.filter((l) => l.fields.outcome === 'quote_wave')).toHaveLength(2);
    expect(logs.filter((l) => l.fields.outcome === 'stored')).toHaveLength(5);
  });
});

describe('quoteSettingsFromEnv', () => {
  it('defaults to the site-config IDs, the local table and a year of retention', () => {
    expect(quoteSettingsFromEnv({})).toEqual({
      serviceId: 'service_local',
      templateId: 'template_quote',
      publicKey: 'public_local_key',
      tableName: 'quotes',
      retentionDays: 365,
      siteOrigins: [],
      site: {
        companyName: 'Swiftline Couriers',
        phone: '0116 000 0000',
        replyPromise: 'We reply to quote requests as quickly as we can, 24/7.',
      },
    });
  });

  it('reads the site’s origins, in one form', () => {
    const settings = quoteSettingsFromEnv({
      [quoteEnv.siteOrigins]: 'https://Courier.example/, https://d111.cloudfront.net,',
    });
    expect(settings.siteOrigins).toEqual(['https://courier.example', 'https://d111.cloudfront.net']);
  });

  it('reads the table and retention the stack sets', () => {
    const settings = quoteSettingsFromEnv({ QUOTE_TABLE_NAME: 'CourierSite-Quotes', QUOTE_RETENTION_DAYS: '90' });
    expect(settings).toMatchObject({ tableName: 'CourierSite-Quotes', retentionDays: 90 });
  });

  it('reads a fill-time minimum only when one is set, so the deployed function keeps submit-quote.ts’s', () => {
    expect(quoteSettingsFromEnv({ [quoteEnv.minimumFillSeconds]: '0.5' }).minimumFillSeconds).toBe(0.5);
    for (const unset of ['', ' ', 'soon', '-1']) {
      expect(quoteSettingsFromEnv({ [quoteEnv.minimumFillSeconds]: unset })).not.toHaveProperty('minimumFillSeconds');
    }
  });
});
