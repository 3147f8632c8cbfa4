import { quoteReferenceHeader } from '@courier/common/api/contract';
import { submissionIdPattern } from '@courier/common/quote/journey';
import { ukToday } from '@courier/common/quote/quote-schema';
import { vehicleGuide, vehicleTypes } from '@courier/common/vehicles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { QuoteForm } from './QuoteForm';
import { draftKey } from './quote-draft';

// ---------------------------------------------------------------------------------------------
// A fake network: every fetch is recorded; /api/eta and the send-form endpoint answer through
// handlers each test can replace (with a deferred answer, an error, a failure status).
// ---------------------------------------------------------------------------------------------

const sendFormUrl = '/api/v1.0/email/send-form';
const phone = '0116 000 0000';
const guidanceHint = 'Estimates are for guidance only and may vary due to traffic.';
const calculatingHint = 'Calculating distance and ETA…';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A minimal Response: plain promises, so nothing depends on stream timing under fake timers. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
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
const stored = (reference: string) => answer(200, 'OK', { [quoteReferenceHeader]: reference });

const replyPromise = 'We reply to quote requests as quickly as we can, 24/7.';
/** The success message, with the reference when the server gave one. */
const thankYou = (reference?: string) =>
  `Thank you: your quote request has been sent.${reference ? ` Your reference is ${reference}.` : ''} ${replyPromise} For an urgent job, call us on ${phone}.`;

const etaAnswer = (distance: number, duration: number) =>
  answer(200, { distance_miles: distance, duration_minutes: duration });

let fetchMock: Mock<typeof fetch>;
let etaHandler: (url: URL) => Promise<Response>;
let sendHandler: (init: RequestInit | undefined) => Promise<Response>;

const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : String(input));

/** The /api/eta requests made so far, each as its query fields. */
const etaCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.startsWith('/api/eta?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));

const sendCalls = () => fetchMock.mock.calls.filter(([input]) => urlOf(input) === sendFormUrl);

/** The FormData of the nth submission. */
const postedForm = (index = 0): FormData => {
  const body = sendCalls()[index]?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
};

beforeAll(() => {
  // jsdom has no layout, so no scrollIntoView; the form scrolls the first invalid field into view.
  Element.prototype.scrollIntoView = vi.fn();
});

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library only lets fake time pass after an action (its "drain the microtasks" setTimeout)
  // when it sees Jest's fake timers; this shows it Vitest's, so exact 400/600/2500 ms steps stay exact.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  etaHandler = async () => etaAnswer(96.4, 117.6);
  sendHandler = async () => answer(200, 'OK');
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/api/eta?')) return etaHandler(new URL(url, 'http://localhost'));
    if (url === sendFormUrl) return sendHandler(init);
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  delete window.gtag;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// Rendering and filling the form
// ---------------------------------------------------------------------------------------------

/** Lets fake time pass, with React and pending promises settled. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderForm(props: ComponentProps<typeof QuoteForm> = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <QuoteForm {...props} />
    </MemoryRouter>,
  );
  const form = document.querySelector('form') as HTMLFormElement;
  return { user, form, renderedAt: Date.now() };
}

type User = ReturnType<typeof userEvent.setup>;

/** The control posted under this name (the checked one, for radios). */
function control<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const element = document.querySelector<T>(`[name="${name}"]:not([type="radio"]), [name="${name}"]:checked`);
  if (!element) throw new Error(`no control named ${name}`);
  return element;
}
const fieldValue = (name: string) => control<HTMLInputElement>(name).value;
const submitButton = () => screen.getByRole('button', { name: /Submit Quote Request|Sending…|Sent!|Try again/ });
const hint = () => screen.getByText(/Calculating distance and ETA…|Estimates are for guidance only/);

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function typeInto(user: User, name: string, text: string) {
  const element = control(name);
  await user.clear(element);
  if (text) await user.type(element, text);
}

/** Pastes free text: as real as typing for these fields, and much quicker in jsdom. */
async function pasteInto(user: User, name: string, text: string) {
  const element = control(name);
  await user.clear(element);
  await user.paste(text);
}

/** Date inputs take a whole ISO date; a change event is how a date picker delivers it. */
const setDate = (name: string, value: string) => fireEvent.change(control(name), { target: { value } });

const pickupDate = () => addDays(ukToday(), 1);
const deliveryDate = () => addDays(ukToday(), 2);

/** Fills every field the way a customer would, leaving the terms box as asked. */
async function fillValidQuote(user: User, { terms = true, vehicle = true } = {}) {
  await pasteInto(user, 'from_name', 'Ada Lovelace');
  await pasteInto(user, 'from_email', 'ada@example.co.uk');
  await pasteInto(user, 'phone', '07700 900123');
  await pasteInto(user, 'pickup_location', 'Unit 4, Freemen’s Common');
  await typeInto(user, 'pickup_postcode', 'LE1 1AA');
  setDate('pickup_date', pickupDate());
  await pasteInto(user, 'pickup_time', '9–11am');
  await pasteInto(user, 'delivery_location', 'Piccadilly, Manchester');
  await typeInto(user, 'delivery_postcode', 'M1 1AE');
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
const formSnapshot = (form: HTMLFormElement) =>
  [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]);

// ---------------------------------------------------------------------------------------------

