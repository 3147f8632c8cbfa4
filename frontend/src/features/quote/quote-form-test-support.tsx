/**
 * What the quote form's test files share: a fake network, fake time, and the form filled the way a
 * customer fills it. Each test file calls `setUpQuoteFormTests()` once at its top.
 */
import { quoteReferenceHeader } from '@courier/common/api/contract';
import { ukToday } from '@courier/common/time/uk-time';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, type Mock, vi } from 'vitest';
import { QuoteForm } from './QuoteForm';
import { estimateHints, sentCopy, submitLabels } from './quote-form-copy';

// ---------------------------------------------------------------------------------------------
// A fake network: every fetch is recorded; /api/eta and the send-form endpoint answer through
// handlers each test can replace (with a deferred answer, an error, a failure status).
// ---------------------------------------------------------------------------------------------

export const sendFormUrl = '/api/v1.0/email/send-form';
export const phone = '0116 000 0000';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A minimal Response: plain promises, so nothing depends on stream timing under fake timers. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/** The quote API's answer to a stored quote (the contract in common/src/api/contract.ts). */
export const stored = (reference: string) => answer(200, 'OK', { [quoteReferenceHeader]: reference });

/** The promise after a quote with the phone fillValidQuote types, at the default minutes (common/src/settings/site.ts). */
export const replyPromise = 'A dispatcher will call you on 07700 900123 within 30 minutes.';

export const etaAnswer = (distance: number, duration: number) =>
  answer(200, { distance_miles: distance, duration_minutes: duration });

/** How the fake network answers: tests replace either handler. */
export const network: {
  fetch: Mock<typeof fetch>;
  eta: (url: URL) => Promise<Response>;
  send: (init: RequestInit | undefined) => Promise<Response>;
} = {
  fetch: vi.fn<typeof fetch>(),
  eta: async () => etaAnswer(96.4, 117.6),
  send: async () => answer(200, 'OK'),
};

export const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : String(input));

/** The /api/eta requests made so far, each as its query fields. */
export const etaCalls = () =>
  network.fetch.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.startsWith('/api/eta?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));

export const sendCalls = () => network.fetch.mock.calls.filter(([input]) => urlOf(input) === sendFormUrl);

/** The FormData of the nth submission. */
export const postedForm = (index = 0): FormData => {
  const body = sendCalls()[index]?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
};

/** Sends the filled form and gives what it posted, field by field. */
export async function sendAndReadPosted(user: User): Promise<Record<string, FormDataEntryValue>> {
  await user.click(submitButton());
  await advance(0);
  return Object.fromEntries(postedForm().entries());
}

/** Registers the fake network and fake time around every test of the calling file. */
export function setUpQuoteFormTests() {
  beforeAll(() => {
    // jsdom has no layout, so no scrollIntoView; the form scrolls the first invalid field into view.
    Element.prototype.scrollIntoView = vi.fn();
  });

  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library only lets fake time pass after an action (its "drain the microtasks" setTimeout)
    // when it sees Jest's fake timers; this shows it Vitest's, so exact 400/600/2500 ms steps stay exact.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    network.eta = async () => etaAnswer(96.4, 117.6);
    network.send = async () => answer(200, 'OK');
    network.fetch = vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      if (url.startsWith('/api/eta?')) return network.eta(new URL(url, 'http://localhost'));
      if (url === sendFormUrl) return network.send(init);
      throw new Error(`unexpected fetch ${url}`);
    });
    vi.stubGlobal('fetch', network.fetch);
  });

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    delete window.gtag;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

// ---------------------------------------------------------------------------------------------
// Rendering and filling the form
// ---------------------------------------------------------------------------------------------

/** Lets fake time pass, with React and pending promises settled. */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Lets fake time run to the next frame: timers that count from what is drawn start there. */
export const nextFrame = () =>
  act(async () => {
    vi.advanceTimersToNextFrame();
  });

