/** One quote submission: validate, drop spam, store. Returns what happened; the handler decides the answer. */
import { randomUUID } from 'node:crypto';
import { readQuoteProvenance } from '@courier/common/quote/quote-provenance';
import {
  type FieldError,
  fillTimeField,
  honeypotField,
  type QuoteRequest,
  validateQuote,
} from '@courier/common/quote/quote-schema';
import { newQuoteReference } from './quote-email';
import { type QuoteTable, storeQuote } from './quote-store';
import type { QuoteEstimator } from './server-estimate';

/** People take longer than this to fill the form; scripts do not. */
const minimumFillSeconds = 3;

/** What may be logged about a quote: nothing that identifies the customer. */
export interface QuoteFacts {
  vehicle: string;
  stops: number;
}

export type QuoteOutcome =
  /** Durable: staff will be mailed by the sender. `created` is false for a repeat of a stored submission. */
  | { outcome: 'stored'; facts: QuoteFacts; reference: string; created: boolean }
  | { outcome: 'spam'; facts: QuoteFacts; reason: 'honeypot' | 'fill_time' }
  | { outcome: 'rejected'; errors: FieldError[] }
  | { outcome: 'store_failed'; facts: QuoteFacts; error: unknown };

export interface SubmitQuoteContext {
  table: QuoteTable;
  /** UK date (YYYY-MM-DD) the pickup may not be before. */
  today: string;
  now: Date;
  retentionDays: number;
  /** The server's own figures for the journey, stored with the quote (server-estimate.ts). */
  estimate?: QuoteEstimator;
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
  const provenance = readQuoteProvenance(params);
  if (!validation.ok || !provenance.ok) {
    const errors = [...(validation.ok ? [] : validation.errors), ...(provenance.ok ? [] : provenance.errors)];
    return { outcome: 'rejected', errors };
  }
  const { quote } = validation;
  const facts = factsOf(quote);

  const spam = spamReason(params);
  if (spam) return { outcome: 'spam', facts, reason: spam };

  const estimate = await context.estimate?.(quote);
  try {
    const stored = await storeQuote(context.table, {
      // Without a submission ID (an EmailJS caller) every post is a new quote.
      id: provenance.provenance.submissionId ?? randomUUID(),
      reference: newQuoteReference(),
      quote,
      provenance: provenance.provenance,
      ...(estimate ? { estimate } : {}),
      now: context.now,
      retentionDays: context.retentionDays,
    });
    return { outcome: 'stored', facts, ...stored };
  } catch (error) {
    return { outcome: 'store_failed', facts, error };
  }
}
