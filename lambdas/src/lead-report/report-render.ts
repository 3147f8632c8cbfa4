/**
 * The lead report (lead-report.ts) for people and programs: plain text (the terminal, and the email's text part),
 * JSON of a stable shape (`npm run quotes -- report --json`), and the email (`--email`, the weekly report) through the
 * one `htmlDocument` every email uses. Landing pages and campaigns are the visitor's text: escaped in the HTML, made
 * plain (no control characters) in the text.
 */
import {
  headlineOutcomes,
  type LeadOutcomeName,
  leadOutcomes,
  outcomeHeading,
  outcomeRow,
  outcomesWithReasons,
} from '@courier/common/outcomes/lead-outcomes';
import { isoWeekSpanning } from '@courier/common/time/iso-week';
import { ukDayOf, ukToday } from '@courier/common/time/uk-time';
import { escapeHtml, htmlDocument, type QuoteEmail } from '../email/html';
import { claimDuration } from '../lead-claim/claim-summary';
import { type HeldReason, heldReasons } from '../quote/store/quote-table';
import { type FunnelRow, type LeadReport, notesOf, reasonCountsOf, type Speed } from './lead-report';
import { countNames, rateOf } from './report-tally';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const plain = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

/**
 * The period in words: a calendar week (Monday to Sunday, UK time) as "Week 49, Mon 30 Nov – Sun 6 Dec 2026", any
 * other period as "Mon 19 Oct 2026 to Sun 1 Nov 2026", its first and last UK days (`to` itself is not in it).
 */
export function periodWords(report: Pick<LeadReport, 'from' | 'to'>): string {
  const [from, to] = [new Date(report.from), new Date(report.to)];
  const lastDay = to.getTime() - 1;
  const week = isoWeekSpanning(from, to);
  if (!week) return `${ukDayOf(from.getTime())} to ${ukDayOf(lastDay)}`;
  const sameYear = ukToday(from).slice(0, 4) === ukToday(new Date(lastDay)).slice(0, 4);
  return `Week ${week.week}, ${ukDayOf(from.getTime(), { year: !sameYear })} – ${ukDayOf(lastDay)}`;
}

/** "Leads in Week 49, Mon 30 Nov – Sun 6 Dec 2026", "Leads Mon 19 Oct 2026 to Sun 1 Nov 2026". */
const leadsOf = (report: LeadReport) => {
  const words = periodWords(report);
  return words.startsWith('Week ') ? `Leads in ${words}` : `Leads ${words}`;
};

const quoteCount = (n: number) => `${n} quote${n === 1 ? '' : 's'}`;

const percent = (share?: number) => `${Math.round((share ?? 0) * 100)}%`;

/** "price 1, no reply 1": the reasons given, in the form's order. */
const reasonsGiven = (report: LeadReport, outcome: LeadOutcomeName) =>
  reasonCountsOf(report, outcome)
    .filter((r) => r.count > 0)
    .map((r) => `${r.words} ${r.count}`)
    .join(', ');

/**
 * An outcome's part of the funnel line: given a price, with the median time to it ("8 quoted (median 14 min after
 * sending)", "none quoted"); else the count, with its reasons ("2 lost (price 1, no reply 1)").
 */
function outcomeWords(report: LeadReport, outcome: LeadOutcomeName): string {
  const { word, report: counted } = outcomeRow(outcome);
  const count = report.totals[outcome];
  if (counted === 'priced') {
    const median = claimDuration(report.timeToQuote.medianMs ?? 0);
    return count === 0 ? `none ${word}` : `${count} ${word} (median ${median} after sending)`;
  }
  const reasons = reasonsGiven(report, outcome);
  return `${count} ${word}${reasons ? ` (${reasons})` : ''}`;
}

/** "5 booked": the headline outcomes' counts, as the subject and the held line give them. */
const headlineWords = (counts: Record<LeadOutcomeName, number>) =>
  headlineOutcomes.map((outcome) => `${counts[outcome]} ${outcomeRow(outcome).word}`);

/**
 * The funnel in one line, as `npm run quotes` and the report open with it: "12 quotes, 10 claimed (median 3 min, 58%
 * within 5 minutes), 8 quoted (median 14 min after sending), 5 booked, 2 lost (price 1, no reply 1)."
 */
