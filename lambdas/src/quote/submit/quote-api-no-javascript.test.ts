/** The quote API, part four: a form posted without JavaScript, its check-and-send page, and the pages it ends on. */
import { apiPaths } from '@courier/common/api/contract';
import { postcodeHints } from '@courier/common/quote/postcode-hints';
import { aQuoteForm } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { useQuoteApi } from '../../../test-support/quote-api-harness';
import {
  checkPageFields,
  formFields,
  httpEvent,
  multipartEvent,
  urlencodedEvent,
} from '../../../test-support/quote-fixtures';
import { escapeHtml } from '../../email/html';
import type { HttpEvent } from '../../http/api-gateway';

const api = useQuoteApi();
const { handle, post, stored, wait } = api;

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
      notes: aQuoteForm().notes,
      service_id: 'service_local',
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form_token: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    });
    expect(fields.some(([name]) => name === 'fill_seconds')).toBe(false);
    expect(await stored()).toHaveLength(0);
    expect(api.logs.at(-1)?.fields).toMatchObject({ outcome: 'unconfirmed' });
  });

  it('stores the quote when the check page is sent 3 s or more after it was shown, then shows the reference as text', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(4);
    const result = await handle(urlencoded(check));

    expect(result.statusCode).toBe(303);
    const [email] = await api.inbox.emails();
    const reference = /\[(Q-\w{6})\]$/.exec(email?.subject ?? '')?.[1] ?? '';
    expect(result.headers?.location).toBe(`/api/v1.0/email/quote-received?ref=${reference}&by=phone`);
    expect(await stored()).toHaveLength(1);
    expect(email?.body.text).toContain('Notes:\n  | <script>alert("x")</script>\n  | Call first: <b>&"\'');

    const page = await getPage('/api/v1.0/email/quote-received', { ref: reference, by: 'phone' });
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`Your reference is <strong>${reference}</strong>.`);
    expect(page.body).toContain('A dispatcher will call you on the number you gave within 30 minutes.');
  });

  it('sends a visitor who gave no phone to the thank-you page that promises an email (issue 52 C)', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields({ phone: '' })))).body ?? '');
    wait(4);
    expect((await handle(urlencoded(check))).headers?.location).toMatch(/\?ref=Q-\w{6}&by=email$/);
  });

  it('a double click or a second send of the check page: one quote, one reference', async () => {
    const check = hiddenFields((await handle(urlencoded(noScriptFields()))).body ?? '');
    wait(5);
    const [first, second] = await Promise.all([post(urlencoded(check)), post(urlencoded(check))]);
    const third = await handle(urlencoded(check));

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([303, 303, 303]);
    expect(new Set([first, second, third].map((r) => r.headers?.location)).size).toBe(1);
    expect(await stored()).toHaveLength(1);
    expect(await api.inbox.emails()).toHaveLength(1);
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
    expect(await api.inbox.emails()).toHaveLength(0);
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
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it('a check page sent under a submission ID stored with other content is its own quote, with its own reference (issue 42 C)', async () => {
    const submissionId = '3f2a1b0c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    // The JavaScript form stores one quote under the ID.
    const first = await handle(await multipartEvent(formFields({ submission_id: submissionId })));
    const firstReference = first.headers?.['x-quote-reference'];
    expect(firstReference).toMatch(/^Q-\w{6}$/);
    // Then a post without JavaScript under the same ID, with other answers: its check page keeps the ID.
    const other = { submission_id: submissionId, from_name: 'Eve Other', notes: 'Another job' };
    const check = hiddenFields((await handle(urlencoded(noScriptFields(other)))).body ?? '');
    expect(Object.fromEntries(check).submission_id).toBe(submissionId);
    wait(5);
    // Sent twice at once (a double press) and once more: one quote, its own.
    const sends = await Promise.all([post(urlencoded(check)), post(urlencoded(check))]);
    sends.push(await handle(urlencoded(check)));

    const locations = sends.map((result) => result.headers?.location ?? '');
    expect(new Set(locations).size).toBe(1);
    const reference = new URL(locations[0] ?? '', 'https://x').searchParams.get('ref');
    expect(reference).toMatch(/^Q-\w{6}$/);
    expect(reference).not.toBe(firstReference);
    const quotes = await stored();
    expect(quotes.map((q) => [q.reference, q.quote.from_name]).sort()).toEqual(
      [
        [firstReference, aQuoteForm().from_name],
        [reference, 'Eve Other'],
      ].sort(),
    );
    expect(quotes.find((q) => q.reference === reference)?.quote.notes).toBe('Another job');
    expect((await api.inbox.emails()).map((email) => email.subject.slice(-10)).sort()).toEqual(
      [`[${firstReference}]`, `[${reference}]`].sort(),
    );
  });

  it('a filled honeypot lands on the thank-you page as any quote does, and nothing is stored', async () => {
    const result = await handle(urlencoded(noScriptFields({ website: 'https://cheap-pills.example' })));

    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toMatch(/^\/api\/v1\.0\/email\/quote-received\?ref=Q-\w{6}&by=phone$/);
    expect(await stored()).toHaveLength(0);
    expect(api.logs.at(-1)?.fields).toMatchObject({ outcome: 'spam', reason: 'honeypot' });
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
    expect(await api.inbox.emails()).toHaveLength(0);
  });

  it('the check page says of each postcode what the form would have said beside it, in the form’s words (issue 52 D)', async () => {
    api.notFound = ['QQ1 1AA'];
    const page = async (fields: Record<string, string>) =>
      (await handle(urlencoded(noScriptFields(fields)))).body ?? '';
    const flagged = (html: string) =>
      [...html.matchAll(/<li(?: class="([^"]+)")?><strong>([^<]*)<\/strong>: ([^<]*)<\/li>/g)].map(
        ([, note, postcode, text]) => [postcode, text, note ? 'note' : 'warning'],
      );
    // A typo of a UK postcode ("LS1 A4P") gets through the form without JavaScript: its check page says so.
    const typo = await page({ pickup_postcode: 'ls1 a4p' });
    expect(typo).toContain('Please check this postcode before you send:');
    expect(flagged(typo)).toEqual([['Pickup postcode LS1 A4P', escapeHtml(postcodeHints.incomplete), 'warning']]);
    // One the route service cannot find, as /api/eta tells the form; and an address abroad, a note rather than a warning.
    const unknownAndAbroad = await page({ stop_1_postcode: 'qq11aa', delivery_postcode: '75001' });
    expect(unknownAndAbroad).toContain('Please check these postcodes before you send:');
    expect(flagged(unknownAndAbroad)).toEqual([
      ['Stop 1 postcode QQ1 1AA', escapeHtml(postcodeHints.notFound('QQ1 1AA')), 'warning'],
      ['Delivery postcode 75001', escapeHtml(postcodeHints.foreign), 'note'],
    ]);
    // Every postcode a UK one the route service found: nothing to check.
    expect(await page({})).not.toContain('before you send:');
    // Said, never refused: the check page still sends the quote as it was typed.
    const check = hiddenFields(typo);
    expect(Object.fromEntries(check).pickup_postcode).toBe('ls1 a4p');
    wait(4);
    expect((await handle(urlencoded(check))).statusCode).toBe(303);
    expect(await stored()).toHaveLength(1);
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

  it('the thank-you page promises a call within the minutes when a phone was given, else an email (issue 52 C)', async () => {
    const call = await getPage('/api/v1.0/email/quote-received', { ref: 'Q-7KX2MP', by: 'phone' });
    expect(call.body).toContain(
      '<strong>A dispatcher will call you on the number you gave within 30 minutes.</strong>',
    );
    for (const by of ['email', '<b>phone</b>', '']) {
      const page = await getPage('/api/v1.0/email/quote-received', { ref: 'Q-7KX2MP', by });
      expect(page.body).toContain('<strong>A dispatcher will email you within 30 minutes.</strong>');
    }
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
