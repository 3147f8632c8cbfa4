/**
 * The on-call phones' texts (lambdas/src/lead-claim/on-call-text.ts, through Amazon SNS): with `onCallPhone` set, the
 * account's SMS sandbox (where SNS texts only the numbers verified in it) and its monthly SMS spend limit (SNS stops
 * texting past it; a new account's is $1). Production refuses both (issue 51): texts that would stop, or never go, are
 * the silence the texts exist to end. A staging deployment is only warned. The synth has checked already that
 * `smsMonthlySpendLimitUsd` covers a month of texts at the cap (common/src/settings/settings-checks.ts); this checks
 * the account has that limit. Read-only: GetSMSSandboxAccountStatus, ListSMSSandboxPhoneNumbers and GetSMSAttributes.
 */
import {
  GetSMSAttributesCommand,
  GetSMSSandboxAccountStatusCommand,
  ListSMSSandboxPhoneNumbersCommand,
  type SNSClient,
} from '@aws-sdk/client-sns';
import type { Finding, PreflightContext, Verdict } from '../check';

/** The sandbox's verified numbers, every page. */
async function sandboxNumbers(sns: SNSClient): Promise<{ phone: string; status: string }[]> {
  const numbers: { phone: string; status: string }[] = [];
  let NextToken: string | undefined;
  do {
    const page = await sns.send(new ListSMSSandboxPhoneNumbersCommand({ ...(NextToken ? { NextToken } : {}) }));
    for (const number of page.PhoneNumbers ?? []) {
      numbers.push({ phone: number.PhoneNumber ?? '', status: number.Status ?? '' });
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return numbers;
}

export async function checkSms({ config, clients }: PreflightContext): Promise<Finding[]> {
  const phones = [config.onCallPhone, config.onCallBackupPhone].filter((phone): phone is string => !!phone);
  if (!config.onCallPhone)
    return [{ check: 'SMS', verdict: 'ok', says: 'No onCallPhone: no texts, nothing to check.' }];
  // What the texts cannot do without: in production a refusal, in staging a warning.
  const notWithout: Verdict = config.stage === 'production' ? 'no-go' : 'warn';
  const findings: Finding[] = [];
  const { IsInSandbox } = await clients.sns.send(new GetSMSSandboxAccountStatusCommand({}));
  if (IsInSandbox) {
    const verified = new Set(
      (await sandboxNumbers(clients.sns)).filter((n) => n.status === 'Verified').map((n) => n.phone),
    );
    const unverified = phones.filter((phone) => !verified.has(phone));
    findings.push({
      check: 'SMS',
      verdict: notWithout,
      says:
        `The account is in the SMS sandbox (${config.region}): SNS texts only the numbers verified in it` +
        (unverified.length > 0
          ? `, and ${unverified.join(' and ')} ${unverified.length > 1 ? 'are' : 'is'} not.`
          : '.') +
        (config.stage === 'production' ? ' Production needs texts to reach whoever is on call.' : ''),
      todo: [
        'Move the account out of the SMS sandbox (SNS console → Text messaging → Exit SMS sandbox; DEPLOY.md 7).',
        ...unverified.map(
          (phone) =>
            `Until then: SNS console → Text messaging (SMS) → Sandbox destination phone numbers: add ${phone}.`,
        ),
      ],
    });
  } else
    findings.push({ check: 'SMS', verdict: 'ok', says: `The account is out of the SMS sandbox (${config.region}).` });

  const { attributes } = await clients.sns.send(new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] }));
  const limit = Number(attributes?.MonthlySpendLimit ?? 1);
  const stated = config.smsMonthlySpendLimitUsd;
  findings.push(
    limit >= stated
      ? {
          check: 'SMS',
          verdict: 'ok',
          says:
            `SMS spend limit $${limit} a month, at least smsMonthlySpendLimitUsd $${stated} (a month of texts at the ` +
            `cap); the spend alarm rings at 80% of $${stated}.`,
        }
      : {
          check: 'SMS',
          verdict: notWithout,
          says:
            `SMS spend limit $${limit} a month, below smsMonthlySpendLimitUsd $${stated}: SNS would stop texting ` +
            'before a month of texts at the cap, and before the spend alarm rang.',
          todo: [
            `Request a higher SMS spending quota (Service Quotas or a support case), then set it: aws sns set-sms-attributes --attributes MonthlySpendLimit=${stated} --region ${config.region}`,
            'or lower onCallTextsPerDay and smsMonthlySpendLimitUsd together (the synth says what the cap needs).',
          ],
        },
  );
  return findings;
}
