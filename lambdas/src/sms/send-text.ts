/**
 * Texting one phone number through Amazon SNS (Publish with `PhoneNumber`: no topic, no subscription), the way the
 * on-call text goes (lead-claim/on-call-text.ts); docs/decisions/039 says why SNS. Every text is transactional (SNS
 * routes it for delivery, not price), comes from the company's alphanumeric sender ID (UK carriers block texts from
 * international numbers) and carries a maximum price, so no text can cost more than that whatever its length.
 */
import { PublishCommand, SNSClient, type SNSClientConfig } from '@aws-sdk/client-sns';
import { leadClaimEnv } from '@courier/common/api/lambda-env';
import { smsClientLimits } from '../aws/client-config';
import { localClientConfig } from '../aws/local-client-config';

/**
 * The most one text may cost, in US dollars (`AWS.SNS.SMS.MaxPrice`): SNS refuses to send one that would cost more.
 * A UK text part costs about $0.04 (infra/DEPLOY.md 9) and an on-call text is two or three parts, so this only stops
 * a runaway; with the daily cap it bounds a day's worst case (cap × this).
 */
export const maxPriceUsdPerText = 0.5;

/**
 * About what one on-call text costs: two or three parts at about $0.04 each in the UK (DEPLOY.md 9), the link being
 * most of it. What preflight expects the account's monthly SMS spend limit to cover at the daily cap.
 */
export const typicalOnCallTextUsd = 0.12;

/** Deployed: the Lambda's region and role. Locally and in tests, SMS_ENDPOINT points at the stand-in. */
export function snsClientConfigFromEnv(env: Record<string, string | undefined>): SNSClientConfig {
  const endpoint = env[leadClaimEnv.smsEndpoint]?.trim();
  return { ...smsClientLimits(), ...(endpoint ? localClientConfig(endpoint) : {}) };
}

export const snsClientFromEnv = (env: Record<string, string | undefined>) => new SNSClient(snsClientConfigFromEnv(env));

/** Sends `message` to `phone` (E.164) from `senderId`; SNS's message ID, or the error SNS answered (thrown). */
export async function sendText(sns: SNSClient, phone: string, message: string, senderId: string): Promise<string> {
  const attribute = (StringValue: string, DataType = 'String') => ({ DataType, StringValue });
  const { MessageId } = await sns.send(
    new PublishCommand({
      PhoneNumber: phone,
      Message: message,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': attribute('Transactional'),
        'AWS.SNS.SMS.SenderID': attribute(senderId),
        'AWS.SNS.SMS.MaxPrice': attribute(maxPriceUsdPerText.toFixed(2), 'Number'),
      },
    }),
  );
  return MessageId ?? '';
}
