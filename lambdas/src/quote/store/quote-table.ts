/**
 * The quote table (DynamoDB), the durable record of every quote: stored once per submission ID before the visitor is
 * told it was received, then taken on a lease, sent and marked sent by a sender. Every write that must not happen
 * twice is conditional (aws/conditional-update.ts), so retries and redeliveries cannot duplicate a quote or its email.
 *
 * This file is the table's shape and the names its items' attributes are stored under; the files beside it each do
 * one job on it: reading a quote (quote-record.ts), storing a new one (store-quote.ts), the sender's lease
 * (send-lease.ts), the pending index (pending-quotes.ts), SES's reports (mail-status.ts), the acknowledgement
 * counters (acknowledgements.ts), the operator's listing (quote-listing.ts) and erasure (erasure.ts). A lead claim's
 * attributes and the unclaimed index are in lead-owner-item.ts; lead-claim/ writes them.
 */
import type { DynamoTable } from '../../aws/document-client';
import { unclaimedIndex } from './lead-owner-item';

/** `failed`: it cannot be sent as stored (its email cannot be rendered or its request built); never retried. */
export type QuoteStatus = 'pending' | 'sent' | 'failed';

/**
 * The quote table's shape, in the one place that names its key, TTL and index attributes: the CDK stack
 * (infra/lib/quotes/quote-tables.ts) and the local table build it from this.
 * `pending` is a sparse index: only quotes not yet sent carry its keys, so one query finds every quote
 * the sweeper must look at, ordered by when each may next be tried.
 */
export const quoteTableSchema = {
  partitionKey: 'id',
  timeToLiveAttribute: 'expiresAt',
  pendingIndex: {
    indexName: 'pending',
    partitionKey: 'awaiting',
    sortKey: 'nextTryAt',
    projected: ['reference', 'receivedAt', 'attempts'],
  },
  /** The quotes nobody has claimed yet, for the sweeper's reminders (lead-claim/lead-owner-item.ts). */
  unclaimedIndex,
} as const;

// The index and time-to-live attributes, by the names the schema (and so the table) gives them.
export const awaitingAttr = quoteTableSchema.pendingIndex.partitionKey;
export const nextTryAtAttr = quoteTableSchema.pendingIndex.sortKey;
export const expiresAtAttr = quoteTableSchema.timeToLiveAttribute;

/**
 * The sender's delivery lease on a quote (send-lease.ts): until when it holds (epoch ms) and the token of the send
 * that holds it. Stored as `claimedUntil` and `claimedBy`, the names they had before staff's lead claims took the word
 * "claim" (lead-claim/): quotes the deployed version stored still carry them, and during a deploy senders of both
 * versions lease the same items, so the stored names stay while the code says "lease".
 */
export const sendLeaseAttrs = { until: 'claimedUntil', holder: 'claimedBy' } as const;

/**
 * The values of the pending index's partition key: how an undelivered quote will reach staff. `staff`: its own
 * email (nearly every quote; a few wait at most). `digest`: stored during a wave of quotes (past the wave rate),
 * it goes out in the next digest email with the others (digest.ts). `held`: stored past its sender's or IP's
 * hourly cap, it goes out in the hourly held-quotes digest, or sooner with a wave digest.
 */
export type DeliveryChannel = 'staff' | 'digest' | 'held';
export const deliveryChannels: readonly DeliveryChannel[] = ['staff', 'digest', 'held'];
/** The channels the digest's sender leases from. */
export const digestChannels: readonly DeliveryChannel[] = ['digest', 'held'];

/**
 * The held mark: why a quote did not get an email of its own when it was stored, kept on its item for good (the
 * channel above goes once it is sent). `address` or `ip`: past its sender mailbox's or client IP's hourly cap; `wave`:
 * past the wave rate, sent in a wave digest. Such quotes are still stored and mailed, and an urgent one still rings the
 * on-call phone; the owner's figures count them apart (a flood is not a campaign). Not personal data: erasure keeps it.
 */
export type HeldReason = 'address' | 'ip' | 'wave';
export const heldReasons: readonly HeldReason[] = ['address', 'ip', 'wave'];
export const heldAttr = 'held';

export type QuoteTable = DynamoTable;

/** Item kinds sharing the table: quotes, and the per-address acknowledgement counters. */
export const quoteKind = 'quote';
export const ackCounterKind = 'ack-counter';
