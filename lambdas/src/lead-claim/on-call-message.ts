/**
 * The on-call text's words (issue 51): every waiting lead in one text of at most three parts, most urgent pickup first.
 * The text starts with the site's own words and each lead line with its reference, so nothing a visitor typed leads
 * it; its first link is a lead link. Of the visitor's words only a first name and the pickup time go in, cut short,
 * with anything shaped like a link, an email address or a phone number dropped; notes and places never. Each lead
 * line says the reference, TODAY or Tomorrow and the time, the first name, the vehicle and the outward postcodes; the
 * first leads carry their lead links, and the rest that would not fit are counted ("+4 more, see email").
 */
import { isUkPostcode, outwardCode } from '@courier/common/postcode';
import { type PickupDay, pickupDay, pickupDayLabels } from '@courier/common/quote/pickup-day';
import { claimInstruction, journeyExtras } from '../email/lead-summary';
import type { QuoteRecord } from '../quote/store/quote-record';
import { normaliseSenderAddress } from '../quote/store/sender-address';
import { fitsTextParts, gsmText } from '../sms/gsm-text';

/** The most characters of the customer's name a text carries. */
export const maxNameLength = 24;
/** The most characters of the pickup time the customer gave ("09:00 to 11:00" whole). */
export const maxTimeLength = 14;

/** A waiting lead as the text names it: its record, and its lead link when one could be made. */
export interface TextLead {
  record: QuoteRecord;
  link?: string;
}

/** The text, and the leads it names (their IDs): the rest are only counted. */
export interface OnCallMessage {
  text: string;
  named: string[];
}

/** The day's last text says so: the phone gets no more today. */
export interface LastText {
  /** The day's cap of texts to this phone. */
  cap: number;
}

/**
 * Words a visitor may have made look like something to press: a link (a scheme such as `https:` or `tel:`, `www.`, a
 * domain such as `evil.example`) or an email address. A time such as `09:00` is none of them.
 */
const linkLike = /^\p{L}[\p{L}\p{N}+.-]*:|:\/\/|^www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;
const phoneLike = /\+?[\d(][\d\s().-]{5,}\d/gu;

/** The customer's words with anything shaped like a link, an email address or a phone number dropped. */
export function withoutContactShapes(text: string): string {
  return text
    .replace(phoneLike, (run) => (run.replace(/\D/g, '').length >= 7 ? ' ' : run))
    .split(/\s+/u)
    .filter((word) => word && !linkLike.test(word))
    .join(' ');
}

/** At most `max` characters (code points), whole, trimmed. */
const cut = (text: string, max: number) => [...text].slice(0, max).join('').trim();

/** The customer's first name as a text shows it: the first word with a letter, at most 24 characters; '' for none. */
export function textFirstName(name: string): string {
  const word = withoutContactShapes(name)
    .split(' ')
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .find((w) => /\p{L}/u.test(w));
  return gsmText(cut(word ?? '', maxNameLength));
}

/** The pickup time the customer gave, as a text shows it: at most 14 characters, nothing to press or call. */
export const textPickupTime = (time: string) => gsmText(cut(withoutContactShapes(time), maxTimeLength));

/** "LE1>M1": the outward codes of the pickup and delivery postcodes; `?` for one that is not a UK postcode. */
const outwardRoute = ({ quote }: QuoteRecord) =>
  [quote.pickup_postcode, quote.delivery_postcode].map((p) => (isUkPostcode(p) ? outwardCode(p) : '?')).join('>');

/** "Q-7KD2QF TODAY 8am Tara, Small Van, LE1>M1, +2 stops, return": one waiting lead, without its link. */
export function leadLine(record: QuoteRecord, now: Date): string {
  const { quote } = record;
  const day = pickupDay(quote.pickup_date, now);
  const when = [day ? pickupDayLabels[day] : '', textPickupTime(quote.pickup_time)].filter(Boolean).join(' ');
  const name = textFirstName(quote.from_name);
  const extras = journeyExtras(quote);
  return gsmText(
    [`${record.reference} ${when}${name ? ` ${name}` : ''}`, quote.vehicle_type, outwardRoute(record), extras]
      .filter(Boolean)
      .join(', '),
  );
}

const dayRank: Record<PickupDay, number> = { today: 0, tomorrow: 1 };

/**
 * Most urgent first: TODAY before Tomorrow; then the lead texted least, so one left out of a text, or new beside leads
 * texted already, leads the next; then a sender's first waiting lead before its second (senders as the caps count
 * them: case, `+tags` and Gmail's dots ignored), so twelve quotes from one mailbox cannot push another customer's
 * out of a text; then the one that has waited longest.
 */
export function mostUrgentFirst(records: readonly QuoteRecord[], now: Date): QuoteRecord[] {
  const day = (record: QuoteRecord) => {
    const pickup = pickupDay(record.quote.pickup_date, now);
    return pickup ? dayRank[pickup] : 2;
  };
  const texts = (record: QuoteRecord) => record.texts?.count ?? 0;
  const oldestFirst = (a: QuoteRecord, b: QuoteRecord) => a.receivedAt.localeCompare(b.receivedAt);
  // Each lead's place among its sender's waiting leads, oldest first: 0 for a sender's first.
  const senderRank = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const record of [...records].sort(oldestFirst)) {
    const sender = normaliseSenderAddress(record.quote.from_email);
    const place = seen.get(sender) ?? 0;
    senderRank.set(record.id, place);
    seen.set(sender, place + 1);
  }
  const rank = (record: QuoteRecord) => senderRank.get(record.id) ?? 0;
  return [...records].sort((a, b) => day(a) - day(b) || texts(a) - texts(b) || rank(a) - rank(b) || oldestFirst(a, b));
}

