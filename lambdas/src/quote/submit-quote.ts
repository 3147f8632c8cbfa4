/** One quote submission: validate, drop spam, render, send. Returns what happened; the handler decides the answer. */
import type { SESClient } from '@aws-sdk/client-ses';
import {
  type FieldError,
  fillTimeField,
  honeypotField,
  type QuoteRequest,
  validateQuote,
} from '@courier/common/quote/quote-schema';
import { renderQuoteEmail } from './quote-email';
import { type MailSettings, sendQuoteEmail } from './send-quote-email';

/** People take longer than this to fill the form; scripts do not. */
const minimumFillSeconds = 3;

/** What may be logged about a quote: nothing that identifies the customer. */
export interface QuoteFacts {
  vehicle: string;
  stops: number;
}

export type QuoteOutcome =
  | { outcome: 'sent'; facts: QuoteFacts; messageId: string }
  | { outcome: 'spam'; facts: QuoteFacts; reason: 'honeypot' | 'fill_time' }
  | { outcome: 'rejected'; errors: FieldError[] }
  | { outcome: 'ses_failed'; facts: QuoteFacts; error: unknown };

export interface SubmitQuoteContext {
  ses: SESClient;
  mail: MailSettings;
  /** UK date (YYYY-MM-DD) the pickup may not be before. */
  today: string;
  reference: string;
}

function spamReason(params: Record<string, string>): 'honeypot' | 'fill_time' | null {
  if ((params[honeypotField] ?? '').trim()) return 'honeypot';
  // Absent is fine (the SDK's `send` has no timer); present but not a plausible time is a script.
  const fillTime = (params[fillTimeField] ?? '').trim();
  if (fillTime && !(Number(fillTime) >= minimumFillSeconds)) return 'fill_time';
  return null;
}

const factsOf = (quote: QuoteRequest): QuoteFacts => ({ vehicle: quote.vehicle_type, stops: quote.stops.length });

export async function submitQuote(params: Record<string, string>, context: SubmitQuoteContext): Promise<QuoteOutcome> {
  const validation = validateQuote(params, context.today);
  if (!validation.ok) return { outcome: 'rejected', errors: validation.errors };
  const { quote } = validation;
  const facts = factsOf(quote);

  const spam = spamReason(params);
  if (spam) return { outcome: 'spam', facts, reason: spam };

  const email = { ...renderQuoteEmail(quote, context.reference), replyTo: quote.from_email };
  try {
    const messageId = await sendQuoteEmail(context.ses, email, context.mail);
    return { outcome: 'sent', facts, messageId };
  } catch (error) {
    return { outcome: 'ses_failed', facts, error };
  }
}
