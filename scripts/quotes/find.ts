/**
 * `npm run quotes -- find EMAIL`: a subject access request: every stored quote of one address, matched as the quote
 * caps match senders (case, `+tags` and Gmail's dots aside; sender-address.ts). An erased quote keeps nothing of the
 * person, so none matches. `--json` prints each whole, for sending to the person.
 */
import { isErased, type QuoteRecord, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { normaliseSenderAddress } from '@courier/lambdas/quote/store/sender-address';
import { type Output, plain, textTable } from './format';
import { deliveryState, detailColumns, row } from './quote-rows';

export function find(quotes: StoredQuote[], address: string, json: boolean, io: Output): number {
  const wanted = normaliseSenderAddress(address);
  const found = quotes.filter(
    (q): q is QuoteRecord => !isErased(q) && normaliseSenderAddress(q.quote.from_email) === wanted,
  );
  if (json) {
    io.out(JSON.stringify(found.map(subjectAccessRecord), null, 2));
    return 0;
  }
  for (const line of textTable(
    detailColumns,
    found.map((q) => row(q, true)),
  )) {
    io.out(line);
  }
  io.out(
    found.length === 0
      ? `No stored quote of ${plain(wanted)}.`
      : `${found.length} stored quote${found.length === 1 ? '' : 's'} of ${plain(wanted)}` +
          ' (case, +tags and Gmail dots ignored). --json prints them whole.',
  );
  return 0;
}

/** One quote as the person who sent it may have it: everything stored about them, and what became of it. */
function subjectAccessRecord(q: QuoteRecord) {
  return {
    reference: q.reference,
    receivedAt: q.receivedAt,
    delivery: deliveryState(q),
    sentToStaffAt: q.sentAt ?? null,
    customerAcknowledgement: q.acknowledgement ?? null,
    request: q.quote,
    provenance: q.provenance,
    serverEstimate: q.estimate ?? null,
  };
}