export function funnelLine(report: LeadReport): string {
  const { totals, timeToClaim } = report;
  if (totals.quotes === 0) {
    return report.held.quotes === 0 ? 'No quotes in this period.' : 'No quotes in this period but those held back.';
  }
  const claimed =
    totals.claimed === 0
      ? 'none claimed yet'
      : `${totals.claimed} claimed (median ${claimDuration(timeToClaim.medianMs ?? 0)}, ` +
        `${percent(timeToClaim.withinFiveMinutes)} within 5 minutes)`;
  const outcomes = leadOutcomes.map((outcome) => outcomeWords(report, outcome));
  return `${[quoteCount(totals.quotes), claimed, ...outcomes].join(', ')}.`;
}

const heldWords: Record<HeldReason, string> = {
  address: "past a mailbox's cap",
  ip: "past an IP's cap",
  wave: 'in a wave',
};

/**
 * The held quotes in one line, as `npm run quotes` and the report give it under the funnel: "Held back (caps, waves):
 * 297 (297 past a mailbox's cap), 1 claimed, 0 booked; counted apart from every other figure."
 */
export function heldLine({ held }: Pick<LeadReport, 'held'>): string {
  if (held.quotes === 0) return 'Held back (caps, waves): 0.';
  const why = heldReasons
    .filter((reason) => held.reasons[reason] > 0)
    .map((reason) => `${held.reasons[reason]} ${heldWords[reason]}`)
    .join(', ');
  const figures = [`${held.quotes} (${why})`, `${held.claimed} claimed`, ...headlineWords(held)];
  return `Held back (caps, waves): ${figures.join(', ')}; counted apart from every other figure.`;
}

const speedLine = (label: string, speed: Speed) =>
  speed.medianMs === undefined
    ? `${label}: none yet.`
    : `${label}: median ${claimDuration(speed.medianMs)}; ${percent(speed.withinFiveMinutes)} within 5 minutes, ` +
      `${percent(speed.withinThirtyMinutes)} within 30 minutes (of every lead).`;

/** A titled table: its heading, column names and rows of cells. */
interface Section {
  title: string;
  columns: string[];
  rows: string[][];
  /** Said instead of an empty table. */
  none: string;
}

/** The counts' columns, each outcome in its word, then each headline outcome per quote ("booked per quote"). */
const funnelColumns = [
  'quotes',
  'claimed',
  ...leadOutcomes.map((outcome) => outcomeRow(outcome).word),
  ...headlineOutcomes.map((outcome) => `${outcomeRow(outcome).word} per quote`),
];
const funnelCells = (row: FunnelRow) => [
  row.key,
  ...countNames.map((name) => String(row[name])),
  ...headlineOutcomes.map((outcome) => percent(row[rateOf(outcome)])),
];
const funnelSection = (title: string, first: string, rows: FunnelRow[]): Section => ({
  title,
  columns: [first, ...funnelColumns],
  rows: rows.map(funnelCells),
  none: 'No leads.',
});

