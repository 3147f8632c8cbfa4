/**
 * The lead page's sections (lead-page.ts composes them in order): each a small renderer of one part of the page from
 * the same view of the lead, so a new part (issue 43's outcome form) is one more renderer in the list. Every value
 * shown is escaped; the customer's words are set apart as in the staff email, whose rows the details reuse.
 */
import { apiPaths } from '@courier/common/api/contract';
import {
  type LeadOutcomeName,
  leadOutcomes,
  listWords,
  outcomeRow,
  reasonsOf,
  reasonWords,
} from '@courier/common/outcomes/lead-outcomes';
import { ukClock } from '@courier/common/time/uk-time';
import { type ClaimLinkTarget, claimLinkParams } from '../claim-link/claim-link';
import { mailtoHref, telHref, whatsAppHref } from '../email/contact-links';
import { escapeHtml } from '../email/html';
import { claimInstruction, pickupUrgency, routeLine } from '../email/lead-summary';
import { partialEstimateLines, quoteBody, replySubject } from '../email/quote-body';
import { historyIsFull, linkHistoryMax } from '../quote/store/lead-history';
import { outcomeNoteMaxLength } from '../quote/store/lead-outcome-item';
import type { QuoteRecord } from '../quote/store/quote-record';
import { agoAt, elapsed, historyLines, outcomeLine } from './lead-history-lines';
import { outcomeFormFields, outcomeIntent } from './lead-outcome';
import { ownerNameMaxLength } from './lead-owner';

/** The claim form's field names (a POST carries the link's own parameters too). */
export const claimFormFields = {
  name: 'name',
  takeoverFrom: 'takeover_from',
  takeoverAt: 'takeover_at',
} as const;

/** What a POST that changed nothing has to say, shown in the status. */
export type LeadPageNotice =
  /** Someone else has it (or took it over since the page was shown). */
  | 'refused'
  /** A takeover of a quote nobody has: nothing to take over. */
  | 'unclaimed'
  /** The lead's history is full for the link: nothing more can be recorded from the page. */
  | 'full'
  /** An outcome posted for a lead nobody has claimed. */
  | 'claimFirst';

/** Everything a section may show: the lead, the link that opened it, who is looking, and when. */
export interface LeadPageView {
  record: QuoteRecord;
  target: ClaimLinkTarget;
  signature: string;
  /** The name this browser remembers (a cookie): the claimer's own view when it is the owner's. */
  rememberedName: string;
  now: Date;
  notice?: LeadPageNotice;
}

/** The lead is the viewer's: their browser remembers the owner's name. */
export const isMine = ({ record, rememberedName }: LeadPageView) =>
  Boolean(record.owner && rememberedName && record.owner.name === rememberedName);

/**
 * Nothing more can be recorded from the page (issue 53 H): the history holds what the link may fill it to
 * (lead-history.ts), or a POST just found it so. The page then offers no form that could only fail.
 */
export const isFullForTheLink = ({ record, notice }: LeadPageView) =>
  notice === 'full' || historyIsFull(record.history, linkHistoryMax);

/** Who can still record once the page cannot: operations, with their command. */
const askOperations = (reference: string) =>
  `Operations can still record what became of it: npm run quotes -- outcome ${reference} ${listWords(leadOutcomes)}.`;

/**
 * Its outcome settles it (booked or lost: the outcomes' table says which): its outcome leads the page and nothing asks
 * anyone to call or take it over. Quoted is not settled: the customer has a price and may still need a call.
 */
export const isSettled = ({ record }: LeadPageView) =>
  record.outcome !== undefined && outcomeRow(record.outcome.outcome).settles;

/** One part of the page: its HTML, or '' when it has nothing to show for this view. */
export type LeadPageSection = (view: LeadPageView) => string;