describe('fields and labels', () => {
  const labelled: [label: string, name: string, type: string][] = [
    ['Name', 'from_name', 'text'],
    ['Email', 'from_email', 'email'],
    ['Phone (optional)', 'phone', 'tel'],
    ['Pickup location', 'pickup_location', 'text'],
    ['Pickup postcode', 'pickup_postcode', 'text'],
    ['Pickup date', 'pickup_date', 'date'],
    ['Pickup time (optional)', 'pickup_time', 'text'],
    ['Delivery location', 'delivery_location', 'text'],
    ['Delivery postcode', 'delivery_postcode', 'text'],
    ['Delivery date', 'delivery_date', 'date'],
    ['Delivery time (optional)', 'delivery_time', 'text'],
    ['Distance (miles) (optional)', 'distance_miles', 'text'],
    ['Driving time (minutes) (optional)', 'duration_minutes', 'text'],
    ['Vehicle type', 'vehicle_type', 'select-one'],
    ['Load details (optional)', 'load_details', 'textarea'],
    ['Notes (optional)', 'notes', 'textarea'],
    ['I agree to the terms and conditions.', 'terms_agree', 'checkbox'],
  ];

  it.each(labelled)('"%s" labels the %s field (%s)', (label, name, type) => {
    renderForm();
    const element = screen.getByLabelText(label) as HTMLInputElement;
    expect(element.getAttribute('name')).toBe(name);
    expect(element.type).toBe(type);
  });

  it('asks Yes or No for a return journey, No by default, and mirrors it in return_job', async () => {
    const { user } = renderForm();
    const group = screen.getByRole('group', { name: 'Return journey to the pickup?' });
    const no = within(group).getByLabelText('No') as HTMLInputElement;
    const yes = within(group).getByLabelText('Yes') as HTMLInputElement;
    expect([no.name, no.value, yes.name, yes.value]).toEqual(['is_return', 'No', 'is_return', 'Yes']);
    expect(no.checked).toBe(true);
    expect(fieldValue('return_job')).toBe('No');
    await user.click(yes);
    expect(fieldValue('is_return')).toBe('Yes');
    expect(fieldValue('return_job')).toBe('Yes');
    await user.click(no);
    expect(fieldValue('return_job')).toBe('No');
  });

  it('offers exactly the eight vehicle types, in order', () => {
    renderForm();
    const select = screen.getByLabelText('Vehicle type') as HTMLSelectElement;
    const options = [...select.options].filter((o) => o.value !== '').map((o) => [o.value, o.textContent]);
    expect(options).toEqual(
      [
        'Car',
        'Small Van',
        'MWB / LWB Van',
        'XLWB Van',
        'Luton Van (Box or Curtain)',
        '7.5T Truck',
        'Artic',
        '6-Axle Lorry',
      ].map((v) => [v, v]),
    );
    expect(vehicleTypes).toHaveLength(8);
    expect(select.value).toBe('');
  });

  it('links the terms to /terms', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/terms');
  });

  it('has an empty honeypot and a fill-time field', () => {
    const { form } = renderForm();
    expect(fieldValue('website')).toBe('');
    expect(control('website').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(control('website').tabIndex).toBe(-1);
    expect(form.querySelector('input[type="hidden"][name="fill_seconds"]')).not.toBeNull();
  });

  it('keeps what was typed into the prerendered form before its code loaded', async () => {
    render(
      <MemoryRouter>
        <QuoteForm
          initialValues={{
            from_name: 'Ada Lovelace',
            pickup_postcode: 'LE1 1AA',
            delivery_postcode: 'M1 1AE',
            is_return: 'Yes',
            return_job: 'Yes',
            not_a_field: 'ignored',
          }}
        />
      </MemoryRouter>,
    );
    expect(fieldValue('from_name')).toBe('Ada Lovelace');
    expect(fieldValue('is_return')).toBe('Yes');
    expect(document.querySelector('[name="not_a_field"]')).toBeNull();
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'true' }]);
  });

  it('lets the visitor type the distance and duration', async () => {
    const { user } = renderForm();
    await typeInto(user, 'distance_miles', '123.5');
    await typeInto(user, 'duration_minutes', '150');
    expect(fieldValue('distance_miles')).toBe('123.5');
    expect(fieldValue('duration_minutes')).toBe('150');
  });

  it('shows postcodes normalised (upper case, one space) once the visitor leaves the field', async () => {
    const { user } = renderForm();
    await typeInto(user, 'pickup_postcode', 'le11aa');
    expect(fieldValue('pickup_postcode')).toBe('le11aa');
    await user.tab();
    expect(fieldValue('pickup_postcode')).toBe('LE1 1AA');
    await typeInto(user, 'delivery_postcode', ' sw1a   1aa ');
    await user.tab();
    expect(fieldValue('delivery_postcode')).toBe('SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await typeInto(user, 'stop_1_postcode', 'ng26ag');
    await user.tab();
    expect(fieldValue('stop_1_postcode')).toBe('NG2 6AG');
  });
});

