/**
 * The quote API, part six: the smoke test's mark is the operator's (issue 42 B). A quote is marked as a test (staff
 * see [TEST], it leaves the claim figures, nobody is reminded of it) only with a proof made with the key of the
 * origin secret; anything else in the field is refused with a plain 400 on every path.
 */
import { aQuoteForm } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { expectPlainText, useQuoteApi } from '../../../test-support/quote-api-harness';
import {
  formFields,
  jsonEvent,
  multipartEvent,
  protocolFields,
  smokeTestOverrides,
  testOriginSecret,
  urlencodedEvent,
} from '../../../test-support/quote-fixtures';
import type { HttpEvent } from '../../http/api-gateway';

const api = useQuoteApi();
const { handle, stored } = api;

const multipart = (overrides: Record<string, string>) => multipartEvent(formFields(overrides));
/** As the smoke test posts: the EmailJS SDK's `send`, JSON. */
const json = (templateParams: Record<string, string>) =>
  jsonEvent({ ...protocolFields, template_params: templateParams });
const submissionId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const refusal =
  "test_quote: Only the operator's smoke test (npm run smoke) may mark a quote as a test. Leave this field out.";

async function expectRefused(event: HttpEvent) {
  const result = await handle(event);
  expect(result.statusCode).toBe(400);
  expectPlainText(result);
  expect(result.body).toBe(refusal);
  expect(result.headers?.['x-quote-reference']).toBeUndefined();
  expect(await stored()).toHaveLength(0);
  expect(await api.inbox.emails()).toHaveLength(0);
  expect(api.logs.at(-1)?.fields).toMatchObject({ outcome: 'rejected', status: 400, reason: refusal });
}

describe('a test mark from anyone but the operator is refused, on every path', () => {
  it.each([
    ['multipart, as the site form', () => multipart({ test_quote: 'Yes' })],
    ['multipart, with a submission ID', () => multipart({ test_quote: 'Yes', submission_id: submissionId })],
    ['JSON, as the EmailJS SDK', () => json({ ...aQuoteForm(), test_quote: 'Yes' })],
    ['urlencoded, as the form without JavaScript', () => urlencodedEvent(formFields({ test_quote: 'Yes' }))],
    [
      'a proof-shaped value made with no key',
      () => multipart({ test_quote: 'A'.repeat(43), submission_id: submissionId }),
    ],
    ['a proof made with another stack’s key', () => multipart(smokeTestOverrides({}, 'another stack’s origin secret'))],
  ])('%s: a plain 400 naming the field, nothing stored or sent', async (_, event) => {
    await expectRefused(await event());
  });

  it('an empty marker is no marker: an ordinary lead, without [TEST]', async () => {
    const result = await handle(await multipart({ test_quote: '' }));

    expect(result.statusCode).toBe(200);
    const [quote] = await stored();
    expect(quote?.provenance.test).toBeUndefined();
    const [email] = await api.inbox.emails();
    expect(email?.subject).toMatch(/^Quote request: /);
  });
});

describe('the operator’s mark', () => {
  it('marks the quote as a test: stored as one, and staff see [TEST]', async () => {
    const result = await handle(await multipart(smokeTestOverrides()));

    expect(result.statusCode).toBe(200);
    const [quote] = await stored();
    expect(quote?.provenance.test).toBe(true);
    const [email] = await api.inbox.emails();
    expect(email?.subject).toMatch(/^\[TEST\] Quote request: /);
  });

  it('counts posted as the smoke test posts it, JSON to send', async () => {
    const result = await handle(json(smokeTestOverrides()));

    expect(result.statusCode).toBe(200);
    expect((await stored())[0]?.provenance.test).toBe(true);
  });

  it('sent again as it was, it is the same quote: one quote, one email', async () => {
    const marked = smokeTestOverrides();
    const first = await handle(await multipart(marked));
    const again = await handle(await multipart(marked));

    expect(again.headers?.['x-quote-reference']).toBe(first.headers?.['x-quote-reference']);
    expect(await stored()).toHaveLength(1);
    expect(await api.inbox.emails()).toHaveLength(1);
  });

  it.each([
    ['other content', { from_name: 'Eve Other' }],
    ['another submission ID', { submission_id: '0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b' }],
    ['no submission ID', { submission_id: '' }],
    ['one more field', { job_reference: 'PO-1234' }],
  ])('cannot be moved onto %s', async (_, change) => {
    await expectRefused(await multipart({ ...smokeTestOverrides(), ...change }));
  });

  it('made without a submission ID, it is refused: sent again, it would be another quote', async () => {
    await expectRefused(await multipart(smokeTestOverrides({ submission_id: '' })));
  });

  it('made with the previous origin secret counts while the rotation window accepts it, and not after', async () => {
    const marked = smokeTestOverrides();
    // Rotated: the new value is current, the old one (the tests' secret) still accepted.
    api.originSecrets = ['the new origin secret', testOriginSecret];
    const during = await handle(await multipart(marked));
    expect(during.statusCode).toBe(200);
    expect((await stored())[0]?.provenance.test).toBe(true);

    // The window is over: only the new value.
    api.originSecrets = ['the new origin secret'];
    await api.inbox.clear();
    const after = await handle(await multipart(smokeTestOverrides()));
    expect(after.statusCode).toBe(400);
    expect(after.body).toBe(refusal);
    expect(await stored()).toHaveLength(1);
  });
});