/** TODAY or Tomorrow above everything, as the email's subject says it; nothing for a later day or a settled lead. */
export const urgencyBanner: LeadPageSection = (view) => {
  const { record, now } = view;
  const urgency = pickupUrgency(record.quote, now);
  if (!urgency || isSettled(view)) return '';
  const route = `${record.quote.vehicle_type} ${routeLine(record.quote)}`;
  return `<p class="lead-urgency"><strong>Pickup ${escapeHtml(urgency.label)}</strong> · ${escapeHtml(route)}</p>`;
};

export const heading: LeadPageSection = ({ record }) => `<h1>Quote ${escapeHtml(record.reference)}</h1>`;

/**
 * Where the lead stands, first: a settled lead's outcome; else who has it and for how long (nobody, and how long it
 * has waited; the viewer; someone else), and what a refused POST changed. Every time is relative, the clock beside it.
 */
export const status: LeadPageSection = (view) => {
  const { record, now, notice } = view;
  const owner = record.owner;
  const when = agoAt(now);
  if (isFullForTheLink(view)) {
    const full =
      notice === 'full' ? 'Nothing was changed: this lead’s history is full.' : 'This lead’s history is full.';
    const who = owner ? ` Claimed by ${escapeHtml(owner.name)} ${escapeHtml(when(owner.at))}.` : '';
    return (
      `<p><strong>${full}</strong> Nothing more can be recorded from this page.${who}</p>` +
      `<p>${escapeHtml(askOperations(record.reference))}</p>`
    );
  }
  if (!owner) {
    if (notice === 'claimFirst') {
      return '<p><strong>Nothing was recorded: nobody has claimed this quote.</strong> Claim it first, then mark what became of it.</p>';
    }
    const arrived = `It arrived ${escapeHtml(when(record.receivedAt))}.`;
    return notice === 'unclaimed'
      ? '<p><strong>Nobody has claimed this quote, so there was nothing to take over.</strong> Nothing was ' +
          `changed. ${arrived} Claim it below.</p>`
      : `<p><strong>Nobody has claimed this quote yet.</strong> ${arrived} ${claimInstruction}.</p>`;
  }
  const name = escapeHtml(owner.name);
  const unchanged = notice === 'refused' ? ' Nothing was changed.' : '';
  if (isSettled(view) && record.outcome) {
    return (
      `<p class="lead-settled"><strong>${escapeHtml(outcomeLine(record.outcome, when))}.</strong></p>` +
      `<p>Claimed by ${name} ${escapeHtml(when(owner.at))}.${unchanged}</p>`
    );
  }
  if (isMine(view)) {
    const callNow = record.outcome ? '' : ' Call the customer now.';
    return `<p class="quote-result__reference"><strong>It is yours:</strong> you claimed it ${escapeHtml(when(owner.at))}.${callNow}</p>`;
  }
  const held = `${name} has had it for ${elapsed(now.getTime() - Date.parse(owner.at))}`;
  const since = `(claimed at ${escapeHtml(ukClock(owner.at))})`;
  return notice === 'refused'
    ? `<p><strong>Already claimed: ${held}</strong> ${since}.${unchanged} If they cannot call, take it over below.</p>`
    : `<p><strong>${held}</strong> ${since}.</p>`;
};

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The link's own parameters, which every form of the page posts back to be checked. */
const linkFields = ({ target, signature }: LeadPageView) =>
  hidden(claimLinkParams.quote, target.quoteId) +
  hidden(claimLinkParams.expires, String(target.expires)) +
  (target.keyVersion ? hidden(claimLinkParams.keyVersion, target.keyVersion) : '') +
  hidden(claimLinkParams.signature, signature);

/** The name field, prefilled with the name this browser remembers; `id` tells the page's two apart. */
const nameField = (id: string, rememberedName: string) =>
  `<p><label for="${id}">Your name</label><br><input id="${id}" name="${claimFormFields.name}" required ` +
  `class="lead-name" maxlength="${ownerNameMaxLength}" autocomplete="name" value="${escapeHtml(rememberedName)}"></p>`;