describe('validation', () => {
  const required: [name: string, message: string][] = [
    ['from_name', 'Enter your name.'],
    ['from_email', 'Enter your email address.'],
    ['pickup_location', 'Enter the pickup location.'],
    ['pickup_postcode', 'Enter the pickup postcode.'],
    ['pickup_date', 'Choose the pickup date.'],
    ['delivery_location', 'Enter the delivery location.'],
    ['delivery_postcode', 'Enter the delivery postcode.'],
    ['delivery_date', 'Choose the delivery date.'],
    ['vehicle_type', 'Choose the vehicle type.'],
    ['terms_agree', 'Please accept the terms and conditions to send your request.'],
  ];
  const optional = [
    'phone',
    'pickup_time',
    'delivery_time',
    'distance_miles',
    'duration_minutes',
    'load_details',
    'notes',
  ];

  /** The message the control points at with aria-describedby, checking it sits next to the control. */
  function errorOf(name: string): string | null {
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

  it('sends nothing, marks every missing required field with its own message and focuses the first', async () => {
    const { user } = renderForm();
    await user.click(submitButton());

    for (const [name, message] of required) {
      expect(errorOf(name), name).toBe(message);
      expect(control(name).getAttribute('aria-invalid'), name).toBe('true');
    }
    for (const name of optional) {
      expect(errorOf(name), name).toBeNull();
      expect(control(name).getAttribute('aria-invalid'), name).toBe('false');
    }
    expect(document.activeElement).toBe(control('from_name'));
    expect(screen.getByText('Please check the form: 10 to fix.')).toBeTruthy();
    await advance(5000);
    expect(sendCalls()).toHaveLength(0);
    expect(submitButton().textContent).toBe('Submit Quote Request');
  });

  it('clears a message as its field is fixed and focuses the next invalid field on the next try', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    await typeInto(user, 'from_name', 'Ada');
    expect(errorOf('from_name')).toBeNull();
    expect(control('from_name').getAttribute('aria-invalid')).toBe('false');
    await user.click(submitButton());
    expect(document.activeElement).toBe(control('from_email'));
  });

  it('focuses the vehicle type when it is the first problem', async () => {
    const { user } = renderForm();
    await fillValidQuote(user, { vehicle: false, terms: false });
    await user.click(submitButton());
    expect(document.activeElement).toBe(control('vehicle_type'));
    expect(errorOf('vehicle_type')).toBe('Choose the vehicle type.');
    expect(sendCalls()).toHaveLength(0);
  });

  it('refuses an email address that is not one', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await typeInto(user, 'from_email', 'ada.example.co.uk');
    await user.click(submitButton());
    expect(errorOf('from_email')).toBe('Enter a valid email address, like name@example.co.uk.');
    expect(document.activeElement).toBe(control('from_email'));
    expect(sendCalls()).toHaveLength(0);
  });

  it('refuses a pickup date in the past', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    setDate('pickup_date', addDays(ukToday(), -1));
    await user.click(submitButton());
    expect(errorOf('pickup_date')).toBe('The pickup date cannot be in the past.');
    expect(document.activeElement).toBe(control('pickup_date'));
    expect(sendCalls()).toHaveLength(0);
  });

  it('accepts a pickup today', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    setDate('pickup_date', ukToday());
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });

  it('refuses a delivery date before the pickup date', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    setDate('pickup_date', addDays(ukToday(), 3));
    setDate('delivery_date', addDays(ukToday(), 2));
    await user.click(submitButton());
    expect(errorOf('delivery_date')).toBe('The delivery date cannot be before the pickup date.');
    expect(errorOf('pickup_date')).toBeNull();
    expect(document.activeElement).toBe(control('delivery_date'));
    expect(sendCalls()).toHaveLength(0);
  });

  it('shakes the terms line for 600 ms when the terms are not ticked, sends nothing and announces why', async () => {
    const { user } = renderForm();
    await fillValidQuote(user, { terms: false });
    const terms = () => control('terms_agree').closest('.terms') as HTMLElement;
    expect(terms().classList.contains('terms--shake')).toBe(false);

    await user.click(submitButton());
    expect(terms().classList.contains('terms--shake')).toBe(true);
    expect(terms().classList.contains('terms--invalid')).toBe(true);
    // Focus goes to the box, which is described by the message; the live region announces the problem.
    expect(document.activeElement).toBe(control('terms_agree'));
    expect(control('terms_agree').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('terms_agree')).toBe('Please accept the terms and conditions to send your request.');
    expect(screen.getByText('Please check the form: 1 to fix.').getAttribute('aria-live')).toBe('assertive');

    await advance(599);
    expect(terms().classList.contains('terms--shake')).toBe(true);
    await advance(1);
    expect(terms().classList.contains('terms--shake')).toBe(false);
    // Still red until ticked.
    expect(terms().classList.contains('terms--invalid')).toBe(true);
    expect(sendCalls()).toHaveLength(0);

    await user.click(control('terms_agree'));
    expect(terms().classList.contains('terms--invalid')).toBe(false);
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });
});

