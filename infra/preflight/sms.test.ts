/**
 * Preflight's SMS check (issues 45 C and 51 F): the SMS sandbox and the monthly spend limit, when there is an on-call
 * phone; in production each is a refusal, in staging a warning.
 */
import {
  GetSMSAttributesCommand,
  GetSMSSandboxAccountStatusCommand,
  ListSMSSandboxPhoneNumbersCommand,
} from '@aws-sdk/client-sns';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanAccount, linesOf, mocks, preflight, production, verdict } from './preflight-fixture';

/** Two phones at the default cap: 72 texts × 2 × 31 days × $0.25 = $1116, which the synth asks the limit to cover. */
const phones = ['-c', 'onCallPhone=+447700900999', '-c', 'onCallBackupPhone=+447700900888'];
const withPhones = [...production, ...phones, '-c', 'smsMonthlySpendLimitUsd=1116'];
const stagingWithPhones = [...phones, '-c', 'smsMonthlySpendLimitUsd=1116'];

beforeEach(cleanAccount);

describe('SMS', () => {
  it('has nothing to check without an on-call phone, and asks SNS nothing', async () => {
    const { text } = await preflight();
    expect(linesOf(text, 'SMS')).toEqual([
      expect.stringMatching(/ok +SMS +No onCallPhone: no texts, nothing to check\./),
    ]);
    expect(mocks.sns.commandCalls(GetSMSSandboxAccountStatusCommand)).toHaveLength(0);
  });

  it('is all ok out of the sandbox with the spend limit the stack states', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: false });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1200' } });
    const { text, go } = await preflight(withPhones);
    expect(linesOf(text, 'SMS').join('\n')).toMatch(
      /out of the SMS sandbox[\s\S]*\$1200 a month, at least smsMonthlySpendLimitUsd \$1116[\s\S]*80% of \$1116/,
    );
    expect(linesOf(text, 'SMS').join('\n')).not.toMatch(/WARN|NO-GO/);
    expect(go).toBe(true);
  });

  it('refuses production in the SMS sandbox, even with both phones verified there', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: true });
    mocks.sns.on(ListSMSSandboxPhoneNumbersCommand).resolves({
      PhoneNumbers: [
        { PhoneNumber: '+447700900999', Status: 'Verified' },
        { PhoneNumber: '+447700900888', Status: 'Verified' },
      ],
    });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1116' } });
    const { text, go } = await preflight(withPhones);
    expect(linesOf(text, 'SMS').join('\n')).toMatch(/NO-GO +SMS +The account is in the SMS sandbox \(eu-west-2\)/);
    expect(go).toBe(false);
    expect(verdict(text)).toMatch(/NO-GO/);
  });

  it('refuses production with a spend limit below what the stack states, and says how to raise it', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: false });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1' } });
    const { text, go } = await preflight(withPhones);
    const sms = linesOf(text, 'SMS').join('\n');
    expect(sms).toMatch(/NO-GO +SMS +SMS spend limit \$1 a month, below smsMonthlySpendLimitUsd \$1116/);
    expect(sms).toMatch(/MonthlySpendLimit=1116/);
    expect(go).toBe(false);
  });

  it('only warns a staging deployment, naming each phone the sandbox has not verified', async () => {
    mocks.sns.on(GetSMSSandboxAccountStatusCommand).resolves({ IsInSandbox: true });
    mocks.sns
      .on(ListSMSSandboxPhoneNumbersCommand)
      .resolvesOnce({ PhoneNumbers: [{ PhoneNumber: '+447700900111', Status: 'Verified' }], NextToken: 'next' })
      .resolvesOnce({ PhoneNumbers: [{ PhoneNumber: '+447700900999', Status: 'Pending' }] });
    mocks.sns.on(GetSMSAttributesCommand).resolves({ attributes: { MonthlySpendLimit: '1' } });
    const { text, go } = await preflight(stagingWithPhones);
    const sms = linesOf(text, 'SMS').join('\n');
    expect(sms).toMatch(
      /WARN +SMS +The account is in the SMS sandbox \(eu-west-2\): SNS texts only the numbers verified in it, and \+447700900999 and \+447700900888 are not/,
    );
    expect(sms).toMatch(/add \+447700900999[\s\S]*add \+447700900888/);
    expect(sms).toMatch(/WARN +SMS +SMS spend limit \$1 a month, below smsMonthlySpendLimitUsd \$1116/);
    expect(go).toBe(true);
  });
});
