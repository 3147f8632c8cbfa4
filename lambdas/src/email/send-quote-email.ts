/**
 * Sends the rendered quote to staff through SES (v1 SendEmail); the client is passed in so tests can point it anywhere.
 * Every text is made well-formed first (a lone surrogate becomes U+FFFD): the SDK cannot encode one, and a quote
 * stored before the schema refused them must still reach staff.
 */
import { type SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { sesRecipientTag } from '@courier/common/api/lambda-env';
import { wellFormedText } from '@courier/common/quote/text-characters';
import type { QuoteEmail } from './html';
import type { MailSettings } from './mail-env';
import { sendBuilt } from './renewing-ses-client';

export interface StaffEmail extends QuoteEmail {
  /** The customer, so staff can answer with a plain reply; none for a digest of many customers' quotes. */
  replyTo?: string;
}

/**
 * The message tags that let SES's reports of staff's email (delivered, bounced…) find their quote: its table
 * key and its reference. Both are tag-safe (a lower-case UUID, and Q- with letters and digits).
 */
export const quoteMailTags = { quoteId: 'quote', reference: 'reference' } as const;

/** SES text in UTF-8, well-formed whatever was stored. */
const utf8 = (data: string) => ({ Data: wellFormedText(data), Charset: 'UTF-8' });

/**
 * Sends `email` from the site's sender with the configuration set, `tags` and `addressing`. Resolves with the SES
 * message ID; rejects with the SDK's error when SES refuses or cannot be reached, or with a RequestNotBuiltError when
 * no request could be built from the email (the quote's own fault: never retried as it is).
 */
async function sendFromSite(
  ses: SESClient,
  settings: MailSettings,
  email: QuoteEmail,
  tags: { Name: string; Value: string }[],
  addressing: { Destination: { ToAddresses: string[] }; ReplyToAddresses?: string[] },
): Promise<string> {
  const result = await sendBuilt(
    ses,
    new SendEmailCommand({
      Source: settings.senderEmail,
      ConfigurationSetName: settings.configurationSetName,
      Tags: tags,
      ...addressing,
      Message: { Subject: utf8(email.subject), Body: { Text: utf8(email.text), Html: utf8(email.html) } },
    }),
  );
  return result.MessageId ?? '';
}

/** Sends a quote (or a digest) to staff, tagged with the quote so SES's reports of it find it. */
export async function sendQuoteEmail(
  ses: SESClient,
  email: StaffEmail,
  settings: MailSettings,
  quote: { reference: string; quoteId: string },
): Promise<string> {
  const tags = [
    { Name: sesRecipientTag.name, Value: sesRecipientTag.staff },
    { Name: quoteMailTags.quoteId, Value: quote.quoteId },
    { Name: quoteMailTags.reference, Value: quote.reference },
  ];
  return sendFromSite(ses, settings, email, tags, {
    Destination: { ToAddresses: settings.staffEmails },
    ...(email.replyTo ? { ReplyToAddresses: [wellFormedText(email.replyTo)] } : {}),
  });
}

/**
 * Sends an email to the customer (the acknowledgement, the claim's note), tagged `recipient=customer`; staff are the
 * reply-to, so a reply reaches a person.
 */
export async function sendCustomerEmail(
  ses: SESClient,
  email: QuoteEmail,
  customer: string,
  settings: MailSettings,
): Promise<string> {
  return sendFromSite(ses, settings, email, [{ Name: sesRecipientTag.name, Value: sesRecipientTag.customer }], {
    Destination: { ToAddresses: [wellFormedText(customer)] },
    ReplyToAddresses: settings.staffEmails,
  });
}