describe('route estimate', () => {
  it('asks once, 400 ms after the last change, while a postcode is typed character by character', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    // "B11AA" is already a valid postcode (B1 1AA); the next key makes it B11 1AA. Keys 100 ms apart.
    for (const [index, key] of [...'B111AA'].entries()) {
      if (index > 0) await advance(100);
      await user.type(control('delivery_postcode'), key);
    }
    await advance(399);
    expect(etaCalls()).toEqual([]);
    await advance(1);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'B11 1AA', stops: '', return: 'false' }]);
    await advance(5000);
    expect(etaCalls()).toHaveLength(1);
  });

  it('restarts the wait when another postcode changes within 400 ms', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(300);
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), 'NG2 6AG');
    await advance(399);
    expect(etaCalls()).toEqual([]);
    await advance(1);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: 'NG2 6AG', return: 'false' }]);
  });

  it('does not ask while fewer than two postcodes are valid', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await advance(2000);
    await user.type(control('delivery_postcode'), 'M1 1A');
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), '75001');
    await user.click(screen.getByLabelText('Yes'));
    await advance(2000);
    expect(etaCalls()).toEqual([]);
    await user.type(control('delivery_postcode'), 'E');
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'true' }]);
  });

  it('asks from the pickup to a stop when only those two are valid', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), 'NG2 6AG');
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'NG2 6AG', stops: '', return: 'false' }]);
  });

  it('asks again 400 ms after the return flag changes', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(etaCalls()).toHaveLength(1);
    etaHandler = async () => etaAnswer(192.8, 235.2);
    await user.click(screen.getByLabelText('Yes'));
    await advance(399);
    expect(etaCalls()).toHaveLength(1);
    await advance(1);
    expect(etaCalls()[1]).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'true' });
    expect(fieldValue('distance_miles')).toBe('192.8');
    expect(fieldValue('duration_minutes')).toBe('235');
    await user.click(screen.getByLabelText('No'));
    await advance(400);
    expect(etaCalls()[2]?.return).toBe('false');
    expect(etaCalls()).toHaveLength(3);
  });

  it('fills distance and duration (rounded) and shows the calculating hint only while waiting', async () => {
    const pending = deferred<Response>();
    etaHandler = () => pending.promise;
    const { user } = renderForm();
    expect(hint().textContent).toBe(guidanceHint);
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(hint().textContent).toBe(calculatingHint);
    expect(hint().getAttribute('aria-live')).toBe('polite');
    expect(fieldValue('distance_miles')).toBe('');

    await act(async () => pending.resolve(etaAnswer(96.4, 117.6)));
    expect(hint().textContent).toBe(guidanceHint);
    expect(fieldValue('distance_miles')).toBe('96.4');
    expect(fieldValue('duration_minutes')).toBe('118');
  });

  it('discards a late answer to an older request', async () => {
    const answers: Deferred<Response>[] = [];
    etaHandler = () => {
      const next = deferred<Response>();
      answers.push(next);
      return next.promise;
    };
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    await typeInto(user, 'delivery_postcode', 'B1 1AA');
    await advance(400);
    expect(etaCalls().map((q) => q.to)).toEqual(['M1 1AE', 'B1 1AA']);

    await act(async () => answers[1]?.resolve(etaAnswer(40.2, 55.4)));
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['40.2', '55']);
    await act(async () => answers[0]?.resolve(etaAnswer(96.4, 117.6)));
    await advance(100);
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['40.2', '55']);
    expect(hint().textContent).toBe(guidanceHint);
  });

  it('logs a console error and leaves distance and duration alone when the service answers non-OK', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['96.4', '118']);
    await typeInto(user, 'distance_miles', '101');

    etaHandler = async () => answer(502, { error: 'The route service is unavailable.' });
    await user.click(screen.getByLabelText('Yes'));
    await advance(400);
    expect(etaCalls()).toHaveLength(2);
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['101', '118']);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Route estimate failed'), expect.anything());
    expect(hint().textContent).toBe(guidanceHint);
    // No message for the visitor.
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('logs a console error and leaves the fields empty when the request itself fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    etaHandler = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(etaCalls()).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('Route estimate failed', expect.any(TypeError));
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['', '']);
    expect(hint().textContent).toBe(guidanceHint);
  });
});

describe('additional stops', () => {
  const stopInputs = () =>
    [...document.querySelectorAll<HTMLInputElement>('input[name^="stop_"]')].map((input) => input.name);

  it('adds numbered stops, removes one and renumbers the rest, and lists them in additional_stops', async () => {
    const { user } = renderForm();
    expect(stopInputs()).toEqual([]);
    expect(fieldValue('additional_stops')).toBe('');
    const add = screen.getByRole('button', { name: 'Add stop' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(stopInputs()).toEqual([
      'stop_1_location',
      'stop_1_postcode',
      'stop_2_location',
      'stop_2_postcode',
      'stop_3_location',
      'stop_3_postcode',
    ]);
    const places: [string, string][] = [
      ['Nottingham Trent Bridge', 'NG2 6AG'],
      ['Derby Riverside', 'DE1 1AA'],
      ['Birmingham New Street', 'B1 1AA'],
    ];
    for (const [index, [location, postcode]] of places.entries()) {
      await user.type(screen.getByLabelText(`Stop ${index + 1} location`), location);
      await user.type(screen.getByLabelText(`Stop ${index + 1} postcode`), postcode);
    }
    expect(fieldValue('additional_stops')).toBe(
      '1. Nottingham Trent Bridge, NG2 6AG\n2. Derby Riverside, DE1 1AA\n3. Birmingham New Street, B1 1AA',
    );
    expect((control('additional_stops') as HTMLInputElement).type).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    expect(stopInputs()).toEqual(['stop_1_location', 'stop_1_postcode', 'stop_2_location', 'stop_2_postcode']);
    expect((screen.getByLabelText('Stop 2 location') as HTMLInputElement).value).toBe('Birmingham New Street');
    expect(fieldValue('stop_2_postcode')).toBe('B1 1AA');
    expect(screen.queryByRole('button', { name: 'Remove stop 3' })).toBeNull();
    expect(fieldValue('additional_stops')).toBe(
      '1. Nottingham Trent Bridge, NG2 6AG\n2. Birmingham New Street, B1 1AA',
    );

    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(stopInputs()).toEqual([]);
    expect(fieldValue('additional_stops')).toBe('');
  });

  it('sends the stops, in order, to the route estimate', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    const add = screen.getByRole('button', { name: 'Add stop' });
    for (const postcode of ['NG2 6AG', 'DE1 1AA', 'B1 1AA']) {
      await user.click(add);
      const inputs = screen.getAllByLabelText(/^Stop \d+ postcode$/);
      await user.type(inputs[inputs.length - 1] as HTMLElement, postcode);
    }
    await advance(400);
    expect(etaCalls().at(-1)).toEqual({
      from: 'LE1 1AA',
      to: 'M1 1AE',
      stops: 'NG2 6AG,DE1 1AA,B1 1AA',
      return: 'false',
    });
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    await advance(400);
    expect(etaCalls().at(-1)?.stops).toBe('NG2 6AG,B1 1AA');
  });

  it('allows up to 20 stops', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add stop' }) as HTMLButtonElement;
    for (let i = 0; i < 20; i++) await user.click(add);
    expect(screen.getByLabelText('Stop 20 location')).toBeTruthy();
    expect(add.disabled).toBe(true);
    expect(screen.getByText('A quote can have up to 20 stops.')).toBeTruthy();
    await user.click(add);
    expect(screen.queryByLabelText('Stop 21 location')).toBeNull();
    expect(stopInputs()).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Remove stop 20' }));
    expect(add.disabled).toBe(false);
  });

  it('warns about a stop that repeats a postcode of the journey, without blocking the request', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    const add = screen.getByRole('button', { name: 'Add stop' });
    for (let i = 0; i < 3; i++) await user.click(add);
    await user.type(screen.getByLabelText('Stop 1 location'), 'Back at the depot');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'le11aa');
    await user.type(screen.getByLabelText('Stop 2 location'), 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 2 postcode'), 'NG2 6AG');
    await user.type(screen.getByLabelText('Stop 3 location'), 'Trent Bridge again');
    await user.type(screen.getByLabelText('Stop 3 postcode'), 'ng26ag');

    const warning = (n: number) => {
      const input = screen.getByLabelText(`Stop ${n} postcode`);
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    expect(warning(1)).toBe('This postcode is already in the journey.');
    expect(warning(2)).toBe('');
    expect(warning(3)).toBe('This postcode is already in the journey.');
    expect(screen.getByLabelText('Stop 1 postcode').getAttribute('aria-invalid')).toBe('false');

    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
    expect(postedForm().get('stop_3_postcode')).toBe('NG2 6AG');
  });
});

