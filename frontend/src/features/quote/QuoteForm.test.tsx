import { quoteFields } from '@courier/common/quote/quote-fields';
import { vehicleTypes } from '@courier/common/vehicles';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { QuoteForm } from './QuoteForm';
import { estimateWaiting, stopsInNotesHint } from './quote-form-copy';
import {
  advance,
  control,
  etaCalls,
  fieldValue,
  renderForm,
  sendFormUrl,
  setUpQuoteFormTests,
  typeInto,
} from './quote-form-test-support';

setUpQuoteFormTests();

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
    ['Vehicle type', 'vehicle_type', 'select-one'],
    ['Load details (optional)', 'load_details', 'textarea'],
    ['Notes (optional)', 'notes', 'textarea'],
    ['I agree to the terms and conditions.', 'terms_agree', 'checkbox'],
  ];

  // The form's layout is written by hand: whatever field the table gains, the form must ask for it.
  it.each(Object.keys(quoteFields))('has a control posting %s, a field of the quote field table', (name) => {
    const { form } = renderForm();
    expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
  });

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

  it('offers every vehicle type, in order (vehicles.test.ts pins the list)', () => {
    renderForm();
    const select = screen.getByLabelText('Vehicle type') as HTMLSelectElement;
    const options = [...select.options].filter((o) => o.value !== '').map((o) => [o.value, o.textContent]);
    expect(options).toEqual(vehicleTypes.map((v) => [v, v]));
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

  it('says, without JavaScript, that the visit began on the form’s own page: the home page (issue 43 B)', () => {
    const { form } = renderForm();
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="landing_page"]')?.value).toBe('/');
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

  it('hydrates over dates typed into the prerendered form without a mismatch, then limits the delivery date', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <MemoryRouter>
        <QuoteForm />
      </MemoryRouter>,
    );
    document.body.append(page);
    const typed = { pickup_date: '2031-05-06', delivery_date: '2031-05-07' };
    for (const [name, value] of Object.entries(typed)) {
      (page.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    }
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recovered: unknown[] = [];
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          page,
          <MemoryRouter>
            <QuoteForm initialValues={typed} />
          </MemoryRouter>,
          { onRecoverableError: (error) => recovered.push(error) },
        );
      });
      expect(reported.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(recovered).toEqual([]);
      expect(fieldValue('pickup_date')).toBe(typed.pickup_date);
      expect(control('delivery_date').getAttribute('min')).toBe(typed.pickup_date);
    } finally {
      // A failed check must not leave this root behind for the next test.
      act(() => root?.unmount());
      page.remove();
    }
  });

  it('shows the estimate as text to read, never fields to type, and posts its figures from hidden inputs', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/Distance|Driving time/)).toBeNull();
    for (const name of ['distance_miles', 'duration_minutes']) {
      expect(control(name).type, name).toBe('hidden');
    }
    expect(screen.getByText(estimateWaiting)).toBeTruthy();
    await typeInto(user, 'pickup_postcode', 'LE1 1AA');
    await typeInto(user, 'delivery_postcode', 'M1 1AE');
    await advance(400);
    expect(screen.getByText('about 96 miles, 1 h 58 min by road')).toBeTruthy();
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['96.4', '118']);
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

  it('hides what needs the code (stops, estimate, character counts) and says where extra stops go instead', () => {
    const html = renderToString(
      <MemoryRouter>
        <QuoteForm />
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    // `js-only` is display: none under (scripting: none), `no-js-only` the other way round (app/styles.css).
    const jsOnly = [...page.querySelectorAll('.js-only')];
    expect(jsOnly.some((element) => element.querySelector('button')?.textContent === 'Add stop')).toBe(true);
    expect(jsOnly.some((element) => element.textContent?.includes('Journey estimate'))).toBe(true);
    for (const id of ['quote-load_details-count', 'quote-notes-count']) {
      expect(page.getElementById(id)?.classList.contains('js-only'), id).toBe(true);
    }
    const noJsOnly = [...page.querySelectorAll('.no-js-only')].map((element) => element.textContent);
    expect(noJsOnly).toEqual([stopsInNotesHint]);
    expect(stopsInNotesHint).toMatch(/notes/);
    // Nothing the visitor sees, or could type, holds a figure: the hidden inputs post nothing.
    expect(
      [...page.querySelectorAll<HTMLInputElement>('[name="distance_miles"], [name="duration_minutes"]')].map(
        (input) => [input.type, input.value],
      ),
    ).toEqual([
      ['hidden', ''],
      ['hidden', ''],
    ]);
  });
});
