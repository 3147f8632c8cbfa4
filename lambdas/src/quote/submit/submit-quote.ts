/** One quote submission: validate, drop spam, store. Returns what happened; the handler decides the answer. */

import { createHash, randomUUID } from 'node:crypto';
import { submissionIdField } from '@courier/common/quote/journey';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { type QuoteProvenance, readQuoteProvenance } from '@courier/common/quote/quote-provenance';
import { type FieldError, fillTimeField, honeypotField, validateQuote } from '@courier/common/quote/quote-schema';
import { quoteSettings } from '@courier/common/settings/quotes';
import { quotePreStoreMs } from '../../aws/client-config';
import type { LimitDecision, QuoteLimits } from '../store/quote-limits';
import { getQuote } from '../store/quote-record';
import type { DeliveryChannel, HeldReason, QuoteTable } from '../store/quote-table';
import { storeQuote } from '../store/store-quote';
import { newQuoteReference } from './quote-reference';
import type { QuoteEstimator } from './server-estimate';

/** People take longer than this to fill the form; scripts do not. */
export const minimumFillSeconds = quoteSettings.quoteMinimumFillSeconds.default;

/** What may be logged about a quote: nothing that identifies the customer. */
export interface QuoteFacts {
  vehicle: string;
  stops: number;
}

export type SpamReason = 'honeypot' | 'fill_time';

export type QuoteOutcome =
  /**
   * Durable: staff will get it. `created` is false for a repeat of a stored submission; `route` says how a new one
   * reaches staff: its own email, the wave digest, or held past a cap for the held-quotes digest (quote-limits.ts).
   */
  | { outcome: 'stored'; facts: QuoteFacts; reference: string; created: boolean; route: LimitDecision }
  | { outcome: 'spam'; facts: QuoteFacts; reason: SpamReason }
  /**
   * Sent without JavaScript and not yet confirmed from a check page old enough: ask the visitor to check and send.
   * `tooSoon`: it came from a valid check page, sent again before the minimum fill time. `quote`: the answers, valid.
   */
  | { outcome: 'unconfirmed'; facts: QuoteFacts; contentHash: string; tooSoon: boolean; quote: QuoteRequest }
  | { outcome: 'rejected'; errors: FieldError[] }
  | { outcome: 'store_failed'; facts: QuoteFacts; error: unknown };

/**
 * How long the visitor took: `posted` reads the form's own `fill_seconds`, which the site's form must send;
 * `signed` is the age of the check page's token (form-token.ts) for a form sent without JavaScript, issued for this
 * content and this submission ID, or null when the post carries no such token.
 */
export type FillTiming =
  | { kind: 'posted'; siteForm: boolean }
  | { kind: 'signed'; ageOf: (contentHash: string, submissionId: string) => number | null };

export interface SubmitQuoteContext {
  table: QuoteTable;
  /** UK date (YYYY-MM-DD) the pickup may not be before. */
  today: string;
  now: Date;
  retentionDays: number;
  timing?: FillTiming;
  /** The server's own figures for the journey, stored with the quote (server-estimate.ts). */
  estimate?: QuoteEstimator;
  /** The caps and the wave rate (quote-limits.ts), with the client's IP bound in; none: no limits. */
  limits?: (quote: QuoteRequest) => ReturnType<QuoteLimits>;
  /** Time for everything before the store; quotePreStoreMs unless a test needs less. */
  preStoreMs?: number;
  /** The fill time below which a post is a script's; minimumFillSeconds unless a test needs less. */
  minimumFillSeconds?: number;
  /** The post carries the operator's proof (test-mark.ts): a smoke test's quote, stored marked as one. */
  test?: boolean;
}

/**
 * The site's own form posts to send-form and always carries its honeypot and submission ID fields (empty without
 * JavaScript); an EmailJS SDK caller posts only the template parameters it chooses (decision 003).
 */
export const carriesSiteFormFields = (params: Record<string, string>) =>
  honeypotField in params || submissionIdField in params;

// Whole or decimal seconds as the form writes them: not "Infinity", "0x10", "1e3" or " 5 ".
const secondsShape = /^\d{1,7}(?:\.\d{1,3})?$/;

/** The site's form must send a plausible fill time (absent or malformed is a script's); an SDK caller may leave it out. */
function postedFillTimeIsTooFast(params: Record<string, string>, siteForm: boolean, minimum: number): boolean {
  const fillTime = params[fillTimeField] ?? '';
  if (!fillTime) return siteForm;
  return !secondsShape.test(fillTime) || Number(fillTime) < minimum;
}

const factsOf = (quote: QuoteRequest): QuoteFacts => ({ vehicle: quote.vehicle_type, stops: quote.stops.length });

/** Object keys in sorted order, so equal content always hashes alike. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : typeof value === 'string'
      ? value.replace(/\r\n?/g, '\n')
      : value;

/**
 * What the quote says, as a hash: the job and where its figures came from, not the submission ID or the fill
 * time. Line breaks are compared as \n, as browsers may send a text area's either way.
 */