describe('submitting', () => {
  it('posts every quote field, the stops, the EmailJS protocol fields, the honeypot and the fill time', async () => {
    const { user, renderedAt } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(screen.getByLabelText('Stop 1 location'), 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'ng26ag');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(screen.getByLabelText('Stop 2 location'), 'Derby Riverside');
    await user.type(screen.getByLabelText('Stop 2 postcode'), 'DE1 1AA');
    await advance(400);
    await typeInto(user, 'duration_minutes', '200');
    await advance(7000 - (Date.now() - renderedAt));

    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
    const [url, init] = sendCalls()[0] as Parameters<typeof fetch>;
    expect(url).toBe(sendFormUrl);
    expect(init?.method).toBe('POST');
    // The browser sets the multipart boundary itself.
    expect(init?.headers).toBeUndefined();
    expect(Object.fromEntries(postedForm().entries())).toEqual({
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.co.uk',
      phone: '07700 900123',
      pickup_location: 'Unit 4, Freemen’s Common',
      pickup_postcode: 'LE1 1AA',
      pickup_date: pickupDate(),
      pickup_time: '9–11am',
      stop_1_location: 'Trent Bridge',
      stop_1_postcode: 'NG2 6AG',
      stop_2_location: 'Derby Riverside',
      stop_2_postcode: 'DE1 1AA',
      additional_stops: '1. Trent Bridge, NG2 6AG\n2. Derby Riverside, DE1 1AA',
      delivery_location: 'Piccadilly, Manchester',
      delivery_postcode: 'M1 1AE',
      delivery_date: deliveryDate(),
      delivery_time: 'Before noon',
      is_return: 'Yes',
      return_job: 'Yes',
      distance_miles: '96.4',
      duration_minutes: '200',
      vehicle_type: 'Small Van',
      load_details: 'Three pallets, 400 kg',
      notes: 'Call on arrival',
      terms_agree: 'Yes',
      website: '',
      fill_seconds: '7',
      service_id: 'service_local',
      template_id: 'template_quote',
      user_id: 'public_local_key',
      lib_version: '4.4.1',
      submission_id: expect.stringMatching(submissionIdPattern),
      // The duration was typed over the estimate: the figures are the customer's.
      estimate_source: 'customer',
      estimate_route: '',
    });
    // One value per name: the server refuses a field sent twice.
    const names = [...postedForm().keys()];
    expect(new Set(names).size).toBe(names.length);
  });

  it('goes Sending… (disabled, one request for two clicks), then Sent!, then back to idle after 2.5 s', async () => {
    const response = deferred<Response>();
    sendHandler = () => response.promise;
    const { user, form } = renderForm();
    await fillValidQuote(user);
    const button = submitButton() as HTMLButtonElement;
    expect(button.textContent).toBe('Submit Quote Request');
    expect(button.disabled).toBe(false);

    await user.dblClick(button);
    expect(button.textContent).toBe('Sending…');
    expect(button.disabled).toBe(true);
    // Enter in a field, or a script, submits without the button.
    fireEvent.submit(form);
    await user.click(button);
    await advance(1000);
    expect(sendCalls()).toHaveLength(1);

    await act(async () => response.resolve(answer(200, 'OK')));
    expect(button.textContent).toBe('Sent!');
    expect(screen.getByRole('status').textContent).toBe(thankYou());
    await advance(2499);
    expect(button.textContent).toBe('Sent!');
    await advance(1);
    expect(button.textContent).toBe('Submit Quote Request');
    expect(button.disabled).toBe(false);
  });

  it('sends one request for two submits in the same task (before React re-renders)', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    const button = submitButton();
    act(() => {
      button.click();
      button.click();
    });
    await advance(1000);
    expect(sendCalls()).toHaveLength(1);
    expect(submitButton().textContent).toBe('Sent!');
  });

  it('resets the form after a successful request', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(screen.getByLabelText('Stop 1 location'), 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'NG2 6AG');
    await advance(400);
    expect(fieldValue('distance_miles')).not.toBe('');

    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe('Sent!');
    for (const name of [
      'from_name',
      'from_email',
      'phone',
      'pickup_location',
      'pickup_postcode',
      'pickup_date',
      'pickup_time',
      'delivery_location',
      'delivery_postcode',
      'delivery_date',
      'delivery_time',
      'distance_miles',
      'duration_minutes',
      'vehicle_type',
      'load_details',
      'notes',
      'additional_stops',
    ]) {
      expect(fieldValue(name), name).toBe('');
    }
    expect(fieldValue('is_return')).toBe('No');
    expect(fieldValue('return_job')).toBe('No');
    expect((control('terms_agree') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Stop 1 location')).toBeNull();
    expect(document.querySelectorAll('.field__error')).toHaveLength(0);
    // The cleared postcodes ask for no estimate.
    const asked = etaCalls().length;
    await advance(2000);
    expect(etaCalls()).toHaveLength(asked);
  });

  it('counts the lead in analytics when gtag exists, once, with the documented event', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    const { user } = renderForm();
    await user.click(submitButton());
    await fillValidQuote(user);
    expect(gtag).not.toHaveBeenCalled();
    await user.click(submitButton());
    await advance(3000);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'quote_form_submitted', {
      event_category: 'Lead',
      event_label: 'Quote Request',
      value: 1,
    });
  });

  it('succeeds without analytics', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe('Sent!');
  });

  it('on a failure status keeps every value, says Try again, shows the phone number in the alert; retry works', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    sendHandler = async () => answer(502, 'The quote request could not be emailed.');
    const { user, form } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(screen.getByLabelText('Stop 1 location'), 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'NG2 6AG');
    await advance(400);
    const before = formSnapshot(form);

    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe('Try again');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sorry, your quote request was not sent.');
    expect(alert.textContent).toContain('Our server could not send your request just now.');
    expect(alert.textContent).toContain(phone);
    expect(within(alert).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:\+?[\d]+$/);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(formSnapshot(form)).toEqual(before);
    expect(gtag).not.toHaveBeenCalled();
    // Nothing moves on by itself.
    await advance(5000);
    expect(submitButton().textContent).toBe('Try again');

    sendHandler = async () => answer(200, 'OK');
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(2);
    expect(submitButton().textContent).toBe('Sent!');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('status').textContent).toContain('Thank you');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(postedForm(1).entries())).toMatchObject(
      Object.fromEntries(before.filter(([name]) => name !== 'fill_seconds')),
    );
    // The retry is the same submission, so the server stores it once.
    expect(postedForm(1).get('submission_id')).toBe(postedForm(0).get('submission_id'));
  });

  it('on a network error keeps every value and says the server could not be reached', async () => {
    sendHandler = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user, form } = renderForm();
    await fillValidQuote(user);
    const before = formSnapshot(form);
    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe('Try again');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server. Check your connection and try again.');
    expect(alert.textContent).toContain(phone);
    expect(formSnapshot(form)).toEqual(before);
  });

  it("shows the server's reason when it refuses the request (400)", async () => {
    sendHandler = async () => answer(400, 'The service ID is invalid.');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe('Try again');
    expect(screen.getByRole('alert').textContent).toContain('The service ID is invalid.');
  });
});

