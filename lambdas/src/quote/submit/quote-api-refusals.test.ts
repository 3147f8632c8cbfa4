/** The quote API, part two: every request it must refuse, with a plain 4xx, storing and sending nothing. */
import { apiPaths } from '@courier/common/api/contract';
import { describe, expect, it } from 'vitest';
import { expectPlainText, useQuoteApi } from '../../../test-support/quote-api-harness';
import { httpEvent } from '../../../test-support/quote-fixtures';
import { hostile, multipart } from '../../../test-support/refused-quote-requests';

const api = useQuoteApi();
const { handle, stored } = api;

describe('hostile or malformed requests', () => {
  const cases = hostile.map(([name, makeEvent, status, reason]) => ({ name, makeEvent, status, reason }));

  it.each(cases)('$name → $status, plain text, nothing stored or sent', async ({ makeEvent, status, reason }) => {
    const result = await handle(await makeEvent());

    expect(result.statusCode).toBe(status);
    expectPlainText(result);
    expect(result.body).toMatch(reason);
    expect(result.headers?.['x-quote-reference']).toBeUndefined();
    expect(await stored()).toHaveLength(0);
    expect(await api.inbox.emails()).toHaveLength(0);
    expect(api.logs.at(-1)?.fields).toMatchObject({ outcome: 'rejected', status });
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
