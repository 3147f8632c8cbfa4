/**
 * The small pages a quote sent without JavaScript ends on, rendered by the quote API (docs/decisions/016-no-javascript-quote-pages-on-the-api.md): the
 * thank-you page with the reference as text, the what-to-fix page naming only the answers to fix, and the "check
 * and send" page that carries the signed fill time (form-token.ts) and says of the postcodes what the form would
 * have said beside them. Every value shown is escaped. They use the
 * site's design tokens and markup (header bar, container, button classes), inline, so the API needs no asset.
 */
import { apiPaths, quoteReferencePattern } from '@courier/common/api/contract';
import { normalisePostcode } from '@courier/common/postcode';
import { answersAsSent } from '@courier/common/quote/answers-as-sent';
import { type PostcodeHint, postcodeHints, shapeHint } from '@courier/common/quote/postcode-hints';
import {
  copiesOf,
  formAnswers,
  maxStops,
  quoteFields,
  stopPostcodeField,
  stopsAnswer,
  stopTitles,
} from '@courier/common/quote/quote-fields';
import { answerRequirement } from '@courier/common/quote/quote-schema';
import { replyPromise } from '@courier/common/quote/reply-promise';
import { phoneHref } from '@courier/common/site-config';
import { escapeHtml } from '../../email/html';
import { type PageSite, page } from './site-page';

/** One answer the visitor may be sent back to fix, as the form labels it. */
export interface FixItem {
  label: string;
  /** What the answer must be. */
  rule: string;
  /** The posted field names this line covers. */
  fields: string[];
}

/**
 * Every answer the quote API checks, in the form's order, with what it must be; labels as the form's. A field posted
 * as a copy of another (EmailJS templates' return_job) is fixed with it.
 */
export const fixItems: FixItem[] = formAnswers.flatMap((name): FixItem[] => {
  if (name === stopsAnswer) {
    return [{ label: stopTitles.all, rule: 'Each stop needs a location and a postcode.', fields: [stopsAnswer] }];
  }
  if (quoteFields[name].copyOf) return [];
  return [{ label: quoteFields[name].title, rule: answerRequirement(name), fields: [name, ...copiesOf(name)] }];
});

const stopField = /^stop_\d{1,2}_(?:location|postcode)$/;

/** The lines for the field names given (stops by any stop field); unknown names are ignored, never shown. */
export function itemsToFix(fieldNames: string[]): FixItem[] {
  const fields = new Set(fieldNames.map((name) => (stopField.test(name.trim()) ? stopsAnswer : name.trim())));
  return fixItems.filter((item) => item.fields.some((field) => fields.has(field)));
}

/** A reference as the quote API makes them, or null: anything else in an address is never shown. */
export function shownReference(text: string | undefined): string | null {
  const reference = (text ?? '').trim().toUpperCase();
  return quoteReferencePattern.test(reference) ? reference : null;
}

const callUs = (site: PageSite, lead: string) =>
  `<p>${lead} <a href="${escapeHtml(phoneHref(site.phone))}">${escapeHtml(site.phone)}</a>.</p>`;

/**
 * The thank-you page: the reference as text, when the address holds a valid one, and the promise (reply-promise.ts):
 * a call on the number they gave when `by` is `phone`, else an email.
 */
export function receivedPage(site: PageSite, reference: string | null, by?: string): string {
  const promise = replyPromise(site, by === 'phone' ? { by: 'phone' } : { by: 'email' });
  const shown = reference
    ? `<p class="quote-result__reference">Your reference is <strong>${escapeHtml(reference)}</strong>. ` +
      'Please quote it if you call us.</p>'
    : '<p>We will give you your reference when we reply.</p>';
  return page(
    site,
    'Quote Request Received',
    '<h1>Quote request received</h1>' +
      '<p>Thank you: we have your quote request, and we will reply with an all-inclusive price before pickup.</p>' +
      `${shown}<p class="quote-result__promise"><strong>${escapeHtml(promise)}</strong></p>${callUs(site, 'For an urgent job, call us on')}` +
      '<p><a class="button button--primary" href="/">Back to the home page</a></p>',
  );
}

