/**
 * Texting one phone number through Amazon SNS (Publish with `PhoneNumber`: no topic, no subscription), the way the
 * on-call text goes (lead-claim/on-call-text.ts); docs/decisions/039 says why SNS. Every text is transactional (SNS
 * routes it for delivery, not price), comes from the company's alphanumeric sender ID (UK carriers block texts from
 * international numbers) and carries a maximum price (`maxPriceUsdPerText`), so no text can cost more than that.
 */
import { PublishCommand, SNSClient, type SNSClientConfig } from '@aws-sdk/client-sns';
import { leadClaimEnv } from '@courier/common/api/lambda-env';
import { maxPriceUsdPerText } from '@courier/common/api/on-call-settings';
import { smsClientLimits } from '../aws/client-config';
import { localClientConfig } from '../aws/local-client-config';

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
