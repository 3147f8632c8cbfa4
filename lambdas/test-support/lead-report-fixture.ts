/**
 * The report tests' fixed set of quotes, built as the table stores them (items read by `fromStoredItem`), so the
 * report is tested on what the outcome and visit attributes read back as. Two weeks from Mon 19 Oct 2026, across the
 * end of British Summer Time (01:00 UTC on Sun 25 Oct). Test support only.
 */

import type { LeadOutcomeName, OutcomeReason } from '@courier/common/outcomes/lead-outcomes';
import type { QuoteVisit } from '@courier/common/quote/quote-visit';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import type { VehicleType } from '@courier/common/vehicles';
import type { Item } from '../src/aws/document-client';
import { leadOutcomeAttributes } from '../src/quote/store/lead-outcome-item';
import { leadOwnerAttributes } from '../src/quote/store/lead-owner-item';
import { fromStoredItem, type StoredQuote } from '../src/quote/store/quote-record';
import { type HeldReason, heldAttr, quoteKind } from '../src/quote/store/quote-table';

export const reportPeriod = {
  from: new Date('2026-10-19T00:00:00Z'),
  to: new Date('2026-11-02T00:00:00Z'),
  now: new Date('2026-11-02T08:00:00Z'),
};

const minutes = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000).toISOString();

interface LeadFacts {
  reference: string;
  receivedAt: string;
  /** Minutes after arrival the staff email went; none: `sentAt` not kept. */
  sentAfter?: number;
  claimedAfter?: number;
  owner?: string;
  /** Minutes after sending it was first marked quoted. */
  quotedAfter?: number;
  outcome?: LeadOutcomeName;
  reason?: OutcomeReason;
  /** Staff's note, with a reason. */
  note?: string;
  /** Stored past a cap or the wave rate. */
  held?: HeldReason;
  visit?: QuoteVisit;
  vehicle?: VehicleType;
  erased?: boolean;
  test?: boolean;
}

/** A quote as read from its item, stored with what happened to the lead. */
export const leadItem = (facts: LeadFacts): StoredQuote => fromStoredItem(leadItemAttributes(facts));

/** A quote item, as the table holds it, with what happened to the lead. */
export function leadItemAttributes(facts: LeadFacts): Item {
  const { receivedAt } = facts;
  const sentAt = facts.sentAfter === undefined ? undefined : minutes(receivedAt, facts.sentAfter);
  const owned = facts.claimedAfter === undefined ? undefined : minutes(receivedAt, facts.claimedAfter);
  const request = {
    quote: aQuoteRequest({ vehicle_type: facts.vehicle ?? 'Small Van' }),
    provenance: { ...(facts.visit ? { visit: facts.visit } : {}), ...(facts.test ? { test: true } : {}) },
  };
  const outcomeAt = owned ?? receivedAt;
  return {
    id: `id-${facts.reference}`,
    kind: quoteKind,
    reference: facts.reference,
    status: 'sent',
    receivedAt,
    attempts: 1,
    ...(facts.erased
      ? { erasedAt: '2026-11-01T09:00:00.000Z', erasedBy: 'local user ops' }
      : { request: JSON.stringify(request) }),
    ...(sentAt ? { sentAt } : {}),
    ...(facts.held ? { [heldAttr]: facts.held } : {}),
    ...(owned
      ? {
          [leadOwnerAttributes.ownedBy]: facts.owner ?? 'Sam Patel',
          [leadOwnerAttributes.ownedAt]: owned,
          [leadOwnerAttributes.firstOwnedAt]: owned,
        }
      : {}),
    ...(facts.quotedAfter === undefined
      ? {}
      : { [leadOutcomeAttributes.firstQuotedAt]: minutes(sentAt ?? receivedAt, facts.quotedAfter) }),
    ...(facts.outcome
      ? {
          [leadOutcomeAttributes.outcome]: facts.outcome,
          [leadOutcomeAttributes.outcomeAt]: minutes(outcomeAt, 60),
          [leadOutcomeAttributes.outcomeBy]: facts.owner ?? 'Sam Patel',
          ...(facts.reason ? { [leadOutcomeAttributes.outcomeReason]: facts.reason } : {}),
          ...(facts.note ? { [leadOutcomeAttributes.outcomeNote]: facts.note } : {}),
        }
      : {}),
  };
}