/** The what-to-fix page: only the answers named (none named: the quote could not be received just now). */
export function notSentPage(site: PageSite, toFix: FixItem[]): string {
  const what =
    toFix.length > 0
      ? `<p>Please check ${toFix.length === 1 ? 'this answer' : 'these answers'}:</p><ul class="fix-list">${toFix
          .map((item) => `<li><strong>${escapeHtml(item.label)}</strong>: ${escapeHtml(item.rule)}</li>`)
          .join('')}</ul>`
      : '<p>We could not receive it just now. Please try again in a moment.</p>';
  return page(
    site,
    'Quote Request Not Sent',
    `<h1>Your quote request was not sent</h1>${what}` +
      "<p>Go back with your browser's Back button: your answers are still in the form. Fix them and send it again.</p>" +
      callUs(site, 'Or call us, 24/7, and we will take the details over the phone:'),
  );
}

// In an attribute, a line break is written as a character reference so the parser keeps it as sent.
const attribute = (value: string) => escapeHtml(value).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;');

/** Said on the check page when Send was pressed again before the minimum fill time. */
export const tooSoonLine =
  'You pressed Send very quickly, so nothing was sent yet: please check your answers below, then press "Send" again.';

/** A postcode of the journey as posted, its field's title, and what the form says beside it. */
interface PostcodeCheck {
  title: string;
  postcode: string;
  hint: PostcodeHint;
}

/**
 * What the form would have said beside each of the journey's postcodes (decision 020), in its words: one the route
 * service could not find (`unknown`, as /api/eta names them), else one that is not a complete UK postcode or not a UK
 * one at all. A visitor without JavaScript saw none of it while typing, so the check page says it before they send.
 */
function postcodeChecks(posted: Record<string, string>, unknown: readonly string[]): PostcodeCheck[] {
  const notFound = new Set(unknown.map(normalisePostcode));
  const fields: [title: string, name: string][] = [
    [quoteFields.pickup_postcode.title, 'pickup_postcode'],
    ...Array.from({ length: maxStops }, (_, i): [string, string] => [
      stopTitles.postcode(i + 1),
      stopPostcodeField(i + 1),
    ]),
    [quoteFields.delivery_postcode.title, 'delivery_postcode'],
  ];
  return fields.flatMap(([title, name]) => {
    const postcode = normalisePostcode(posted[name] ?? '');
    const hint = notFound.has(postcode)
      ? ({ text: postcodeHints.notFound(postcode), tone: 'warning' } as const)
      : shapeHint(postcode);
    return hint ? [{ title, postcode, hint }] : [];
  });
}

/**
 * The "check and send" page: what the form would have said of the postcodes, the answers to read, all of them as
 * hidden fields, and the signed fill time. `tooSoon`: the page was sent back before the minimum fill time; one line
 * says what to do. `unknownPostcodes`: those the route service could not find, named as the form names them.
 */
export function checkPage(
  site: PageSite,
  hidden: [string, string][],
  { tooSoon = false, unknownPostcodes = [] as readonly string[] } = {},
): string {
  const checks = postcodeChecks(Object.fromEntries(hidden), unknownPostcodes);
  const postcodes =
    checks.length > 0
      ? `<p>Please check ${checks.length === 1 ? 'this postcode' : 'these postcodes'} before you send:</p>` +
        `<ul class="fix-list">${checks
          .map(
            ({ title, postcode, hint }) =>
              `<li${hint.tone === 'note' ? ' class="fix-list__note"' : ''}><strong>${escapeHtml(`${title} ${postcode}`)}` +
              `</strong>: ${escapeHtml(hint.text)}</li>`,
          )
          .join('')}</ul>`
      : '';
  const shown = answersAsSent(Object.fromEntries(hidden))
    .map(([title, value]) => `<dt>${escapeHtml(title)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const inputs = hidden
    .map(([name, value]) => `<input type="hidden" name="${attribute(name)}" value="${attribute(value)}">`)
    .join('');
  return page(
    site,
    'Check and Send Your Quote Request',
    '<h1>Check your quote request, then send it</h1>' +
      (tooSoon ? `<p class="quote-result__notice" role="status">${escapeHtml(tooSoonLine)}</p>` : '') +
      '<p>Your browser is not running our form\'s script, so please check your answers and press "Send".</p>' +
      postcodes +
      `<dl class="check-list">${shown}</dl>` +
      `<form method="post" action="${apiPaths.sendForm}">${inputs}` +
      '<p><button class="button button--primary" type="submit">Send my quote request</button></p></form>' +
      "<p>To change an answer, go back with your browser's Back button.</p>" +
      callUs(site, 'Or call us, 24/7:'),
    // A note (an address abroad may be meant) is not a warning: grey, as the form shows it.
    { styles: '.fix-list .fix-list__note{background:var(--paper-2);border-left-color:var(--muted)}' },
  );
}
