/**
 * Operations are told when the on-call texts cannot do their job (issue 51 D), by email, besides the metric and its
 * alarm: once when a phone's day's cap is reached (with its last text: the window counter gives that text to one
 * sweep only), and when a text fails, at most once an hour (an SMS service down all night would otherwise mail every
 * interval). Each email lists the waiting leads with what links were made. It goes to the operations address, or to
 * staff without one. Never throws: the texts' outcomes are recorded whatever the email does.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { ukClock } from '@courier/common/time/uk-time';
import { addWithinLimits, type CounterTable } from '../aws/window-counter';
import { escapeHtml, htmlDocument, type QuoteEmail } from '../email/html';
import { type MailSettings, toOperations } from '../email/mail-env';
import { sendQuoteEmail } from '../email/send-quote-email';
import { errorName } from '../observability/error-name';
import type { Logger } from '../observability/observability';
import { displayPhone } from './lead-history-lines';
import { leadLine, type TextLead } from './on-call-message';

/** What an alert is sent with: SES, the mail settings, where operations read, a clock and a log. */
export interface AlertDeps {
  ses: SESClient;
  /** The mail settings: an alert goes to operations (staff without an operations address). */
  mail: MailSettings;
  logger: Logger;
  now: () => Date;
}

export type TextAlert =
  | { kind: 'capped'; to: string; cap: number; leads: readonly TextLead[] }
  | { kind: 'failed'; to: string; errorName: string; leads: readonly TextLead[] };

/** The tag an alert's SES events carry instead of a quote's, so they are never recorded as a quote's email. */
export const alertMailTag = 'on-call-alert';

/** Leads an alert lists; the rest are counted. */
const listedLeads = 50;

/** The alert's email: what happened, what it means, the waiting leads, what to do. */
export function renderTextAlert(alert: TextAlert, now: Date): QuoteEmail {
  const phone = displayPhone(alert.to);
  const count = alert.leads.length;
  const waiting = `${count} lead${count === 1 ? ' is' : 's are'} waiting, unclaimed`;
  const [subject, ...said] =
    alert.kind === 'capped'
      ? [
          `On-call texts stopped until midnight UTC: ${phone} has had today's ${alert.cap}`,
          `The on-call phone ${phone} has had its last text today: onCallTextsPerDay allows ${alert.cap} a UTC day. ` +
            'It gets no more texts until midnight UTC, however long leads wait.',
          `${waiting}:`,
        ]
      : [
          `On-call text not sent: the SMS service answered ${alert.errorName}`,
          `A text to ${phone} about ${count} waiting lead${count === 1 ? '' : 's'} was not sent at ` +
            `${ukClock(now.toISOString())}: the SMS service answered ${alert.errorName}. The next text goes at the ` +
            'next interval; this email comes at most once an hour.',
          `${waiting}:`,
        ];
  const todo =
    alert.kind === 'capped'
      ? 'Claim them from the quote emails. To text more, raise onCallTextsPerDay (infra/DEPLOY.md 7).'
      : "Claim them from the quote emails. Check the SMS delivery-status log and the on-call texts' alarms " +
        '(infra/DEPLOY.md 7).';
  const listed = alert.leads.slice(0, listedLeads).map(({ record, link }) => ({ line: leadLine(record, now), link }));
  const more = count - listed.length;
  const text = [
    ...said,
    ...listed.map(({ line, link }) => `- ${line}${link ? ` ${link}` : ''}`),
    ...(more > 0 ? [`- and ${more} more`] : []),
    '',
    todo,
    '',
  ].join('\n');
  const html = htmlDocument(subject, [
    ...said.map((words) => `<p>${escapeHtml(words)}</p>`),
    '<ul>',
    ...listed.map(
      ({ line, link }) => `<li>${escapeHtml(line)}${link ? ` <a href="${escapeHtml(link)}">claim</a>` : ''}</li>`,
    ),
    ...(more > 0 ? [`<li>and ${more} more</li>`] : []),
    '</ul>',
    `<p>${escapeHtml(todo)}</p>`,
  ]);
  return { subject, text, html };
}

const hourMs = 3_600_000;

/** Emails operations about `alert`: a failure at most once an hour. */
export async function alertOperations(deps: AlertDeps, counters: CounterTable, alert: TextAlert): Promise<void> {
  const now = deps.now();
  try {
    if (alert.kind === 'failed') {
      const hourly = [{ name: 'hour', lengthMs: hourMs, limit: 1 }];
      const first = await addWithinLimits(counters, 'on-call-failure-email', 1, hourly, { now: now.getTime() });
      if (!first.ok) return;
    }
    await sendQuoteEmail(deps.ses, renderTextAlert(alert, now), toOperations(deps.mail), {
      reference: alertMailTag,
      quoteId: alertMailTag,
    });
    deps.logger('warn', 'operations told of the on-call texts', { kind: alert.kind });
  } catch (error) {
    deps.logger('error', 'operations not told of the on-call texts', { kind: alert.kind, errorName: errorName(error) });
  }
}