/**
 * The form to claim it, or to take it over from whoever has it: the page's main button, above and bigger than the call
 * link, so nobody calls a lead someone else holds. None when it is the viewer's own, or settled.
 */
export const claimForm: LeadPageSection = (view) => {
  const owner = view.record.owner;
  if (isMine(view) || isSettled(view) || isFullForTheLink(view)) return '';
  const button = owner ? `Take it over from ${escapeHtml(owner.name)}` : 'Claim this quote';
  return (
    `<form method="post" action="${apiPaths.leadClaim}">` +
    linkFields(view) +
    (owner ? hidden(claimFormFields.takeoverFrom, owner.name) + hidden(claimFormFields.takeoverAt, owner.at) : '') +
    nameField('claimer', view.rememberedName) +
    `<p><button class="button button--primary lead-main" type="submit">${button}</button></p></form>`
  );
};

/**
 * The customer and the ways to reach them, each a button a thumb can hit: their number (the page's main button once
 * the lead is the viewer's and not settled; before the claim, after it is settled or while someone else has it, a
 * plain one below the claim), WhatsApp beside a UK mobile, and their email address, the only way when they gave no
 * phone.
 */
export const customerActions: LeadPageSection = (view) => {
  const { quote, reference } = view.record;
  const tel = telHref(quote.phone);
  const whatsApp = whatsAppHref(quote.phone);
  const callFirst = isMine(view) && !isSettled(view);
  const button = (href: string, text: string, kind = 'button button--secondary') =>
    `<a class="${kind}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const noPhone = tel
    ? ''
    : `<p><strong>No phone number${quote.phone ? ` to dial (${escapeHtml(quote.phone)})` : ' given'}: reply by email.</strong></p>`;
  const call = tel
    ? button(
        tel,
        `Call ${quote.phone}`,
        `button ${callFirst ? 'button--primary lead-main' : 'button--secondary'} lead-call`,
      )
    : '';
  const others = [
    ...(whatsApp ? [button(whatsApp, 'WhatsApp')] : []),
    button(mailtoHref(quote.from_email, replySubject(reference)), `Email ${quote.from_email}`),
  ].join('');
  // The main button on a line of its own; the others side by side, wrapping on a narrow phone.
  const actions = callFirst
    ? `<p>${call}</p><p class="lead-actions">${others}</p>`
    : `<p class="lead-actions">${call}${others}</p>`;
  return (
    `<section class="lead-customer" aria-label="The customer"><p class="lead-customer__name">${escapeHtml(quote.from_name)}</p>` +
    `${noPhone}${actions}</section>`
  );
};

/**
 * The reason and note of an outcome whose row takes them, each labelled as its row says; nothing for another. One
 * reason field and one note are read (`reason`, `note`): the outcomes' table's test holds reasons to one row.
 */
function reasonFields(outcome: LeadOutcomeName): string {
  const reasons = outcomeRow(outcome).reasons;
  if (!reasons) return '';
  const options = reasonsOf(outcome)
    .map((reason) => `<option value="${reason}">${escapeHtml(reasonWords(outcome, reason))}</option>`)
    .join('');
  return (
    `<p><label for="${outcome}-reason">${escapeHtml(reasons.prompt)}</label><br>` +
    `<select id="${outcome}-reason" class="lead-name" name="${outcomeFormFields.reason}">` +
    `<option value="">Choose a reason</option>${options}</select></p>` +
    `<p><label for="${outcome}-note">${escapeHtml(reasons.notePrompt)}</label><br>` +
    `<input id="${outcome}-note" class="lead-name" name="${outcomeFormFields.note}" maxlength="${outcomeNoteMaxLength}"></p>`
  );
}

/**
 * What became of it (issue 43): the latest outcome, and a plain form to record one (no script: a choice, a reason and
 * note for the outcome that takes them, the name, one button, so Enter in the note never records the wrong thing).
 * For anyone holding the link once somebody has claimed the lead, the day shift too; nothing before a claim.
 */
export const outcomeSection: LeadPageSection = (view) => {
  const { record, rememberedName, now } = view;
  if (!record.owner) return '';
  // A settled lead's outcome already leads the page (status).
  const current = isSettled(view)
    ? ''
    : record.outcome
      ? `<p><strong>${escapeHtml(outcomeLine(record.outcome, agoAt(now)))}.</strong></p>`
      : '<p>Nothing recorded yet.</p>';
  const choices = leadOutcomes
    .map(
      (outcome) =>
        `<p class="lead-choice"><input type="radio" id="outcome-${outcome}" name="${outcomeFormFields.outcome}" ` +
        `value="${outcome}" required> ` +
        `<label for="outcome-${outcome}">${escapeHtml(outcomeRow(outcome).choice)}</label></p>`,
    )
    .join('');
  const reasons = leadOutcomes.map(reasonFields).join('');
  const form = isFullForTheLink(view)
    ? '<p>The history is full: nothing more can be recorded here.</p>'
    : `<form method="post" action="${apiPaths.leadClaim}">${linkFields(view)}` +
      hidden(outcomeFormFields.intent, outcomeIntent) +
      `<fieldset class="lead-outcome"><legend>Mark it</legend>${choices}</fieldset>${reasons}` +
      nameField('outcome-by', rememberedName) +
      '<p><button class="button button--primary lead-wide" type="submit">Record it</button></p></form>';
  return `<h2>What became of it</h2>${current}${form}`;
};

/** The journey, dates, vehicle, load, notes and estimate: the staff email's own rows, a partial estimate flagged first. */
export const journeyDetails: LeadPageSection = ({ record }) => {
  const partial = partialEstimateLines(record.quote, record.estimate);
  const body = quoteBody(record.quote, record.reference, record.estimate);
  return `<h2>Details</h2>${partial.html.join('')}<div class="lead-details">${body.html.join('')}</div>`;
};

/** Every claim, takeover, reminder, text and outcome, oldest first, each with how long ago. */
export const history: LeadPageSection = ({ record, now }) => {
  const lines = historyLines(record, agoAt(now));
  if (lines.length === 0) return '';
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<h2>History</h2><ol class="lead-history">${items}</ol>`;
};

