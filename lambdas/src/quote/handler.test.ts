import { createServer } from 'node:net';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { apiPaths } from '@courier/common/api/contract';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpEvent, HttpResult } from '../http/api-gateway';
import type { Logger } from '../http/log';
import { createQuoteHandler, quoteSettingsFromEnv, sesClientConfigFromEnv } from './handler';
import {
  encodeMultipart,
  formFields,
  httpEvent,
  type Inbox,
  jsonEvent,
  multipartEvent,
  protocolFields,
  startLocalInbox,
  testToday,
  validQuoteFields,
} from './testing/quote-test-support';

let inbox: Inbox;
let logs: { level: string; message: string; fields: Record<string, unknown> }[];
const recordingLogger: Logger = (level, message, fields = {}) => logs.push({ level, message, fields });
const settings = quoteSettingsFromEnv({});

function handlerFor(ses: SESClient) {
  return createQuoteHandler({ ses, settings, logger: recordingLogger, today: () => testToday });
}

let handle: (event: HttpEvent) => Promise<HttpResult>;

beforeAll(async () => {
  inbox = await startLocalInbox();
  handle = handlerFor(new SESClient(sesClientConfigFromEnv({ SES_ENDPOINT: inbox.endpoint })));
});

afterAll(async () => {
  await inbox.close();
});

beforeEach(async () => {
  logs = [];
  await inbox.clear();
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
    expect(email?.from).toBe('quotes@swiftline-couriers.example');
    expect(email?.destination.to).toEqual(['staff@swiftline-couriers.example']);
    expect(email?.replyTo).toEqual(['ada@example.co.uk']);
    expect(email?.subject).toMatch(
      /^Quote request: Small Van, LE1 1AA → M1 1AE, 22 Nov 2026 \[Q-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}\]$/,
    );

    const text = email?.body.text ?? '';
    const expectedLines = [
      "Name: Ada O'Brien",
      'Email: ada@example.co.uk',
      'Phone: 07700 900123',
      'Pickup location: Unit 4, Freemen’s Common',
      'Pickup postcode: LE1 1AA',
      'Pickup date: Sun 22 Nov 2026',
      'Pickup time: 09:00 to 11:00',
      'Stop 1: Nottingham Trent Bridge, NG2 6AG',
      'Stop 2: Derby Riverside, DE1 1AA',
      'Delivery location: Piccadilly, Manchester',
      'Delivery postcode: M1 1AE',
      'Delivery date: Mon 23 Nov 2026',
      'Delivery time: Before noon',
      'Return journey: Yes',
      'Distance: 152.4 miles, as estimated',
      'Duration: 185 minutes (3 h 5 min), as estimated',
      'Vehicle: Small Van',
      'Load details: Three pallets, 400 kg',
      'Notes:\n<script>alert("x")</script>\nCall first: <b>&"\'',
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
      { level: 'info', message: 'quote sent', fields: { reference, outcome: 'sent', vehicle: 'Small Van', stops: 2 } },
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
    expect((await inbox.emails())[0]?.body.text).toContain('Distance: 12.5 miles, as estimated');
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
    const customHandle = createQuoteHandler({
      ses: new SESClient(sesClientConfigFromEnv({ SES_ENDPOINT: inbox.endpoint })),
      settings: custom,
      logger: recordingLogger,
      today: () => testToday,
    });

    const live = { service_id: 'service_live', template_id: 'template_live', user_id: 'key_live' };
    expect((await customHandle(await multipartEvent(formFields()))).statusCode).toBe(400);
    expect((await customHandle(await multipartEvent(formFields(live)))).statusCode).toBe(200);
    expect(await inbox.emails()).toHaveLength(1);
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
    'urlencoded form to send-form',
    () => httpEvent({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'from_name=Ada' }),
    415,
    /multipart/,
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
    /characters that are not allowed/,
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
];

describe('hostile or malformed requests', () => {
  const cases = hostile.map(([name, makeEvent, status, reason]) => ({ name, makeEvent, status, reason }));

  it.each(cases)('$name → $status, plain text, no email', async ({ makeEvent, status, reason }) => {
    const result = await handle(await makeEvent());

    expect(result.statusCode).toBe(status);
    expectPlainText(result);
    expect(result.body).toMatch(reason);
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
    ['a form filled in under 3 seconds', { fill_seconds: '1.2' }, 'fill_time'],
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

  it('does not count a missing or blank fill time as spam', async () => {
    expect((await handle(await multipartEvent(withoutField('fill_seconds')))).statusCode).toBe(200);
    expect((await handle(await multipart({ fill_seconds: '' }))).statusCode).toBe(200);
    expect((await handle(await multipart({ fill_seconds: '3' }))).statusCode).toBe(200);
    expect(await inbox.emails()).toHaveLength(3);
  });
});

describe('when SES fails', () => {
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('answers 502 in plain text when SES cannot be reached', async () => {
    const config = sesClientConfigFromEnv({ SES_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    const unreachable = handlerFor(new SESClient({ ...config, maxAttempts: 1 }));

    const result = await unreachable(await multipartEvent(formFields()));

    expect(result.statusCode).toBe(502);
    expectPlainText(result);
    expect(result.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(logs.at(-1)).toMatchObject({ level: 'error', fields: { outcome: 'ses_failed', vehicle: 'Small Van' } });
  });

  it('answers 502 without the SDK’s message when SES rejects the email', async () => {
    const ses = new SESClient({ region: 'eu-west-2' });
    const rejection = Object.assign(new Error('Email address is not verified: ada@example.co.uk'), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
    mockClient(ses).on(SendEmailCommand).rejects(rejection);

    const result = await handlerFor(ses)(await multipartEvent(formFields()));

    expect(result.statusCode).toBe(502);
    expectPlainText(result);
    expect(result.body).not.toContain('verified');
    expect(logs.at(-1)?.fields).toMatchObject({ outcome: 'ses_failed', errorName: 'MessageRejected', httpStatus: 400 });
    expect(JSON.stringify(logs)).not.toContain('ada@');
  });
});

describe('quoteSettingsFromEnv', () => {
  it('defaults to the site-config IDs and the example addresses', () => {
    expect(quoteSettingsFromEnv({})).toEqual({
      fromAddress: 'quotes@swiftline-couriers.example',
      staffEmails: ['staff@swiftline-couriers.example'],
      serviceId: 'service_local',
      templateId: 'template_quote',
      publicKey: 'public_local_key',
    });
  });

  it('reads a comma-separated staff list, ignoring blanks', () => {
    const settings = quoteSettingsFromEnv({
      STAFF_EMAILS: ' ops@example.com, ,sales@example.com ',
      SES_FROM_ADDRESS: 'q@x.example',
    });
    expect(settings.staffEmails).toEqual(['ops@example.com', 'sales@example.com']);
    expect(settings.fromAddress).toBe('q@x.example');
  });
});

describe('sesClientConfigFromEnv', () => {
  it('uses the default credential chain unless SES_ENDPOINT is set', () => {
    const deployed = sesClientConfigFromEnv({});
    expect(deployed.endpoint).toBeUndefined();
    expect(deployed.credentials).toBeUndefined();

    const local = sesClientConfigFromEnv({ SES_ENDPOINT: 'http://127.0.0.1:8005' });
    expect(local).toMatchObject({ endpoint: 'http://127.0.0.1:8005', region: 'eu-west-2' });
    expect(local.credentials).toEqual({ accessKeyId: 'local', secretAccessKey: 'local' });
  });
});
