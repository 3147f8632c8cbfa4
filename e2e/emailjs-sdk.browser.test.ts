/**
 * The official @emailjs/browser SDK, unchanged (its browser bundle), in a real Chromium page of the site,
 * pointed at the site's own origin: the quote API must answer it exactly as EmailJS would.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ukToday } from '@courier/common/time/uk-time';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxUrl, type Page, siteUrl, useBrowser } from './browser';
import { emailsFor as inboxEmailsFor, theEmailFor as theInboxEmailFor, uniqueName } from './inbox';

const require = createRequire(import.meta.url);
const sdkDir = dirname(require.resolve('@emailjs/browser/package.json'));
const sdkVersion = (JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as { version: string }).version;
/** The minified IIFE bundle a site would load from a CDN; it defines the global `emailjs`. */
const sdkSource = readFileSync(join(sdkDir, 'dist', 'email.min.js'), 'utf8');

const browser = useBrowser();

const emailsFor = (name: string) => inboxEmailsFor(inboxUrl(), name);
const theEmailFor = (name: string) => theInboxEmailFor(inboxUrl(), name);

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The staff email's subject of a quote of `quoteParams(name)`, collected the next UK day. */
const subjectOf = (name: string) =>
  new RegExp(`^Quote request: (Tomorrow|TODAY) 09:00 to 11:00 · ${name} · XLWB Van LE1 1AA → M1 1AE, \\+1 stop \\[Q-`);

/** A valid quote as template parameters, every value text (as a form would give them). */
const quoteParams = (name: string): Record<string, string> => ({
  from_name: name,
  from_email: 'sdk.customer@example.co.uk',
  phone: '07700 900123',
  pickup_location: 'Unit 4, Freemen’s Common',
  pickup_postcode: 'le1 1aa',
  pickup_date: addDays(ukToday(), 1),
  pickup_time: '09:00 to 11:00',
  stop_1_location: 'Nottingham Trent Bridge',
  stop_1_postcode: 'NG2 6AG',
  additional_stops: '1. Nottingham Trent Bridge, NG2 6AG',
  delivery_location: 'Piccadilly, Manchester',
  delivery_postcode: 'M1 1AE',
  delivery_date: addDays(ukToday(), 2),
  delivery_time: 'Before noon',
  is_return: 'No',
  return_job: 'No',
  distance_miles: '97.5',
  duration_minutes: '130',
  vehicle_type: 'XLWB Van',
  load_details: 'Two pallets',
  notes: 'Sent with the official SDK',
  terms_agree: 'Yes',
});

/** What a rejected or resolved SDK call gave, copied out of the page. */
type Outcome = { resolved: boolean; status?: number; text?: string; error?: string };

let page: Page;
let close: () => Promise<void>;
let problems: string[];