describe('the result of sending', () => {
  it('shows the reference from the answer, the reply promise and the phone number, and moves focus to it', async () => {
    sendHandler = async () => stored('Q-7KX2MP');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(thankYou('Q-7KX2MP'));
    expect(within(status).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
    expect(status.contains(document.activeElement)).toBe(true);
    // The form resets and the button goes back to idle, but the message stays to be read.
    await advance(3000);
    expect(submitButton().textContent).toBe('Submit Quote Request');
    expect(fieldValue('from_name')).toBe('');
    expect(screen.getByRole('status').textContent).toBe(thankYou('Q-7KX2MP'));
  });

  it('shows no reference when the answer carries none, or something that is not one', async () => {
    sendHandler = async () => stored('<img src=x onerror=alert(1)>');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe(thankYou());
    expect(document.querySelector('.form-message img')).toBeNull();
  });

  it('moves focus to the message when sending fails', async () => {
    sendHandler = async () => answer(502, 'Bad gateway');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(screen.getByRole('alert').contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toContain('Sorry, your quote request was not sent.');
  });

  it('sends one submission ID per filled form: kept for a retry, a new one after success', async () => {
    sendHandler = async () => answer(502, 'Bad gateway');
    const { user } = renderForm();
    const first = fieldValue('submission_id');
    expect(first).toMatch(submissionIdPattern);
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    sendHandler = async () => stored('Q-7KX2MP');
    await user.click(submitButton());
    await advance(0);
    expect([postedForm(0).get('submission_id'), postedForm(1).get('submission_id')]).toEqual([first, first]);

    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    const second = postedForm(2).get('submission_id');
    expect(second).toMatch(submissionIdPattern);
    expect(second).not.toBe(first);
  });
});

describe('estimate for the journey submitted', () => {
  /** Answers each journey with its own figures, as the real service would. */
  const byDestination: Record<string, [number, number]> = { 'BT1 1AA': [275.3, 410], 'M1 1AE': [96.4, 117.6] };
  beforeEach(() => {
    etaHandler = async (url) => {
      const figures = byDestination[url.searchParams.get('to') ?? ''];
      return figures ? etaAnswer(...figures) : answer(404, { error: 'No route' });
    };
  });

  async function fillWithEstimateTo(user: User, deliveryPostcode: string) {
    await fillValidQuote(user);
    await typeInto(user, 'delivery_postcode', deliveryPostcode);
    await advance(400);
  }

  const estimateNote = () => document.getElementById('quote-estimate-note');

  it('sends the vehicle to /api/eta and asks again, 400 ms later, when it changes', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false' }]);
    await user.selectOptions(control('vehicle_type'), '7.5T Truck');
    await advance(399);
    expect(etaCalls()).toHaveLength(1);
    await advance(1);
    expect(etaCalls()[1]).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false', vehicle: '7.5T Truck' });
    const query = urlOf(fetchMock.mock.calls.at(-1)?.[0] as string);
    expect(query).toBe('/api/eta?from=LE1+1AA&to=M1+1AE&stops=&return=false&vehicle=7.5T+Truck');
  });

  it('posts fresh figures as the estimate for the route they were computed for', async () => {
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['275.3', '410']);
    expect(screen.getByText('275.3 miles · about 6 h 50 min')).toBeTruthy();
    await user.click(submitButton());
    await advance(0);
    expect(Object.fromEntries(postedForm().entries())).toMatchObject({
      distance_miles: '275.3',
      duration_minutes: '410',
      estimate_source: 'estimate',
      estimate_route: 'LE1 1AA → BT1 1AA, one way, Small Van',
    });
  });

  it('marks figures stale when the journey changes and no new estimate comes, and does not send them', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    expect(estimateNote()).toBeNull();

    await typeInto(user, 'delivery_postcode', '75001');
    await advance(1000);
    expect(etaCalls().at(-1)?.to).toBe('BT1 1AA');
    // Still shown (SPEC §7 leaves the fields as they were), but marked as another journey's.
    expect(fieldValue('distance_miles')).toBe('275.3');
    expect(estimateNote()?.textContent).toContain('Not for this journey');
    expect(estimateNote()?.textContent).toContain('LE1 1AA → BT1 1AA, one way, Small Van');
    expect(control('distance_miles').getAttribute('aria-describedby')).toContain('quote-estimate-note');
    expect(control('distance_miles').closest('.field')?.classList.contains('field--stale')).toBe(true);

    await user.click(submitButton());
    await advance(0);
    const posted = Object.fromEntries(postedForm().entries());
    expect(posted).toMatchObject({ delivery_postcode: '75001', estimate_source: '', estimate_route: '' });
    expect([posted.distance_miles, posted.duration_minutes]).toEqual(['', '']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('marks figures stale when the estimate for the new journey fails, and fresh again when one arrives', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    await typeInto(user, 'delivery_postcode', 'B1 1AA');
    await advance(400);
    expect(etaCalls().at(-1)?.to).toBe('B1 1AA');
    expect(consoleError).toHaveBeenCalled();
    expect(fieldValue('distance_miles')).toBe('275.3');
    expect(control('estimate_source').getAttribute('value')).toBe('');
    expect(estimateNote()?.textContent).toContain('LE1 1AA → BT1 1AA');

    await typeInto(user, 'delivery_postcode', 'M1 1AE');
    await advance(400);
    expect(fieldValue('distance_miles')).toBe('96.4');
    expect(estimateNote()).toBeNull();
    expect(control('estimate_source').getAttribute('value')).toBe('estimate');
    expect(control('estimate_route').getAttribute('value')).toBe('LE1 1AA → M1 1AE, one way, Small Van');
  });

  it('treats a change of vehicle or return flag as a new journey', async () => {
    const pending = deferred<Response>();
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    etaHandler = () => pending.promise;
    await user.selectOptions(control('vehicle_type'), 'Artic');
    expect(control('estimate_source').getAttribute('value')).toBe('');
    await user.selectOptions(control('vehicle_type'), 'Small Van');
    expect(control('estimate_source').getAttribute('value')).toBe('estimate');
    await user.click(screen.getByLabelText('Yes'));
    expect(control('estimate_source').getAttribute('value')).toBe('');
  });

  it("keeps the visitor's own figures through journey changes and sends them as the customer's", async () => {
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    await typeInto(user, 'distance_miles', '280');
    expect(screen.getByText('Your figures: 280 miles · about 6 h 50 min')).toBeTruthy();
    await typeInto(user, 'delivery_postcode', 'M1 1AE');
    await advance(400);
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['280', '410']);
    expect(estimateNote()).toBeNull();
    await user.click(submitButton());
    await advance(0);
    expect(Object.fromEntries(postedForm().entries())).toMatchObject({
      distance_miles: '280',
      duration_minutes: '410',
      estimate_source: 'customer',
      estimate_route: '',
    });
  });
});

