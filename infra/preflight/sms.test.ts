/** Preflight's SMS check (issue 45 C): the SMS sandbox and the monthly spend limit, when there is an on-call phone. */
import {
  GetSMSAttributesCommand,
  GetSMSSandboxAccountStatusCommand,
  ListSMSSandboxPhoneNumbersCommand,
} from '@aws-sdk/client-sns';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanAccount, linesOf, mocks, preflight, production, verdict } from './preflight-fixture';

const withPhone = [...production, '-c', 'onCallPhone=+447700900999'];

beforeEach(cleanAccount);

describe('SMS', () => {
  it('has nothing to check without an on-call phone, and asks SNS nothing', async () => {
    const { text } = await preflight();
    expect(linesOf(text, 'SMS')).toEqual([
      expect.stringMatching(/ok +SMS +No onCallPhone: no texts, nothing to check\./),
    ]);
    expect(mocks.sns.commandCalls(GetSMSSandboxAccountStatusCommand)).toHaveLength(0);
  });

  it('is all ok out of the sandbox with a spend limit that covers a month at the cap', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: false });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '50' } });
    const { text, go } = await preflight(withPhone);
    expect(linesOf(text, 'SMS').join('\n')).toMatch(
      /out of the SMS sandbox[\s\S]*\$50 a month covers a month of texts at the cap \(10 a day: about \$38\)/,
    );
    expect(linesOf(text, 'SMS').join('\n')).not.toMatch(/WARN/);
    expect(go).toBe(true);
  });

  it('warns in the sandbox when the on-call phone is not verified there, and of the $1 default spend limit', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: true });
    mocks.sns
      .on(ListSMSSandboxPhoneNumbersCommand)
      .resolvesOnce({ PhoneNumbers: [{ PhoneNumber: '+447700900111', Status: 'Verified' }], NextToken: 'next' })
      .resolvesOnce({ PhoneNumbers: [{ PhoneNumber: '+447700900999', Status: 'Pending' }] });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1' } });
    const { text, go } = await preflight(withPhone);
    const sms = linesOf(text, 'SMS').join('\n');
    expect(sms).toMatch(
      /WARN +SMS +The account is in the SMS sandbox \(eu-west-2\) and \+447700900999 is not verified in it/,
    );
    expect(sms).toMatch(/add \+447700900999/);
    expect(sms).toMatch(/WARN +SMS +SMS spend limit \$1 a month: SNS stops texting past it/);
    expect(sms).toMatch(/MonthlySpendLimit=38/);
    // Warnings: the deploy works; the texts would not.
    expect(go).toBe(true);
    expect(verdict(text)).toMatch(/GO/);
  });

  it('says a verified number in the sandbox gets its texts', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: true });
    mocks.sns
      .on(ListSMSSandboxPhoneNumbersCommand)
      .resolves({ PhoneNumbers: [{ PhoneNumber: '+447700900999', Status: 'Verified' }] });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '100' } });
    const { text } = await preflight(withPhone);
    expect(linesOf(text, 'SMS').join('\n')).toMatch(
      /\+447700900999 is verified, so it gets texts; no other number would/,
    );
  });
});
