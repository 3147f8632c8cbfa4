/** The quote API, part one: what a valid quote sends and stores, once, whatever SES does. */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { aQuoteForm } from '@courier/common/testing/quote-builders';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { expectPlainText, useQuoteApi } from '../../../test-support/quote-api-harness';
import {
  deliverPending,
  deliveryDeps,
  encodeMultipart,
  formFields,
  httpEvent,
  inboxSes,
  jsonEvent,
  multipartEvent,
  protocolFields,
  unreachableSes,
} from '../../../test-support/quote-fixtures';
import { deliverQuote } from '../deliver/deliver-quote';
import { quoteSettingsFromEnv } from './quote-api';

const api = useQuoteApi();
const { handle, post, stored, handlerFor, recordingLogger } = api;

const multipart = (overrides: Record<string, string>) => multipartEvent(formFields(overrides));

describe('a valid submission', () => {
  it('sends one email to staff with every field, replying to the customer', async () => {
    const result = await handle(await multipartEvent(formFields()));

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expectPlainText(result);
    const emails = await api.inbox.emails();
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
      'Vehicle type: Small Van',
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

    const [email] = await api.inbox.emails();
    const reference = /\[(Q-\w{6})\]$/.exec(email?.subject ?? '')?.[1];
    expect(api.logs).toEqual([
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
    const logged = JSON.stringify(api.logs);
    for (const personal of ['Ada', 'ada@example', '07700', 'Freemen', 'LE1', 'Piccadilly', 'M1 1AE', 'pallets']) {
      expect(logged).not.toContain(personal);
    }
  });

  it('accepts the JSON shape of the SDK’s send()', async () => {
    const { service_id, template_id, user_id, lib_version } = protocolFields;
    const { fill_seconds: _notSentBySend, ...templateParams } = aQuoteForm();
    const result = await handle(
      jsonEvent({ lib_version, user_id, service_id, template_id, template_params: templateParams }),
    );

    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('OK');
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it('accepts numbers for the distance and duration in JSON', async () => {
    const templateParams = { ...aQuoteForm(), distance_miles: 12.5, duration_minutes: 30 };
    const result = await handle(jsonEvent({ ...protocolFields, template_params: templateParams }));

    expect(result.statusCode).toBe(200);
    expect((await api.inbox.emails())[0]?.body.text).toContain(
      "Distance: 150 miles, estimated (the customer's own: 12.5 miles)",
    );
  });

  it('decodes a base64-encoded JSON body', async () => {
    const body = Buffer.from(JSON.stringify({ ...protocolFields, template_params: aQuoteForm() })).toString('base64');
    const result = await handle(jsonEvent(body, { isBase64Encoded: true }));

    expect(result.statusCode).toBe(200);
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it('reads a multipart body that was not base64-encoded', async () => {
    const { body, contentType } = await encodeMultipart(formFields());
    const result = await handle(httpEvent({ headers: { 'content-type': contentType }, body: body.toString('utf8') }));

    expect(result.statusCode).toBe(200);
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it('escapes markup in required fields rather than refusing it', async () => {
    const markup = { from_name: '<img src=x onerror=alert(1)>', pickup_location: '<script>steal()</script>' };
    const result = await handle(await multipartEvent(formFields(markup)));

    expect(result.statusCode).toBe(200);
    const html = (await api.inbox.emails())[0]?.body.html ?? '';
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<script/);
  });

  it('does not trip over a field called __proto__', async () => {
    const result = await handle(await multipartEvent([...formFields(), ['__proto__', 'polluted']]));

    expect(result.statusCode).toBe(200);
    expect(await api.inbox.emails()).toHaveLength(1);
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
    expect(await api.inbox.emails()).toHaveLength(0);
  });

  it.each(cases)('refuses a %s on send with 400', async (_case, overrides, reason) => {
    const result = await handle(jsonEvent({ ...protocolFields, ...overrides, template_params: aQuoteForm() }));

    expect(result.statusCode).toBe(400);
    expect(result.body).toBe(reason);
    expect(await api.inbox.emails()).toHaveLength(0);
  });

  it('refuses a send with the IDs left out altogether', async () => {
    const result = await handle(jsonEvent({ template_params: aQuoteForm() }));

    expect(result.statusCode).toBe(400);
    expect(result.body).toBe('The public key is required.');
  });

  it('uses the IDs from the environment when set', async () => {
    const custom = quoteSettingsFromEnv({
      EMAILJS_SERVICE_ID: 'service_live',
      EMAILJS_TEMPLATE_ID: 'template_live',
      EMAILJS_PUBLIC_KEY: 'key_live',
    });
    const customHandle = handlerFor({ ...custom, tableName: api.table.tableName });

    const live = { service_id: 'service_live', template_id: 'template_live', user_id: 'key_live' };
    expect((await customHandle(await multipartEvent(formFields()))).statusCode).toBe(400);
    expect((await customHandle(await multipartEvent(formFields(live)))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe('when SES fails or hangs', () => {
  it('answers success with the reference once stored; the quote stays pending; SES back → one email', async () => {
    const down = deliveryDeps(api.table, await unreachableSes(), { logger: recordingLogger });

    const result = await post(await multipartEvent(formFields()));
    const reference = result.headers?.['x-quote-reference'];
    expect(result.statusCode).toBe(200);
    expect(reference).toMatch(/^Q-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);

    expect(await deliverPending(down)).toEqual(['failed']);
    expect(await deliverPending(down)).toEqual(['failed']);
    const [pending] = await stored();
    expect(pending).toMatchObject({ reference, status: 'pending', attempts: 2, lastError: 'ECONNREFUSED' });
    expect(api.logs.at(-1)).toMatchObject({ level: 'error', fields: { outcome: 'ses_failed', reference, attempt: 2 } });
    // The error's system code is logged, never its message (which names the address and port).
    expect(JSON.stringify(api.logs)).not.toMatch(/127\.0\.0\.1|ada@/);
    expect(await api.inbox.emails()).toHaveLength(0);

    const up = deliveryDeps(api.table, inboxSes(api.inbox));
    expect(await deliverPending(up)).toEqual(['sent']);
    expect(await deliverPending(up)).toEqual([]);
    const emails = await api.inbox.emails();
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
    expect(await deliverPending(deliveryDeps(api.table, ses, { logger: recordingLogger }))).toEqual(['failed']);

    expect((await stored())[0]).toMatchObject({ status: 'pending', lastError: 'MessageRejected' });
    expect(JSON.stringify(api.logs)).not.toContain('ada@');
  });

  it('answers 502 "try again" only when the quote cannot be stored', async () => {
    const missingTable = handlerFor({ ...quoteSettingsFromEnv({}), tableName: 'no-such-table' });

    const result = await missingTable(await multipartEvent(formFields()));

    expect(result.statusCode).toBe(502);
    expectPlainText(result);
    expect(result.body).toMatch(/try again/i);
    expect(result.headers?.['x-quote-reference']).toBeUndefined();
    expect(api.logs.at(-1)).toMatchObject({
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
    expect(await api.inbox.emails()).toHaveLength(1);
    expect(api.logs.map((l) => l.fields.outcome)).toEqual(['stored', 'sent', 'repeat']);
  });

  it('a double click (two posts at once): one record, one reference, one email', async () => {
    const events = await Promise.all([multipart(submission), multipart(submission), multipart(submission)]);
    const results = await Promise.all(events.map((event) => post(event)));
    await Promise.all([
      deliverPending(deliveryDeps(api.table, inboxSes(api.inbox))),
      deliverPending(deliveryDeps(api.table, inboxSes(api.inbox))),
    ]);

    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.headers?.['x-quote-reference'])).size).toBe(1);
    expect(await stored()).toHaveLength(1);
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it('a redelivered or concurrent delivery of a stored quote sends nothing more', async () => {
    await post(await multipart(submission));
    const deps = deliveryDeps(api.table, inboxSes(api.inbox));

    const outcomes = await Promise.all([1, 2, 3].map(() => deliverQuote(submission.submission_id, deps)));
    const again = await deliverQuote(submission.submission_id, deps);

    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'sent').every((o) => o === 'busy' || o === 'already_sent')).toBe(true);
    expect(again).toBe('already_sent');
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it('without a submission ID (an EmailJS caller) each post is a new quote', async () => {
    const first = await handle(await multipart({}));
    const second = await handle(await multipart({}));

    expect(first.headers?.['x-quote-reference']).not.toBe(second.headers?.['x-quote-reference']);
    expect(await stored()).toHaveLength(2);
    expect(await api.inbox.emails()).toHaveLength(2);
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
    expect(await api.inbox.emails()).toHaveLength(2);
  });

  it('the same content with another fill time or line-break style is the same quote', async () => {
    const first = await handle(await multipart({ ...submission, notes: 'Line one\nLine two' }));
    const again = await handle(await multipart({ ...submission, notes: 'Line one\r\nLine two', fill_seconds: '97' }));

    expect(again.headers?.['x-quote-reference']).toBe(first.headers?.['x-quote-reference']);
    expect(await stored()).toHaveLength(1);
  });

  it('the same content from another visit is the same quote: where it came from is not what it says (issue 43 B)', async () => {
    const first = await handle(
      await multipart({ ...submission, landing_page: '/courier-leeds', utm_source: 'google' }),
    );
    const again = await handle(await multipart({ ...submission, landing_page: '/', referrer_kind: 'none' }));

    expect(again.headers?.['x-quote-reference']).toBe(first.headers?.['x-quote-reference']);
    const [quote, ...more] = await stored();
    expect(more).toEqual([]);
    // The first post's visit is the one stored, whole, with the provenance.
    expect(quote?.provenance.visit).toEqual({ landingPage: '/courier-leeds', utmSource: 'google' });
  });

  it('a tampered visit is left out and the quote stored: a lead is never refused for its tracking (issue 43 B)', async () => {
    const hostile = { landing_page: '//evil.example', utm_source: 'x'.repeat(10_240), utm_medium: '=1+1' };
    const answer = await handle(await multipart({ ...submission, ...hostile, referrer_kind: 'search' }));

    expect(answer.statusCode).toBe(200);
    expect((await stored())[0]?.provenance.visit).toEqual({ referrerKind: 'search' });
  });

  it('a link or a look-alike for a campaign tag is dropped whole and the quote stored (issue 53 G)', async () => {
    // "google" with two Cyrillic "о"s would be a row of its own in the report that looks exactly like google's.
    const tags = { utm_source: 'g\u043e\u043egle', utm_medium: 'cpc', utm_campaign: 'http://evil.example/login' };
    const answer = await handle(await multipart({ ...submission, ...tags }));

    expect(answer.statusCode).toBe(200);
    expect((await stored())[0]?.provenance.visit).toEqual({ utmMedium: 'cpc' });
  });
});