describe('helping the visitor fill it in', () => {
  it('guides the vehicle choice with typical UK payload and load space for all eight types, as plain HTML', () => {
    renderForm();
    const guide = document.querySelector('details.vehicle-guide') as HTMLDetailsElement;
    expect(guide.querySelector('summary')?.textContent).toMatch(/Which vehicle\?/);
    expect(guide.textContent).toContain('Typical UK figures');
    expect(guide.textContent).toContain("Not sure? Pick the closest and we'll advise.");
    const rows = [...guide.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual(
      vehicleTypes.map((vehicle) => [
        vehicle,
        `${vehicleGuide[vehicle].payloadKg.toLocaleString('en-GB')} kg`,
        vehicleGuide[vehicle].loadSpace,
      ]),
    );
  });

  it('counts the characters left in the long text fields, up to the schema limits', async () => {
    const { user } = renderForm();
    const countOf = (name: string) => document.getElementById(`quote-${name}-count`)?.textContent;
    expect(countOf('load_details')).toBe('1000 of 1000 characters left');
    expect(countOf('notes')).toBe('2000 of 2000 characters left');
    expect(control('notes').getAttribute('aria-describedby')).toContain('quote-notes-count');
    await pasteInto(user, 'load_details', 'Two pallets');
    expect(countOf('load_details')).toBe('989 of 1000 characters left');
    await pasteInto(user, 'notes', 'x'.repeat(2003));
    expect(countOf('notes')).toBe('3 characters too many (the limit is 2000)');
  });

  it('hints, without blocking, that a postcode left behind does not look like a UK one', async () => {
    const { user } = renderForm();
    const hintOf = (name: string) => document.getElementById(`quote-${name}-hint`)?.textContent ?? null;
    await typeInto(user, 'delivery_postcode', 'hello');
    expect(hintOf('delivery_postcode')).toBeNull();
    await user.tab();
    expect(hintOf('delivery_postcode')).toMatch(/doesn't look like a UK postcode/);
    expect(control('delivery_postcode').getAttribute('aria-describedby')).toContain('quote-delivery_postcode-hint');
    expect(control('delivery_postcode').getAttribute('aria-invalid')).toBe('false');
    await typeInto(user, 'delivery_postcode', 'm11ae');
    await user.tab();
    expect(hintOf('delivery_postcode')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), '75001');
    await user.tab();
    expect(hintOf('stop_1_postcode')).toMatch(/doesn't look like a UK postcode/);
    await fillValidQuote(user);
    await typeInto(user, 'pickup_postcode', '1012 AB');
    await user.tab();
    expect(hintOf('pickup_postcode')).toMatch(/doesn't look like a UK postcode/);
    await pasteInto(user, 'stop_1_location', 'Paris');
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });

  it('focuses the new stop on Add stop, and the next, previous or Add stop button on Remove', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add stop' });
    for (const n of [1, 2, 3]) {
      await user.click(add);
      expect(document.activeElement).toBe(control(`stop_${n}_location`));
      await user.keyboard(`Stop ${n}`);
    }
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    // Stop 3 moved up into its place.
    expect(document.activeElement).toBe(control('stop_2_location'));
    expect(fieldValue('stop_2_location')).toBe('Stop 3');
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    expect(document.activeElement).toBe(control('stop_1_location'));
    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add stop' }));
  });
});

describe('the draft', () => {
  const draft = () => JSON.parse(sessionStorage.getItem(draftKey) ?? 'null');

  it('keeps what was typed in this tab and brings it back when the form loads again', async () => {
    const { user } = renderForm();
    const id = fieldValue('submission_id');
    expect(draft()).toBeNull();
    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_location'), 'Trent Bridge');
    await user.type(control('stop_1_postcode'), 'NG2 6AG');
    control('website').value = 'bot text';
    await advance(400);
    expect(draft().values.from_name).toBe('Ada Lovelace');
    expect(JSON.stringify(draft())).not.toContain('bot text');
    const before = formSnapshot(document.querySelector('form') as HTMLFormElement).filter(
      ([name]) => name !== 'website',
    );

    cleanup();
    renderForm();
    await advance(0);
    const after = formSnapshot(document.querySelector('form') as HTMLFormElement);
    expect(after.filter(([name]) => name !== 'website')).toEqual(before);
    expect(fieldValue('website')).toBe('');
    expect(fieldValue('submission_id')).toBe(id);
    expect(control('estimate_source').getAttribute('value')).toBe('estimate');
  });

  it('counts the fill time from when the visitor began, so a form sent straight after a reload is not spam', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await advance(60_000);

    cleanup();
    renderForm();
    await advance(0);
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
    expect(Number(postedForm().get('fill_seconds'))).toBeGreaterThanOrEqual(60);
  });

  it('counts the fill time from when the page opened when the visitor typed before the code loaded', async () => {
    const { user } = renderForm({ initialValues: { from_name: 'Typed Early' }, pageOpenedAt: Date.now() - 30_000 });
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(Number(postedForm().get('fill_seconds'))).toBeGreaterThanOrEqual(30);
  });

  it('counts it from when the form appeared when nothing was typed before', async () => {
    const { user } = renderForm({ pageOpenedAt: Date.now() - 30_000 });
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(Number(postedForm().get('fill_seconds'))).toBeLessThan(30);
  });

  it('prefers what was typed into the page before the code loaded', async () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ values: { from_name: 'Old Name', notes: 'From the draft' }, stops: [], figures: {} }),
    );
    render(
      <MemoryRouter>
        <QuoteForm initialValues={{ from_name: 'New Name', notes: '' }} />
      </MemoryRouter>,
    );
    await advance(0);
    expect(fieldValue('from_name')).toBe('New Name');
    expect(fieldValue('notes')).toBe('From the draft');
    expect(fieldValue('submission_id')).toMatch(submissionIdPattern);
  });

  it('ignores a draft that is not one', async () => {
    sessionStorage.setItem(
      draftKey,
      '{"values": {"from_name": 42, "evil": "x"}, "stops": "no", "submissionId": "1", "startedAt": "long ago"}',
    );
    const { user } = renderForm();
    await advance(0);
    expect(fieldValue('from_name')).toBe('');
    // Its start time too: the fill time counts from this form.
    await fillValidQuote(user);
    await advance(5_000);
    await user.click(submitButton());
    await advance(0);
    expect(Number(postedForm().get('fill_seconds'))).toBeLessThan(60);
    expect(fieldValue('submission_id')).toMatch(submissionIdPattern);
  });

  it('is cleared after a successful send', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    expect(draft()).not.toBeNull();
    await user.click(submitButton());
    await advance(3000);
    expect(submitButton().textContent).toBe('Submit Quote Request');
    expect(draft()).toBeNull();
  });
});

describe('without JavaScript', () => {
  it('is an ordinary form post to the send-form endpoint with the protocol fields and the honeypot', () => {
    const html = renderToString(
      <MemoryRouter>
        <QuoteForm />
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(sendFormUrl);
    expect(form.getAttribute('enctype')).toBeNull();
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toMatchObject({
      service_id: 'service_local',
      template_id: 'template_quote',
      user_id: 'public_local_key',
      // Never one ID baked into the page for every visitor.
      submission_id: '',
      estimate_source: '',
      estimate_route: '',
    });
    expect(form.querySelector('input[name="website"]')).not.toBeNull();
  });
});
