/**
 * The pages a claim link opens, in the same shell as the no-JavaScript quote pages (result-pages.ts): the quote's
 * essentials (name, phone to tap, route, dates, vehicle) and who has it, with a form to claim it or take it over; and
 * the plain pages for a link that is broken, forged, expired or names no quote. Every value shown is escaped.
 */
import { apiPaths } from '@courier/common/api/contract';
import { normalisePostcode } from '@courier/common/postcode';
import { ukDateWithWeekday } from '@courier/common/quote/uk-date';
import { type ClaimLinkTarget, claimLinkParams } from '../claim-link/claim-link';
import { telHref } from '../email/contact-links';
import { escapeHtml } from '../email/quote-email';
import { type PageSite, page } from '../quote/pages/site-page';
import type { LeadOwner } from '../quote/store/lead-owner-item';
import type { QuoteRecord } from '../quote/store/quote-record';
import { ownerNameMaxLength } from './lead-owner';

/** The form's field names (a POST carries the link's own parameters too). */
export const claimFormFields = {
  name: 'name',
  takeoverFrom: 'takeover_from',
  takeoverAt: 'takeover_at',
} as const;

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  day: 'numeric',
  month: 'short',
  weekday: 'short',
});

/** "10:42 on Thu 26 Nov", UK time: built from the formatter's parts, never its display string (TOOLCHAIN.md). */
export function ukClock(iso: string): string {
  const parts = Object.fromEntries(ukTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} on ${parts.weekday} ${parts.day} ${parts.month}`;
}

/** "12 minutes", "2 h 5 min": how long something took, for a person. */
export function elapsed(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const attribute = (value: string) => escapeHtml(value);

function essentials(record: QuoteRecord): string {
  const { quote } = record;
  const tel = telHref(quote.phone);
  const phone = quote.phone
    ? tel
      ? `<a href="${attribute(tel)}">${escapeHtml(quote.phone)}</a>`
      : escapeHtml(quote.phone)
    : 'Not given';
  const place = (location: string, postcode: string) =>
    `${escapeHtml(location)} (${escapeHtml(normalisePostcode(postcode))})`;
  const route = [
    place(quote.pickup_location, quote.pickup_postcode),
    ...quote.stops.map((stop) => place(stop.location, stop.postcode)),
    place(quote.delivery_location, quote.delivery_postcode),
    ...(quote.is_return ? [`back to ${escapeHtml(normalisePostcode(quote.pickup_postcode))}`] : []),
  ].join(' → ');
  const when = (date: string, time: string) =>
    `${escapeHtml(ukDateWithWeekday(date))}${time ? `, ${escapeHtml(time)}` : ''}`;
  const rows: [string, string][] = [
    ['Name', escapeHtml(quote.from_name)],
    ['Phone', phone],
    ['Route', route],
    ['Return journey', quote.is_return ? 'Yes' : 'No'],
    ['Pickup', when(quote.pickup_date, quote.pickup_time)],
    ['Delivery', when(quote.delivery_date, quote.delivery_time)],
    ['Vehicle', escapeHtml(quote.vehicle_type)],
  ];
  return `<dl class="check-list">${rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${attribute(value)}">`;

/** The form: the link's parameters, the claimer's name (remembered), and for a takeover whose it is now. */
function claimForm(target: ClaimLinkTarget, signature: string, rememberedName: string, owner?: LeadOwner): string {
  const button = owner ? `Take it over from ${escapeHtml(owner.name)}` : 'Claim this quote';
  return (
    `<form method="post" action="${apiPaths.leadClaim}">` +
    hidden(claimLinkParams.quote, target.quoteId) +
    hidden(claimLinkParams.expires, String(target.expires)) +
    (target.keyVersion ? hidden(claimLinkParams.keyVersion, target.keyVersion) : '') +
    hidden(claimLinkParams.signature, signature) +
    (owner ? hidden(claimFormFields.takeoverFrom, owner.name) + hidden(claimFormFields.takeoverAt, owner.at) : '') +
    `<p><label for="claimer">Your name</label><br><input id="claimer" name="${claimFormFields.name}" required ` +
    // A thumb-sized field (the pages' shared styles have none for inputs: the no-JavaScript pages ask for nothing).
    `style="font:inherit;min-height:48px;width:100%;max-width:20em;padding:8px 12px;border:1px solid #4a5566;border-radius:10px" ` +
    `maxlength="${ownerNameMaxLength}" autocomplete="name" value="${attribute(rememberedName)}"></p>` +
    `<p><button class="button button--primary" type="submit">${button}</button></p></form>`
  );
}

export interface ClaimPageState {
  record: QuoteRecord;
  target: ClaimLinkTarget;
  signature: string;
  /** The name the claimer's browser remembers (a cookie), to fill the form. */
  rememberedName: string;
  now: Date;
  /**
   * What just happened: claimed; refused (someone else has it); or a takeover of a quote nobody has (`unclaimed`),
   * which changed nothing and is offered the plain claim.
   */
  notice?: 'claimed' | 'refused' | 'unclaimed';
}

/** The page a claim link opens: the quote, who has it, and the form to claim it or take it over. */
export function claimPage(site: PageSite, state: ClaimPageState): string {
  const { record, target, signature, rememberedName, now, notice } = state;
  const owner = record.owner;
  const waited = elapsed(now.getTime() - Date.parse(record.receivedAt));
  let status: string;
  if (!owner) {
    const arrived = `It arrived ${escapeHtml(ukClock(record.receivedAt))}, ${waited} ago.`;
    status =
      notice === 'unclaimed'
        ? '<p><strong>Nobody has claimed this quote, so there was nothing to take over.</strong> Nothing was ' +
          `changed. ${arrived} Claim it below.</p>`
        : `<p><strong>Nobody has claimed this quote yet.</strong> ${arrived}</p>`;
  } else {
    const since = `${escapeHtml(owner.name)} at ${escapeHtml(ukClock(owner.at))}`;
    status =
      notice === 'claimed'
        ? `<p class="quote-result__reference"><strong>It is yours:</strong> claimed by ${since}. Call the customer now.</p>`
        : notice === 'refused'
          ? `<p><strong>Already claimed by ${since}.</strong> Nothing was changed. ` +
            'If they cannot call, take it over below.</p>'
          : `<p><strong>Claimed by ${since}.</strong></p>`;
  }
  const form = owner && notice === 'claimed' ? '' : claimForm(target, signature, rememberedName, owner);
  return page(
    site,
    `Quote ${record.reference}`,
    `<h1>Quote ${escapeHtml(record.reference)}</h1>${status}${essentials(record)}${form}`,
  );
}

export type LinkProblem = 'malformed' | 'forged' | 'expired' | 'missing';

const problemText: Record<LinkProblem, { title: string; text: string }> = {
  malformed: {
    title: 'This claim link is incomplete or mistyped',
    text: 'Open the link from the quote email again: part of it is missing or not written as it was sent.',
  },
  forged: {
    title: 'This claim link is not valid',
    text: 'It was not made by this site, or it was changed. Open the link from the quote email itself.',
  },
  expired: {
    title: 'This claim link has expired',
    text: 'Claim links work for 7 days. Find the quote with npm run quotes -- show REF instead.',
  },
  missing: {
    title: 'This quote is no longer stored',
    text: 'The link is ours, but the quote it names is not in the store any more.',
  },
};

/** A plain page for a link that cannot be used: it says why, and nothing about any quote. */
export function linkProblemPage(site: PageSite, problem: LinkProblem): string {
  const { title, text } = problemText[problem];
  return page(site, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/** A plain page for a claim that could not be recorded: what was wrong, and what to do about it. */
export function claimRefusedPage(site: PageSite, problem: string, whatToDo: string): string {
  return page(site, 'Not claimed', `<h1>Not claimed</h1><p>${escapeHtml(problem)}</p><p>${escapeHtml(whatToDo)}</p>`);
}