beforeAll(async () => {
  ({ page, close, problems } = await browser.openPage());
  const response = await page.goto(`${siteUrl()}/terms`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  // The site's CSP forbids inline scripts; evaluating through DevTools leaves it on.
  await page.evaluate(`${sdkSource};\nwindow.emailjs = emailjs;`);
  await page.evaluate((origin) => {
    const sdk = (window as unknown as { emailjs: { init(options: object): void } }).emailjs;
    sdk.init({ publicKey: 'public_local_key', origin });
  }, siteUrl());
});

afterAll(async () => {
  await close?.();
});

/** Runs one SDK call in the page and reports how its promise settled. */
function inPage(call: 'send' | 'sendForm', serviceId: string, params: Record<string, string>): Promise<Outcome> {
  return page.evaluate(
    async ({ call, serviceId, params }) => {
      type Status = { status: number; text: string };
      const sdk = (
        window as unknown as {
          emailjs: {
            send(service: string, template: string, params: object): Promise<Status>;
            sendForm(service: string, template: string, form: HTMLFormElement): Promise<Status>;
          };
        }
      ).emailjs;
      let pending: Promise<Status>;
      if (call === 'send') {
        pending = sdk.send(serviceId, 'template_quote', params);
      } else {
        const form = document.createElement('form');
        for (const [name, value] of Object.entries(params)) {
          const input = document.createElement(name === 'notes' ? 'textarea' : 'input');
          input.setAttribute('name', name);
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        pending = sdk.sendForm(serviceId, 'template_quote', form);
      }
      try {
        const result = await pending;
        return { resolved: true, status: result.status, text: result.text };
      } catch (error) {
        const status = error as Partial<Status>;
        if (typeof status.status === 'number') return { resolved: false, status: status.status, text: status.text };
        return { resolved: false, error: String(error) };
      }
    },
    { call, serviceId, params },
  );
}

describe(`@emailjs/browser ${sdkVersion} in Chromium against the site`, () => {
  it('loads the SDK into the page with the CSP on', async () => {
    expect(await page.evaluate(() => typeof (window as unknown as { emailjs?: unknown }).emailjs)).toBe('object');
    const csp = (await page.request.get(`${siteUrl()}/terms`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain('script-src');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('send() gets 200 OK and the quote is emailed', async () => {
    const name = uniqueName('SDK send');
    const requests: { url: string; type: string | null }[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST')
        requests.push({ url: request.url(), type: request.headers()['content-type'] ?? null });
    };
    page.on('request', onRequest);
    // `send` has no form timer: no fill_seconds, which the server accepts.
    expect(await inPage('send', 'service_local', quoteParams(name))).toEqual({
      resolved: true,
      status: 200,
      text: 'OK',
    });
    page.off('request', onRequest);
    expect(requests).toEqual([{ url: `${siteUrl()}/api/v1.0/email/send`, type: 'application/json' }]);

    const email = await theEmailFor(name);
    // Collected tomorrow (today, once the UK's midnight has passed): the subject says so first.
    expect(email.subject).toMatch(subjectOf(name));
    expect(email.replyTo).toEqual(['sdk.customer@example.co.uk']);
    expect(email.body.text).toContain('Stop 1 location:\n  | Nottingham Trent Bridge\nStop 1 postcode: NG2 6AG');
  });

  it('sendForm() with a <form> gets 200 OK and the quote is emailed', async () => {
    const name = uniqueName('SDK form');
    const requests: { url: string; type: string }[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST')
        requests.push({ url: request.url(), type: request.headers()['content-type'] ?? '' });
    };
    page.on('request', onRequest);
    const fields = { ...quoteParams(name), website: '', fill_seconds: '10', notes: 'Line one\n<b>bold</b>' };
    expect(await inPage('sendForm', 'service_local', fields)).toEqual({ resolved: true, status: 200, text: 'OK' });
    page.off('request', onRequest);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`${siteUrl()}/api/v1.0/email/send-form`);
    expect(requests[0]?.type).toMatch(/^multipart\/form-data; boundary=/);

    const email = await theEmailFor(name);
    // Collected tomorrow (today, once the UK's midnight has passed): the subject says so first.
    expect(email.subject).toMatch(subjectOf(name));
    expect(email.body.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('rejects a wrong service ID with 400, as EmailJS does, and mails nothing', async () => {
    const sendName = uniqueName('SDK wrong send');
    expect(await inPage('send', 'service_nope', quoteParams(sendName))).toEqual({
      resolved: false,
      status: 400,
      text: 'The service ID is invalid.',
    });
    const formName = uniqueName('SDK wrong form');
    expect(await inPage('sendForm', 'service_nope', { ...quoteParams(formName), fill_seconds: '10' })).toEqual({
      resolved: false,
      status: 400,
      text: 'The service ID is invalid.',
    });
    await page.waitForTimeout(500);
    expect(await emailsFor(sendName)).toEqual([]);
    expect(await emailsFor(formName)).toEqual([]);
  });

  it('rejects an invalid quote with 400 and the reason', async () => {
    const name = uniqueName('SDK invalid');
    const outcome = await inPage('send', 'service_local', { ...quoteParams(name), from_email: 'not-an-email' });
    expect(outcome).toEqual({
      resolved: false,
      status: 400,
      text: 'from_email: Enter a valid email address, like name@example.co.uk.',
    });
  });

  it('left no errors in the page except the refused requests', () => {
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  });
});