export function quoteContentHash(quote: QuoteRequest, provenance: QuoteProvenance): string {
  const content = { quote, estimateSource: provenance.estimateSource, estimateRoute: provenance.estimateRoute };
  return createHash('sha256').update(JSON.stringify(content, sortedKeys)).digest('hex');
}

/** A stable UUID for other content sent under a submission ID already stored: its own quote, its own reference. */
function idForOtherContent(submissionId: string, contentHash: string): string {
  const hex = createHash('sha256').update(`${submissionId}\n${contentHash}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function submitQuote(params: Record<string, string>, context: SubmitQuoteContext): Promise<QuoteOutcome> {
  const validation = validateQuote(params, context.today);
  const provenance = readQuoteProvenance(params);
  if (!validation.ok || !provenance.ok) {
    const errors = [...(validation.ok ? [] : validation.errors), ...(provenance.ok ? [] : provenance.errors)];
    // A field both checks refuse (an ill-formed estimate route) is named once.
    return { outcome: 'rejected', errors: errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i) };
  }
  const { quote } = validation;
  const facts = factsOf(quote);
  const contentHash = quoteContentHash(quote, provenance.provenance);
  const storedProvenance: QuoteProvenance = context.test
    ? { ...provenance.provenance, test: true }
    : provenance.provenance;

  if ((params[honeypotField] ?? '').trim()) return { outcome: 'spam', facts, reason: 'honeypot' };
  const timing = context.timing ?? { kind: 'posted', siteForm: carriesSiteFormFields(params) };
  const { submissionId } = provenance.provenance;
  const minimumFill = context.minimumFillSeconds ?? minimumFillSeconds;
  if (timing.kind === 'signed') {
    // The token names its submission ID: posted with another ID, or none, it is no token.
    const age = submissionId ? timing.ageOf(contentHash, submissionId) : null;
    if (age === null || age < minimumFill) {
      return { outcome: 'unconfirmed', facts, contentHash, tooSoon: age !== null, quote };
    }
  } else if (postedFillTimeIsTooFast(params, timing.siteForm, minimumFill)) {
    return { outcome: 'spam', facts, reason: 'fill_time' };
  }

  // Before the store, everything together within quotePreStoreMs: each step that runs out gives way.
  const deadline = Date.now() + (context.preStoreMs ?? quotePreStoreMs);
  const left = () => Math.max(0, deadline - Date.now());
  const noLimit: LimitDecision = { route: 'single' };
  try {
    // A retry of a stored submission keeps its reference and counts against no limit.
    const earlier = submissionId ? await within(left(), getQuote(context.table, submissionId), undefined) : undefined;
    const repeat =
      submissionId && earlier && quoteContentHash(earlier.quote, earlier.provenance) !== contentHash
        ? await within(left(), getQuote(context.table, idForOtherContent(submissionId, contentHash)), undefined)
        : earlier;
    if (repeat) return { outcome: 'stored', facts, reference: repeat.reference, created: false, route: noLimit };
    const limit = context.limits ? await within(left(), context.limits(quote), noLimit) : noLimit;
    const estimate = await context.estimate?.(quote, left());
    const record = (id: string) => ({
      id,
      reference: newQuoteReference(),
      quote,
      provenance: storedProvenance,
      ...(estimate ? { estimate } : {}),
      channel: channelOf[limit.route],
      ...heldMark(limit),
      now: context.now,
      retentionDays: context.retentionDays,
    });
    const stored = (result: { reference: string; created: boolean }): QuoteOutcome => ({
      outcome: 'stored',
      facts,
      ...result,
      route: result.created ? limit : noLimit,
    });
    // Without a submission ID (an EmailJS caller) every post is a new quote.
    if (!submissionId) return stored(await storeQuote(context.table, record(randomUUID())));
    // One rule for every path, a check page's signed send too: a submission ID and its content make one quote.
    const first = await storeQuote(context.table, record(submissionId));
    if (first.created) return stored(first);
    // Stored meanwhile (a double click): the same quote keeps its reference; other content is a new quote.
    const existing = await getQuote(context.table, submissionId);
    if (existing && quoteContentHash(existing.quote, existing.provenance) === contentHash) return stored(first);
    return stored(await storeQuote(context.table, record(idForOtherContent(submissionId, contentHash))));
  } catch (error) {
    return { outcome: 'store_failed', facts, error };
  }
}

/** The pending-index channel a stored quote waits in, by how it reaches staff. */
const channelOf: Record<LimitDecision['route'], DeliveryChannel> = { single: 'staff', digest: 'digest', held: 'held' };

/** The held mark of a quote the limits did not let have an email of its own: the cap it passed, or the wave. */
const heldMark = (limit: LimitDecision): { held?: HeldReason } =>
  limit.route === 'held' ? { held: limit.cap } : limit.route === 'digest' ? { held: 'wave' } : {};

/** The promise's value, or `fallback` once `ms` have passed (a failure gives way too). */
async function within<T, F>(ms: number, promise: Promise<T>, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
