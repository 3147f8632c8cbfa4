/**
 * The quote form in a real Chromium against the local stack: the real route estimator behind /api/eta,
 * the real quote handler behind the send-form endpoint, and the local SES inbox it mails. What the quote form's
 * browser files share: the page's parts, a quote to fill in, the local inbox. The files are split by what they
 * check so they run side by side.
 */
import { apiPaths } from '@courier/common/api/contract';
import { ukToday } from '@courier/common/time/uk-time';
import { expect } from 'vitest';
import { humanFillMs, inboxUrl, type Page, siteUrl, useBrowser } from '../browser';
import { emailsFor as inboxEmailsFor, theEmailFor as theInboxEmailFor, uniqueName } from '../inbox';

type Browser = ReturnType<typeof useBrowser>;

export const phone = '0116 000 0000';
export const sendFormPath = apiPaths.sendForm;
export const guidanceHint = 'Estimates are for guidance only and may vary due to traffic.';
export const calculatingHint = 'Calculating distance and ETA…';
/** The confirmation's heading: the submit button's 'Sent!', then what it means (issue 34). */
export const sentTitle = 'Sent! We have your quote request';
/** The reference line; the reference is there once the quote API sends it (X-Quote-Reference). */
export const referenceLine = /Your reference is (Q-[A-Z0-9]{6})\. Please quote it if you call us\./;
/** The estimate as the visitor reads it. */
export const estimateText = /^about \d+(\.\d)? miles?, (\d+ h|\d+ h \d+ min|\d+ min) by road$/;

// ---------------------------------------------------------------------------------------------
// The local inbox
// ---------------------------------------------------------------------------------------------

/** The emails whose text names this (unique) customer, in the shared stack's inbox. */
export const emailsFor = (name: string) => inboxEmailsFor(inboxUrl(), name);
/** Waits for the one email that names this customer. */
export const theEmailFor = (name: string) => theInboxEmailFor(inboxUrl(), name);
export { uniqueName };

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

/** Lines the element's text takes at every phone width from 300 to 440 px (a reference must take one). */
export async function linesAtPhoneWidths(page: Page, selector: string): Promise<Set<number>> {
  const lines = new Set<number>();
  for (let width = 300; width <= 440; width += 2) {
    await page.setViewportSize({ width, height: 844 });
    lines.add(await page.locator(selector).evaluate((element) => element.getClientRects().length));
  }
  return lines;
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const fieldOf = (page: Page, name: string) => page.locator(`form.quote-form [name="${name}"]`);
/** The confirmation that takes the form's place once the quote is stored. */
export const sentPanel = (page: Page) => page.getByRole('region', { name: sentTitle });
export const sent = (page: Page) => expect.poll(() => sentPanel(page).isVisible()).toBe(true);
/** What the confirmation says was sent, label → value. */
export const sentSummary = (page: Page) =>
  sentPanel(page).evaluate((panel) =>
    Object.fromEntries(
      [...panel.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ),
  );

export const submitButton = (page: Page) => page.locator('form.quote-form button[type="submit"]');
export const buttonText = (page: Page) => submitButton(page).textContent();
export const hintText = (page: Page) => page.locator('form.quote-form p.field__hint[aria-live="polite"]').textContent();
/** Whether a control and its label are on screen, and the topmost element at their centres (nothing covers them). */
export function onTop(name: string): boolean {
  const control = document.querySelector<HTMLElement>(`form.quote-form [name="${name}"]`);
  const label = control?.id ? document.querySelector<HTMLElement>(`label[for="${control.id}"]`) : null;
  return [control, label].every((element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}
export const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

/** Every named control's value exactly as the form would post it. */
export const formSnapshot = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form.quote-form');
    return form
      ? [...new FormData(form).entries()].map(([name, value]): [string, string] => [name, String(value)])
      : [];
  });

export interface OpenOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  /** Stands in for Google Analytics: records every gtag call. */
  gtagStub?: boolean;
}

async function openQuoteForm(browser: Browser, options: OpenOptions = {}) {
  const opened = await browser.openPage({
    width: options.width,
    height: options.height,
    reducedMotion: options.reducedMotion,
  });
  const { page } = opened;
  if (options.gtagStub) {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { gtagCalls: unknown[][] }).gtagCalls = calls;
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => {
        calls.push(JSON.parse(JSON.stringify(args)));
      };
    });
  }
  const etaRequests: { url: URL; at: number }[] = [];
  const etaAnswered: URL[] = [];
  const posts: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/eta') etaAnswered.push(url);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/eta') etaRequests.push({ url, at: Date.now() });
    if (url.pathname === sendFormPath && request.method() === 'POST') posts.push(request.postData() ?? '');
  });
  const response = await page.goto(`${siteUrl()}/#quote`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  // The date fields get their min (today) once React has hydrated the prerendered form.
  await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
  const readyAt = Date.now();
  return {
    ...opened,
    etaRequests,
    posts,
    eta: () => etaRequests.map((r) => Object.fromEntries(r.url.searchParams)),
    /** Waits until the estimate for this quote's whole journey has arrived and been shown. */
    estimated: async (q: Quote) => {
      const wanted = JSON.stringify(journeyQuery(q));
      await expect
        .poll(() => etaAnswered.some((url) => JSON.stringify(Object.fromEntries(url.searchParams)) === wanted))
        .toBe(true);
      await expect.poll(() => hintText(page)).toBe(guidanceHint);
      await expect.poll(() => fieldOf(page, 'distance_miles').inputValue()).not.toBe('');
    },
    /** Waits until a person could have filled the form, so the server does not take it for a bot. */
    humanPause: async () => {
      const left = humanFillMs() - (Date.now() - readyAt);
      if (left > 0) await page.waitForTimeout(left);
    },
  };
}