/** The text's first line: how many leads wait, what to do, and on the day's last text that it is the last. */
function heading(waiting: number, last?: LastText): string {
  const leads = `${waiting} unclaimed lead${waiting === 1 ? '' : 's'} waiting`;
  const lastWords = last ? `LAST TEXT TODAY (the cap of ${last.cap} a day): ` : '';
  return `${lastWords}${leads}. ${claimInstruction}.`;
}

/**
 * The text for `leads`, in the order given (`mostUrgentFirst`): each lead's line, with its link while links fit, as
 * many lines as fit in three parts, and the rest counted. The first lead always carries its link: when its whole line
 * and the link do not fit (the longest name, time and route with the longest link), its line is its reference and day.
 */
export function renderOnCallText(leads: readonly TextLead[], now: Date, last?: LastText): OnCallMessage {
  const lines = [gsmText(heading(leads.length, last))];
  const named: string[] = [];
  let linking = true;
  for (const [i, { record, link }] of leads.entries()) {
    const rest = leads.length - i - 1;
    const fits = (line: string) => fitsTextParts([...lines, line, ...(rest > 0 ? [moreLine(rest)] : [])].join('\n'));
    const line = leadLine(record, now);
    const withLink = (words: string) => (linking && link ? `${words} ${gsmText(link)}` : undefined);
    const chosen = [withLink(line), i === 0 ? withLink(shortLeadLine(record, now)) : undefined].find(
      (candidate) => candidate !== undefined && fits(candidate),
    );
    if (chosen) lines.push(chosen);
    else if (fits(line)) {
      // Once one lead goes without its link, the rest do too: the first link stays the most urgent lead's.
      linking = false;
      lines.push(line);
    } else {
      lines.push(moreLine(leads.length - i));
      break;
    }
    named.push(record.id);
  }
  return { text: lines.join('\n'), named };
}

/** "Q-7KD2QF TODAY": a lead's reference and day, when its whole line does not fit beside its link. */
function shortLeadLine(record: QuoteRecord, now: Date): string {
  const day = pickupDay(record.quote.pickup_date, now);
  return `${record.reference}${day ? ` ${pickupDayLabels[day]}` : ''}`;
}

const moreLine = (more: number) => `+${more} more, see email`;