/** Whole hours and days, for how long a lead has waited: "3 d 4 h", "26 h" reads worse. */
function age(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A list's count, and which of it is listed when it was cut short: ": 312 (the 50 oldest listed)". */
const countOf = (listed: number, total: number, which: string) =>
  `: ${total}${listed < total ? ` (${which.replace('N', String(listed))} listed)` : ''}`;

/** An outcome's reasons, counted ("Lost reasons"), and its leads' notes ("Lost leads' notes"). */
function reasonSections(report: LeadReport, outcome: LeadOutcomeName): Section[] {
  const { notes, total } = notesOf(report, outcome);
  return [
    {
      title: `${outcomeHeading(outcome)} reasons`,
      columns: ['reason', 'leads'],
      rows: reasonCountsOf(report, outcome).map((r) => [r.words, String(r.count)]),
      none: 'None.',
    },
    {
      title: `${outcomeHeading(outcome)} leads' notes${countOf(notes.length, total, 'the first N, by reason,')}`,
      columns: ['reference', 'reason', 'note'],
      rows: notes.map((lead) => [lead.reference, lead.words, lead.note]),
      none: 'None.',
    },
  ];
}

function sections(report: LeadReport): Section[] {
  return [
    funnelSection('By landing page', 'landing page', report.byLandingPage),
    funnelSection('By campaign source', 'source', report.bySource),
    funnelSection('By vehicle', 'vehicle', report.byVehicle),
    funnelSection('By weekday (UK time of sending)', 'day', report.byWeekday),
    funnelSection('By hour (UK time of sending)', 'hour', report.byHour),
    ...outcomesWithReasons.flatMap((outcome) => reasonSections(report, outcome)),
    {
      title:
        'Still open a day after arriving (unclaimed, or claimed without an outcome)' +
        countOf(report.stillOpen.length, report.stillOpenTotal, 'the N oldest'),
      columns: ['reference', 'received', 'waiting', 'owner'],
      rows: report.stillOpen.map((lead) => [
        lead.reference,
        ukDayOf(Date.parse(lead.receivedAt)),
        age(lead.ageMs),
        lead.owner ?? 'UNCLAIMED',
      ]),
      none: 'None: every lead of the period was claimed and has an outcome, or is under a day old.',
    },
  ];
}

const heading = (report: LeadReport) => `${leadsOf(report)} (UK time)`;

function summaryLines(report: LeadReport): string[] {
  const erased = report.totals.erased;
  return [
    funnelLine(report) + (erased ? ` ${erased} since erased: counted, with no details.` : ''),
    heldLine(report),
    speedLine('Time to claim', report.timeToClaim),
    speedLine('Time to quote, from sending', report.timeToQuote),
  ];
}

/** Aligned columns. */
function textTable(columns: string[], rows: string[][]): string[] {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** The report as plain text, one line an element. */
export function reportText(report: LeadReport): string[] {
  const lines = [heading(report), '', ...summaryLines(report)];
  for (const section of sections(report)) {
    const rows = section.rows.map((cells) => cells.map(plain));
    lines.push('', section.title, ...(rows.length === 0 ? [section.none] : textTable(section.columns, rows)));
  }
  return lines;
}

/** JSON of one shape whatever the period held: a figure not measured is null, never missing. */
export function reportJson(report: LeadReport): string {
  const speed = (s: Speed) => ({
    medianMs: s.medianMs ?? null,
    withinFiveMinutes: s.withinFiveMinutes ?? null,
    withinThirtyMinutes: s.withinThirtyMinutes ?? null,
  });
  return JSON.stringify(
    {
      ...report,
      timeToClaim: speed(report.timeToClaim),
      timeToQuote: speed(report.timeToQuote),
      stillOpen: report.stillOpen.map((lead) => ({ ...lead, owner: lead.owner ?? null })),
    },
    null,
    2,
  );
}

/** Values this short stay on one line with their label ("booked per quote 50%"); a longer one (a note) wraps. */
const keptWhole = 24;

/** "quotes 2", its spaces made non-breaking when short: a phone wraps between pairs, never inside one. */
function htmlPair(label: string, value: string): string {
  const text = escapeHtml(`${label} ${value}`);
  return value.length <= keptWhole ? text.replaceAll(' ', '&nbsp;') : text;
}

/**
 * A row as a paragraph, not a table's row: its key in bold, then each value with its column's name, "quotes 2 ·
 * claimed 2 · … · booked per quote 50%". Read on a 390 px phone nothing scrolls sideways and no word is broken: a
 * table narrowed to the screen squeezes its columns to their longest word and past it (decision 059), a paragraph
 * wraps between the pairs. The dot keeps to the pair before it.
 */
function htmlRow(columns: string[], [key = '', ...values]: string[]): string {
  const pairs = values.map((value, i) => htmlPair(columns[i + 1] ?? '', value)).join('&nbsp;· ');
  const between = values.length === 1 ? '&nbsp;· ' : '<br>';
  return `<p style="margin:0 0 8px"><b>${escapeHtml(key)}</b>${between}${pairs}</p>`;
}

function htmlSection(section: Section): string[] {
  const title = `<h2 style="font-size:1.1em;margin:20px 0 8px">${escapeHtml(section.title)}</h2>`;
  if (section.rows.length === 0) return [title, `<p>${escapeHtml(section.none)}</p>`];
  return [title, ...section.rows.map((row) => htmlRow(section.columns, row))];
}

/** The report as an email to staff and operations: the same figures, text and HTML. */
export function renderReportEmail(report: LeadReport): QuoteEmail {
  const { totals } = report;
  const subject = `${leadsOf(report)}: ${[quoteCount(totals.quotes), ...headlineWords(totals)].join(', ')}`;
  return {
    subject,
    text: `${reportText(report).join('\n')}\n`,
    html: htmlDocument(subject, [
      `<h1 style="font-size:1.3em">${escapeHtml(heading(report))}</h1>`,
      ...summaryLines(report).map((line) => `<p>${escapeHtml(line)}</p>`),
      ...sections(report).flatMap(htmlSection),
    ]),
  };
}
