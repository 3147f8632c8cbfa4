/**
 * The lead report from the quote table: one scan, filtered to the period's quotes and projected to the attributes
 * the report reads, each page added to the tally (lead-report.ts) and let go. Nothing holds every quote: a flood of
 * 100,000 costs the scan's time, not the function's memory (bench/lead-report.ts measures both; decision 060).
 */
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../aws/document-client';
import { leadOutcomeAttributes } from '../quote/store/lead-outcome-item';
import { leadOwnerAttributes } from '../quote/store/lead-owner-item';
import { fromStoredItem } from '../quote/store/quote-record';
import { heldAttr, type QuoteTable, quoteKind } from '../quote/store/quote-table';
import { type LeadReport, leadTally, type ReportPeriod } from './lead-report';

/**
 * What the report reads of a quote item, and no more: its reference and times, the request (for the visit, the
 * vehicle and the test mark: they are stored inside it), the held mark, who claimed it first and has it, and its
 * outcome. Not its history (up to 100 records), its delivery state, or its leases.
 */
export const reportAttributes = [
  'reference',
  'receivedAt',
  'sentAt',
  'request',
  'erasedAt',
  heldAttr,
  leadOwnerAttributes.ownedBy,
  leadOwnerAttributes.ownedAt,
  leadOwnerAttributes.firstOwnedAt,
  leadOutcomeAttributes.outcome,
  leadOutcomeAttributes.outcomeAt,
  leadOutcomeAttributes.outcomeBy,
  leadOutcomeAttributes.outcomeReason,
  leadOutcomeAttributes.outcomeNote,
  leadOutcomeAttributes.firstQuotedAt,
] as const;

/** The period's report, read from the table a page at a time. */
export async function reportFromTable({ db, tableName }: QuoteTable, period: ReportPeriod): Promise<LeadReport> {
  const tally = leadTally(period);
  // Every name through a placeholder: some (status, kind…) are DynamoDB reserved words, and the list may grow.
  const names = Object.fromEntries(reportAttributes.map((name, i) => [`#a${i}`, name]));
  const pages = paginateScan(
    { client: documentClient(db) },
    {
      TableName: tableName,
      ProjectionExpression: Object.keys(names).join(', '),
      // Only the period's quotes come back (the scan still reads, and is billed for, the whole table).
      FilterExpression: '#kind = :quote AND #received >= :from AND #received < :to',
      ExpressionAttributeNames: { ...names, '#kind': 'kind', '#received': 'receivedAt' },
      ExpressionAttributeValues: {
        ':quote': quoteKind,
        ':from': period.from.toISOString(),
        ':to': period.to.toISOString(),
      },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) tally.add(fromStoredItem(item));
  return tally.report();
}