export interface Quote {
  name: string;
  email: string;
  vehicle: string;
  notes: string;
  stops: [location: string, postcode: string][];
  isReturn: boolean;
  terms: boolean;
  pickupDate: string;
  deliveryDate: string;
}

export const quote = (overrides: Partial<Quote> = {}): Quote => ({
  name: uniqueName('Customer'),
  email: 'customer@example.co.uk',
  vehicle: 'Small Van',
  notes: 'Ring the bell at the side door.',
  stops: [],
  isReturn: false,
  terms: true,
  pickupDate: addDays(ukToday(), 1),
  deliveryDate: addDays(ukToday(), 2),
  ...overrides,
});

/** The /api/eta query for the journey `fillQuote` enters. */
export const journeyQuery = (q: Quote) => ({
  from: 'LE1 1AA',
  to: 'M1 1AE',
  stops: q.stops.map(([, postcode]) => postcode).join(','),
  return: String(q.isReturn),
  vehicle: q.vehicle,
});

export async function fillQuote(page: Page, q: Quote) {
  await fieldOf(page, 'from_name').fill(q.name);
  await fieldOf(page, 'from_email').fill(q.email);
  await fieldOf(page, 'phone').fill('07700 900123');
  await fieldOf(page, 'pickup_location').fill('Unit 4, Freemen’s Common');
  await fieldOf(page, 'pickup_postcode').fill('le1 1aa');
  await fieldOf(page, 'pickup_date').fill(q.pickupDate);
  await fieldOf(page, 'pickup_time').fill('9–11am');
  for (const [index, [location, postcode]] of q.stops.entries()) {
    await page.getByRole('button', { name: 'Add stop' }).click();
    await fieldOf(page, `stop_${index + 1}_location`).fill(location);
    await fieldOf(page, `stop_${index + 1}_postcode`).fill(postcode);
  }
  await fieldOf(page, 'delivery_location').fill('Piccadilly, Manchester');
  await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
  await fieldOf(page, 'delivery_date').fill(q.deliveryDate);
  await fieldOf(page, 'delivery_time').fill('Before noon');
  if (q.isReturn) await page.locator('form.quote-form input[name="is_return"][value="Yes"]').check();
  await fieldOf(page, 'vehicle_type').selectOption(q.vehicle);
  await fieldOf(page, 'load_details').fill('Three pallets, 400 kg');
  await fieldOf(page, 'notes').fill(q.notes);
  if (q.terms) await fieldOf(page, 'terms_agree').check();
}

/**
 * Records, in the page, every state the send shows: the submit button's text (and whether it is disabled) while
 * the form is there, then the heading of the confirmation that takes its place.
 */
export async function recordSendStates(page: Page) {
  await page.evaluate(() => {
    const section = document.getElementById('quote') as HTMLElement;
    const seen: { text: string; disabled: boolean }[] = [];
    (window as unknown as { sendStates: typeof seen }).sendStates = seen;
    const note = () => {
      const button = section.querySelector<HTMLButtonElement>('form.quote-form button[type="submit"]');
      const title = section.querySelector('#quote-sent-title');
      seen.push({ text: (button ?? title)?.textContent ?? '', disabled: button?.disabled ?? false });
    };
    note();
    new MutationObserver(note).observe(section, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { sendStates: { text: string; disabled: boolean }[] }).sendStates);
}

/**
 * In a screenshot, how many pixels are in the site's focus colour (--focus, #1a73e8), and the longest run of them
 * across the middle row, where a ring's sides cross it: the ring's width. Decoded by the browser itself (a blank
 * page's canvas), so no image library is needed.
 */
export async function focusRingIn(page: Page, png: Buffer): Promise<{ pixels: number; thickest: number }> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
      const focusColour = [26, 115, 232];
      const isFocus = (x: number, y: number) =>
        focusColour.every((value, channel) => Math.abs((rgba[(y * image.width + x) * 4 + channel] ?? 0) - value) < 40);
      let pixels = 0;
      for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (isFocus(x, y)) pixels++;
      const middle = Math.floor(image.height / 2);
      let thickest = 0;
      for (let x = 0, run = 0; x < image.width; x++) {
        run = isFocus(x, middle) ? run + 1 : 0;
        thickest = Math.max(thickest, run);
      }
      return { pixels, thickest };
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/** Whether the confirmation's heading is on screen and, down to its first line's top, not under the sticky header. */
export function headingOnTop(): boolean {
  const heading = document.getElementById('quote-sent-title');
  if (!heading) return false;
  const box = heading.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) return false;
  // Just inside its top edge: a heading whose first line is half under the header fails here, not only one hidden whole.
  const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + 4);
  return hit !== null && heading.contains(hit);
}

// ---------------------------------------------------------------------------------------------

/** A field's value in a multipart body as the browser posted it. */
export function postedField(body: string, name: string): string | null {
  const match = new RegExp(`name="${name}"\r\n\r\n([^\r]*)\r\n`).exec(body);
  return match ? (match[1] as string) : null;
}

/** Waits for the form to hydrate again after a reload. */
export async function reloadForm(page: Page) {
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
}

/**
 * The browser for a quote form file, and `openQuoteForm`: the form at /#quote, hydrated, with what it asked of
 * /api/eta and what it posted recorded.
 */
export function useQuoteForm() {
  const browser = useBrowser();
  return { browser, openQuoteForm: (options: OpenOptions = {}) => openQuoteForm(browser, options) };
}