/**
 * Seven leads of the period, a smoke test and two quotes outside it, as their items. Times to claim 1, 2, 4, 6, 20 and 45 minutes
 * (one never); to quote 14 and 40 minutes after sending.
 */
export const reportItems: Item[] = [
  // Tue 20 Oct 08:30 BST: a city page from a Google campaign, claimed at once, quoted, booked.
  leadItemAttributes({
    reference: 'Q-AAAAAA',
    receivedAt: '2026-10-20T07:30:00.000Z',
    sentAfter: 1,
    claimedAfter: 2,
    quotedAfter: 14,
    outcome: 'booked',
    visit: { landingPage: '/couriers/leeds', utmSource: 'google', utmCampaign: 'autumn', referrerKind: 'search' },
  }),
  // Tue 27 Oct 08:30 GMT: the same page from a search, quoted late, lost on price, with staff's note.
  leadItemAttributes({
    reference: 'Q-BBBBBB',
    receivedAt: '2026-10-27T08:30:00.000Z',
    claimedAfter: 4,
    owner: 'Kim Lee',
    quotedAfter: 40,
    outcome: 'lost',
    reason: 'price',
    note: 'Went with a firm £20 cheaper',
    visit: { landingPage: '/couriers/leeds', referrerKind: 'search' },
  }),
  // Sat 31 Oct 23:30 GMT: the home page, typed in; the customer never answered.
  leadItemAttributes({
    reference: 'Q-CCCCCC',
    receivedAt: '2026-10-31T23:30:00.000Z',
    claimedAfter: 20,
    outcome: 'lost',
    reason: 'no_reply',
    vehicle: 'Car',
    visit: { landingPage: '/', referrerKind: 'none' },
  }),
  // Sun 25 Oct 01:30 BST (00:30 UTC, half an hour before the clocks went back): nobody claimed it.
  leadItemAttributes({
    reference: 'Q-DDDDDD',
    receivedAt: '2026-10-25T00:30:00.000Z',
    vehicle: 'Luton Van (Box or Curtain)',
  }),
  // Thu 22 Oct 13:00 BST: booked, then erased on the customer's request.
  leadItemAttributes({
    reference: 'Q-EEEEEE',
    receivedAt: '2026-10-22T12:00:00.000Z',
    claimedAfter: 6,
    outcome: 'booked',
    erased: true,
  }),
  // Sun 1 Nov 20:00 GMT, from a newsletter: claimed, no outcome yet, but not a day old at the report.
  leadItemAttributes({
    reference: 'Q-HHHHHH',
    receivedAt: '2026-11-01T20:00:00.000Z',
    claimedAfter: 1,
    visit: { landingPage: '/couriers/york', utmSource: 'newsletter' },
  }),
  // Wed 28 Oct 10:00 GMT: claimed after 45 minutes and left without an outcome.
  leadItemAttributes({
    reference: 'Q-IIIIII',
    receivedAt: '2026-10-28T10:00:00.000Z',
    claimedAfter: 45,
    owner: 'Jo Night',
  }),
  // A deployment's smoke test, claimed and booked: no lead.
  leadItemAttributes({
    reference: 'Q-TTTTTT',
    receivedAt: '2026-10-21T09:00:00.000Z',
    claimedAfter: 0,
    outcome: 'booked',
    test: true,
  }),
  // Outside the period: the evening before it, and its end (exclusive).
  leadItemAttributes({ reference: 'Q-BEFORE', receivedAt: '2026-10-18T23:59:59.000Z' }),
  leadItemAttributes({ reference: 'Q-AFTER0', receivedAt: '2026-11-02T00:00:00.000Z' }),
];

/** The same quotes as read back from their items. */
export const reportQuotes: StoredQuote[] = reportItems.map(fromStoredItem);
