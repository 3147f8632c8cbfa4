/**
 * The night dispatcher's phones through the local stack as `npm start` runs it with ON_CALL_PHONE and a short
 * escalation (issue 51), for the on-call text files: stacks of their own, since the shared one escalates after the
 * deployed 10 minutes; a quote posted as the form posts it; and what every text must be.
 */
import { randomUUID } from 'node:crypto';
import { envName } from '@courier/common/settings/all-settings';
import { ukToday } from '@courier/common/time/uk-time';
import { smsParts } from '@courier/lambdas/sms/gsm-text';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import type { SmsStub } from '@courier/lambdas/test-support/sms-stub';
import { expect } from 'vitest';
import { type LocalStack, startLocalStack } from '../local/local-stack';

export const onCallPhone = '+447700900999';
export const backupPhone = '+447700900888';
/** 3 s: the reminders come at 3 and 6 s, then a text every 3 s window; the local sweeper runs every 2 s. */
export const escalationMinutes = 0.05;
export const intervalMs = escalationMinutes * 60_000;

export const startStack = (env: Record<string, string>) =>
  startLocalStack({
    port: 0,
    inboxPort: 0,
    env: {
      [envName('onCallPhone')]: onCallPhone,
      [envName('leadEscalationMinutes')]: String(escalationMinutes),
      ...env,
    },
    minimumFillSeconds: 0.5,
  });

/** Posts a quote as the form does; its reference. */
export async function post(stack: LocalStack, name: string, fields: Record<string, string> = {}, date = ukToday()) {
  const form = new FormData();
  for (const [field, value] of [...minimalQuoteFields(name, date, fields), ['submission_id', randomUUID()]]) {
    form.append(field as string, value as string);
  }
  const response = await fetch(`${stack.siteUrl}/api/v1.0/email/send-form`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return response.headers.get('x-quote-reference') ?? '';
}

export const smsOf = (stack: LocalStack): SmsStub => {
  if (!stack.sms) throw new Error('ON_CALL_PHONE set, but the stack started no SMS stand-in');
  return stack.sms;
};

/** Every text: the site's words first, no visitor's link, at most three parts. */
export function expectSafeTexts(sms: SmsStub) {
  for (const { message } of sms.texts()) {
    expect(message).toMatch(/^(LAST TEXT TODAY \(the cap of \d+ a day\): )?\d+ unclaimed leads? waiting\. /);
    expect(message).not.toContain('evil');
    expect(smsParts(message)).toBeLessThanOrEqual(3);
  }
}
