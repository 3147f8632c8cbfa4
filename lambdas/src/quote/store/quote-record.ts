/** A quote as the table holds it, read from its item: with its personal data (`QuoteRecord`) or erased. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { QuoteProvenance } from '@courier/common/quote/quote-provenance';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { documentClient, type Item, numberOf, textOf } from '../../aws/document-client';
import { type LeadEvent, leadHistoryFromItem } from './lead-history';
import { firstQuotedAtOf, type LeadOutcome, leadOutcomeFromItem } from './lead-outcome-item';
import { type LeadOwner, type LeadTexts, leadOwnerFromItem, leadTextsFromItem } from './lead-owner-item';
import type { MailStatus } from './mail-status';
import {
  awaitingAttr,
  type DeliveryChannel,
  digestChannels,
  type HeldReason,
  heldAttr,
  heldReasons,
  nextTryAtAttr,
  type QuoteStatus,
  type QuoteTable,
  quoteKind,
} from './quote-table';

/** A quote as stored: what staff are mailed, and where its delivery stands. */
export interface QuoteRecord {
  id: string;
  reference: string;
  status: QuoteStatus;
  receivedAt: string;
  quote: QuoteRequest;
  provenance: QuoteProvenance;
  /** The server's figures for the journey, worked out when it was stored (none on quotes stored before them). */
  estimate?: ServerEstimate;
  /** Send attempts started so far. */
  attempts: number;
  lastAttemptAt?: string;
  /** Name of the last send error (never its message: SES messages can quote addresses). */
  lastError?: string;
  sentAt?: string;
  /** Earliest time (epoch ms) the sweeper tries a pending quote again. */
  nextTryAt?: number;
  /** Sends whose outcome is unknown (timed out after the request left): SES may have accepted them. */
  unknownOutcomes: number;
  mailStatus?: MailStatus;
  mailStatusAt?: string;
  /** Whether the customer's acknowledgement went out: sent, rate_limited, failed or off. */
  acknowledgement?: string;
  /** Pending, and waiting for a digest (the wave's, or the held quotes') rather than an email of its own. */
  inDigest: boolean;
  /** Pending: the channel it waits in. */
  channel?: DeliveryChannel;
  /** Why it had no email of its own when stored (the held mark, quote-table.ts), if it had none. */
  held?: HeldReason;
  /** The staff member who took it (a lead claim: lead-claim/), unless nobody has yet. */
  owner?: LeadOwner;
  /** What happened to the lead, oldest first (lead-history.ts): empty for a quote stored before histories. */
  history: LeadEvent[];
  /** The on-call texts that named it while it waited, all of them (the history keeps the first few). */
  texts?: LeadTexts;
  /** The latest outcome staff recorded (lead-outcome-item.ts), unless none yet. */
  outcome?: LeadOutcome;
  /** When it was first marked quoted (ISO), if it was. */
  firstQuotedAt?: string;
}

/**
 * A quote whose personal data was erased on request (`npm run quotes -- erase`, docs/decisions/025): what its record
 * keeps. Senders never see one (`getQuote` and leases pass it by); the operator's listing does.
 */
export interface ErasedQuote {
  id: string;
  reference: string;
  status: QuoteStatus;
  receivedAt: string;
  attempts: number;
  lastError?: string;
  sentAt?: string;
  mailStatus?: MailStatus;
  erased: Erasure;
  /** The held mark: a fact about how it arrived, not the customer's data, kept so the figures stay true. */
  held?: HeldReason;
  /** Who on staff took it: staff's data, not the customer's, kept so the period's claim figures stay true. */
  owner?: LeadOwner;
  /** The lead's history: staff's names and the on-call phone, none of the customer's data. */
  history: LeadEvent[];
  texts?: LeadTexts;
  /** The latest outcome, without its note (staff's words about the customer go with the rest). */
  outcome?: LeadOutcome;
  firstQuotedAt?: string;
}

/** When a quote was erased, and by whom (an AWS identity's ARN, or `local user NAME`). */
export interface Erasure {
  at: string;
  by: string;
}

/** Any quote in the table: with its personal data, or erased. */
export type StoredQuote = QuoteRecord | ErasedQuote;

export const isErased = (quote: StoredQuote): quote is ErasedQuote => 'erased' in quote;

