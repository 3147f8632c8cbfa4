/**
 * The day's cap on the on-call texts (issue 51 D): with ON_CALL_TEXTS_PER_DAY=4 the fourth text says it is the last,
 * operations get an email, and no fifth goes.
 */
import { envName } from '@courier/common/settings/all-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../local/local-stack';
import { inboxEmails, uniqueName } from './inbox';
import { expectSafeTexts, intervalMs, post, smsOf, startStack } from './on-call-stack';

describe('with ON_CALL_TEXTS_PER_DAY=4', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startStack({ [envName('onCallTextsPerDay')]: '4' });
  });
  afterAll(() => stack?.stop());

  it('the fourth text says it is the last, operations get an email, and no fifth goes', async () => {
    const sms = smsOf(stack);
    await post(stack, uniqueName('Cap Test'));
    await expect.poll(() => sms.texts().length, { timeout: 60_000 }).toBe(4);
    const texts = sms.texts();
    expect(texts.slice(0, 3).every((text) => text.message.startsWith('1 unclaimed lead waiting.'))).toBe(true);
    expect(texts[3]?.message).toMatch(/^LAST TEXT TODAY \(the cap of 4 a day\): 1 unclaimed lead waiting\./);
    await expect
      .poll(async () => (await inboxEmails(stack.inboxUrl)).map((email) => email.subject), { timeout: 10_000 })
      .toContain("On-call texts stopped until midnight UTC: +44 7700 900999 has had today's 4");
    await new Promise((resolve) => setTimeout(resolve, 3 * intervalMs));
    expect(sms.texts()).toHaveLength(4);
    expectSafeTexts(sms);
  });
});
