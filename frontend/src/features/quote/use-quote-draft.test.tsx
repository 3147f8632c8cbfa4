import { submissionIdPattern } from '@courier/common/quote/journey';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QuoteForm } from './QuoteForm';
import { draftKey } from './quote-draft';
import {
  advance,
  control,
  deferred,
  etaAnswer,
  fieldValue,
  fillValidQuote,
  formSnapshot,
  network,
  pasteInto,
  postedForm,
  renderForm,
  sendCalls,
  sentPanel,
  setUpQuoteFormTests,
  startAnother,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

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
    expect(postedForm().get('submission_id')).toMatch(submissionIdPattern);
  });

  it('is cleared after a successful send, stays gone while the confirmation shows, and starts again with the next request', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    expect(draft()).not.toBeNull();
    const sentId = fieldValue('submission_id');
    await user.click(submitButton());
    await advance(0);
    expect(draft()).toBeNull();
    // A reload now brings back an empty form, not the quote just sent.
    cleanup();
    renderForm();
    await advance(0);
    expect(fieldValue('from_name')).toBe('');
    expect(fieldValue('submission_id')).not.toBe(sentId);
  });

  it('keeps nothing of a sent quote that its estimate, arriving after the send, would save again', async () => {
    const late = deferred<Response>();
    const { user } = renderForm();
    await fillValidQuote(user);
    network.eta = () => late.promise;
    await user.selectOptions(control('vehicle_type'), 'Luton Van (Box or Curtain)');
    await advance(400);
    await user.click(submitButton());
    await advance(0);
    expect(sentPanel()).toBeTruthy();
    await act(async () => late.resolve(etaAnswer(101.5, 140)));
    await advance(1000);
    expect(draft()).toBeNull();

    await startAnother(user);
    await pasteInto(user, 'from_name', 'Grace Hopper');
    expect(draft().values.from_name).toBe('Grace Hopper');
  });
});