/**
 * The lead page's own rules: the urgency banner, the one main button (claim, take over, or call the lead that is
 * yours) and the plain buttons beside it, the name field, the history.
 */
export const leadPageStyles = `
.lead-urgency{display:inline-block;padding:6px 12px;border-left:6px solid var(--danger);background:var(--danger-tint);
font-size:1.125rem}
.lead-customer__name{font-size:1.25rem;font-weight:700;margin-bottom:8px;overflow-wrap:anywhere}
.lead-main{font-size:1.25rem;min-height:56px;width:100%;max-width:24em}
.button--secondary{background:var(--paper);color:var(--navy);border-color:var(--navy)}
.lead-actions{display:flex;flex-wrap:wrap;gap:8px}.lead-actions .button{max-width:100%;overflow-wrap:anywhere;
text-align:center}
.lead-settled{padding:6px 12px;border-left:6px solid var(--navy);background:var(--paper-2)}
.lead-name{font:inherit;min-height:48px;width:100%;max-width:20em;padding:8px 12px;border:1px solid var(--muted);
border-radius:var(--radius)}
h2{font-size:1.25rem;margin:24px 0 8px}.lead-details{overflow-wrap:anywhere}.lead-details table{max-width:100%}
.lead-details th{overflow-wrap:normal;min-width:6.5em}
.lead-history{padding-left:1.4em}
.lead-wide{width:100%;max-width:24em}.lead-outcome{border:0;padding:0;margin:0}.lead-outcome legend{font-weight:700}
.lead-choice{display:flex;align-items:center;gap:8px;min-height:44px;margin:0}.lead-choice input{width:24px;height:24px}
`.replace(/\n/g, '');