export function renderForm(props: ComponentProps<typeof QuoteForm> = {}) {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <QuoteForm {...props} />
    </MemoryRouter>,
  );
  const form = document.querySelector('form') as HTMLFormElement;
  return { user, form, renderedAt: Date.now() };
}

export type User = ReturnType<typeof userEvent.setup>;

/** The control posted under this name (the checked one, for radios). */
export function control<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const element = document.querySelector<T>(`[name="${name}"]:not([type="radio"]), [name="${name}"]:checked`);
  if (!element) throw new Error(`no control named ${name}`);
  return element;
}
export const fieldValue = (name: string) => control<HTMLInputElement>(name).value;
/** The message the control points at with aria-describedby, checking it sits next to the control. */
export function errorOf(name: string): string | null {
  const element = control(name);
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  const message = document.getElementById(errorId);
  expect(message, `${name}'s message`).not.toBeNull();
  const container = element.closest('.field, .terms');
  expect(container?.contains(message), `${name}'s message is next to it`).toBe(true);
  return message?.textContent ?? '';
}

/** The submit button, whichever state it is in. */
export const submitButton = () =>
  screen.getByRole('button', { name: (name) => Object.values(submitLabels).includes(name) });
/** The confirmation that takes the form's place once the quote is stored ('Sent!' heads it). */
export const sentPanel = () => screen.getByRole('region', { name: `${submitLabels.success} ${sentCopy.title}` });
export const querySentPanel = () => screen.queryByRole('region', { name: `${submitLabels.success} ${sentCopy.title}` });
/** What the confirmation says was sent, label → value. */
export const sentSummaryShown = () =>
  Object.fromEntries(
    [...sentPanel().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
/** The confirmation's "Send another request". */
export const startAnother = (user: User) => user.click(screen.getByRole('button', { name: sentCopy.again }));
/** The hint under the journey estimate, whichever it says. */
export const hint = () => screen.getByText((text) => Object.values<string>(estimateHints).includes(text));

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export async function typeInto(user: User, name: string, text: string) {
  const element = control(name);
  await user.clear(element);
  if (text) await user.type(element, text);
}

/** Pastes free text: as real as typing for these fields, and much quicker in jsdom. */
export async function pasteInto(user: User, name: string, text: string) {
  const element = control(name);
  await user.clear(element);
  await user.paste(text);
}

/** Date inputs take a whole ISO date; a change event is how a date picker delivers it. */
export const setDate = (name: string, value: string) => fireEvent.change(control(name), { target: { value } });

export const pickupDate = () => addDays(ukToday(), 1);
export const deliveryDate = () => addDays(ukToday(), 2);

/**
 * Fills every field the way a customer would, leaving the terms box as asked. Postcodes are pasted too: no time
 * passes between keystrokes here, so typing them shows the form nothing more, and each keystroke redraws the whole
 * form (the tests of typing itself type).
 */
export async function fillValidQuote(user: User, { terms = true, vehicle = true } = {}) {
  await pasteInto(user, 'from_name', 'Ada Lovelace');
  await pasteInto(user, 'from_email', 'ada@example.co.uk');
  await pasteInto(user, 'phone', '07700 900123');
  await pasteInto(user, 'pickup_location', 'Unit 4, Freemen’s Common');
  await pasteInto(user, 'pickup_postcode', 'LE1 1AA');
  setDate('pickup_date', pickupDate());
  await pasteInto(user, 'pickup_time', '9–11am');
  await pasteInto(user, 'delivery_location', 'Piccadilly, Manchester');
  await pasteInto(user, 'delivery_postcode', 'M1 1AE');
  setDate('delivery_date', deliveryDate());
  await pasteInto(user, 'delivery_time', 'Before noon');
  if (vehicle) await user.selectOptions(control('vehicle_type'), 'Small Van');
  await pasteInto(user, 'load_details', 'Three pallets, 400 kg');
  await pasteInto(user, 'notes', 'Call on arrival');
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
  // Let the route estimate for the two postcodes arrive.
  await advance(500);
}

/** Every named control's value as the form would post it. */
export const formSnapshot = (form: HTMLFormElement) =>
  [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]);