/** The held mark an item carries, if it is one of the reasons. */
function heldOf(item: Item): { held?: HeldReason } {
  const held = textOf(item, heldAttr) as HeldReason | undefined;
  return held && heldReasons.includes(held) ? { held } : {};
}

export function fromItem(item: Item): QuoteRecord {
  const text = (name: string) => textOf(item, name);
  const owner = leadOwnerFromItem(item);
  const nextTryAt = numberOf(item, nextTryAtAttr);
  const stored = JSON.parse(text('request') ?? '{}') as {
    quote: QuoteRequest;
    provenance: QuoteProvenance;
    estimate?: ServerEstimate;
  };
  return {
    id: text('id') ?? '',
    reference: text('reference') ?? '',
    status: text('status') as QuoteStatus,
    receivedAt: text('receivedAt') ?? '',
    quote: stored.quote,
    provenance: stored.provenance ?? {},
    ...(stored.estimate ? { estimate: stored.estimate } : {}),
    attempts: numberOf(item, 'attempts') ?? 0,
    unknownOutcomes: numberOf(item, 'unknownOutcomes') ?? 0,
    inDigest: digestChannels.includes(text(awaitingAttr) as DeliveryChannel),
    ...(text(awaitingAttr) ? { channel: text(awaitingAttr) as DeliveryChannel } : {}),
    ...heldOf(item),
    ...(nextTryAt !== undefined ? { nextTryAt } : {}),
    ...(text('mailStatus') ? { mailStatus: text('mailStatus') as MailStatus } : {}),
    ...(text('mailStatusAt') ? { mailStatusAt: text('mailStatusAt') } : {}),
    ...(text('lastAttemptAt') ? { lastAttemptAt: text('lastAttemptAt') } : {}),
    ...(text('lastError') ? { lastError: text('lastError') } : {}),
    ...(text('sentAt') ? { sentAt: text('sentAt') } : {}),
    ...(text('acknowledgement') ? { acknowledgement: text('acknowledgement') } : {}),
    ...(owner ? { owner } : {}),
    history: leadHistoryFromItem(item),
    ...textsOf(item),
    ...outcomeOf(item),
  };
}

/** The texts that named the lead, when any did. */
function textsOf(item: Item): Pick<QuoteRecord, 'texts'> {
  const texts = leadTextsFromItem(item);
  return texts ? { texts } : {};
}

/** The outcome attributes of a record, when the item has them. */
function outcomeOf(item: Item): Pick<QuoteRecord, 'outcome' | 'firstQuotedAt'> {
  const outcome = leadOutcomeFromItem(item);
  const firstQuotedAt = firstQuotedAtOf(item);
  return { ...(outcome ? { outcome } : {}), ...(firstQuotedAt ? { firstQuotedAt } : {}) };
}

/** Any quote item: erased ones keep no request, only what `ErasedQuote` names. */
export function fromStoredItem(item: Item): StoredQuote {
  const text = (name: string) => textOf(item, name);
  const erasedAt = text('erasedAt');
  if (!erasedAt) return fromItem(item);
  const owner = leadOwnerFromItem(item);
  return {
    id: text('id') ?? '',
    reference: text('reference') ?? '',
    status: text('status') as QuoteStatus,
    receivedAt: text('receivedAt') ?? '',
    attempts: numberOf(item, 'attempts') ?? 0,
    erased: { at: erasedAt, by: text('erasedBy') ?? '' },
    ...heldOf(item),
    ...(text('lastError') ? { lastError: text('lastError') } : {}),
    ...(text('sentAt') ? { sentAt: text('sentAt') } : {}),
    ...(text('mailStatus') ? { mailStatus: text('mailStatus') as MailStatus } : {}),
    ...(owner ? { owner } : {}),
    history: leadHistoryFromItem(item),
    ...textsOf(item),
    ...outcomeOf(item),
  };
}

export async function getQuote({ db, tableName }: QuoteTable, id: string): Promise<QuoteRecord | undefined> {
  const { Item } = await documentClient(db).send(
    new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
  );
  // An erased quote has nothing to send or compare: to senders and submissions it is gone.
  return Item && Item.kind === quoteKind && Item.erasedAt === undefined ? fromItem(Item) : undefined;
}
