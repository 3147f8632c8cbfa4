/**
 * The on-call phone's texts (lambdas/src/lead-claim/on-call-text.ts, through Amazon SNS): with `onCallPhone` set, the
 * account's SMS sandbox (where SNS texts only the numbers verified in it) and its monthly SMS spend limit (SNS stops
 * texting past it; a new account's is $1). Neither stops a deploy: the texts would, silently, so each is a warning with
 * what to do. Read-only: GetSMSSandboxAccountStatus, ListSMSSandboxPhoneNumbers and GetSMSAttributes.
 */
import {
  GetSMSAttributesCommand,
  GetSMSSandboxAccountStatusCommand,
  ListSMSSandboxPhoneNumbersCommand,
  type SNSClient,
} from '@aws-sdk/client-sns';
import { typicalOnCallTextUsd } from '@courier/lambdas/sms/send-text';
import type { Finding, PreflightContext } from '../check';

/** What a month of texts at the daily cap costs, about (DEPLOY.md 9): what the spend limit should cover. */
export const monthOfTextsUsd = (textsPerDay: number) => Math.ceil(textsPerDay * 31 * typicalOnCallTextUsd);

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
  const phone = config.onCallPhone;
  if (!phone) return [{ check: 'SMS', verdict: 'ok', says: 'No onCallPhone: no texts, nothing to check.' }];
  const findings: Finding[] = [];
  const { IsInSandbox } = await clients.sns.send(new GetSMSSandboxAccountStatusCommand({}));
  if (IsInSandbox) {
    const verified =
      (await sandboxNumbers(clients.sns)).find((number) => number.phone === phone)?.status === 'Verified';
    findings.push({
      check: 'SMS',
      verdict: 'warn',
      says: verified
        ? `The account is in the SMS sandbox (${config.region}): ${phone} is verified, so it gets texts; no other number would.`
        : `The account is in the SMS sandbox (${config.region}) and ${phone} is not verified in it: it would get no text.`,
      todo: [
        ...(verified ? [] : [`SNS console → Text messaging (SMS) → Sandbox destination phone numbers: add ${phone}.`]),
        'Move the account out of the SMS sandbox (SNS console → Text messaging → Exit SMS sandbox; DEPLOY.md 7).',
      ],
    });
  } else
    findings.push({ check: 'SMS', verdict: 'ok', says: `The account is out of the SMS sandbox (${config.region}).` });

  const { attributes } = await clients.sns.send(new GetSMSAttributesCommand({ attributes: ['MonthlySpendLimit'] }));
  const limit = Number(attributes?.MonthlySpendLimit ?? 1);
  const needed = monthOfTextsUsd(config.onCallTextsPerDay);
  findings.push(
    limit >= needed
      ? {
          check: 'SMS',
          verdict: 'ok',
          says: `SMS spend limit $${limit} a month covers a month of texts at the cap (${config.onCallTextsPerDay} a day: about $${needed}).`,
        }
      : {
          check: 'SMS',
          verdict: 'warn',
          says:
            `SMS spend limit $${limit} a month: SNS stops texting past it, and a month at the cap ` +
            `(${config.onCallTextsPerDay} texts a day) costs about $${needed}.`,
          todo: [
            `Request a higher SMS spending quota (Service Quotas or a support case), then set it: aws sns set-sms-attributes --attributes MonthlySpendLimit=${needed} --region ${config.region}`,
            'or lower onCallTextsPerDay.',
          ],
        },
  );
  return findings;
}
