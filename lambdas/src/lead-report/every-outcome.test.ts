/**
 * Every row of the outcomes' table (common/src/outcomes/lead-outcomes.ts) in the lead report: a column of the funnel
 * and of every breakdown, counted as its row says, a part of the funnel line, its reasons' own table and its leads'
 * notes when it takes reasons, in the text, the JSON and the email; a headline row is in the subject, the held line
 * and a rate per quote in every breakdown's row, and no other row is. Held quotes are counted apart, in no figure but
 * the held line. A new row is covered here with nothing added (issue 55 B, decision 067).
 */
import {
  type LeadOutcomeName,
  leadOutcomes,
  outcomeHeading,
  outcomeRow,
  reasonsOf,
  reasonWords,
} from '@courier/common/outcomes/lead-outcomes';
import { describe, expect, it } from 'vitest';
import { leadItem, reportPeriod } from '../../test-support/lead-report-fixture';
import { leadReport, notesOf, reasonCountsOf } from './lead-report';
import { funnelLine, heldLine, renderReportEmail, reportJson, reportText } from './report-render';

/**
 * A claimed lead marked with the outcome (its last reason and a note, if it takes reasons), given a price when its row
 * says; held past a mailbox's cap when `held`.
 */
const markedLead = (outcome: LeadOutcomeName, reference: string, held?: true) =>
  leadItem({
    reference,
    receivedAt: '2026-10-27T10:00:00.000Z',
    sentAfter: 1,
    claimedAfter: 3,
    ...(outcomeRow(outcome).givesPrice ? { quotedAfter: 10 } : {}),
    outcome,
    ...(reasonsOf(outcome).length > 0 ? { reason: reasonsOf(outcome).at(-1), note: `why ${reference} <b>` } : {}),
    ...(held ? { held: 'address' as const } : {}),
  });

/** One lead marked with each outcome, and one quote held back marked with each. */
const leads = leadOutcomes.flatMap((outcome, i) => [
  markedLead(outcome, `Q-OUTCO${i}`),
  markedLead(outcome, `Q-HELDO${i}`, true),
]);
const report = leadReport(leads, reportPeriod);
const givenAPrice = leadOutcomes.filter((outcome) => outcomeRow(outcome).givesPrice).length;
const expected = (outcome: (typeof leadOutcomes)[number]) =>
  outcomeRow(outcome).report === 'priced' ? givenAPrice : 1;
const text = reportText(report).join('\n');
const { html } = renderReportEmail(report);
const json = JSON.parse(reportJson(report));
/** A breakdown's header and its one row, as cells. */
const [header = [], vehicleRow = []] = ['vehicle ', 'Small Van '].map(
  (start) =>
    text
      .split('\n')
      .find((line) => line.startsWith(start))
      ?.split(/ {2,}/) ?? [],
);
const email = (words: string) => words.replaceAll(' ', '&nbsp;');

describe.each(leadOutcomes)('the outcome %s in the lead report', (outcome) => {
  const { word } = outcomeRow(outcome);

  it('is counted in the totals and every breakdown as its row says', () => {
    expect(report.totals[outcome]).toBe(expected(outcome));
    expect(report.byVehicle.map((row) => row[outcome])).toEqual([expected(outcome)]);
    expect(JSON.parse(reportJson(report)).byWeekday[0][outcome]).toBe(expected(outcome));
  });

  it('is a column of every breakdown and a part of the funnel line, in its word', () => {
    const text = reportText(report).join('\n');
    const header = text.split('\n').find((line) => line.startsWith('vehicle '));
    expect(header?.split(/ {2,}/)).toContain(word);
    expect(renderReportEmail(report).html).toContain(
      `&nbsp;· ${word.replaceAll(' ', '&nbsp;')}&nbsp;${expected(outcome)}&nbsp;·`,
    );
    expect(funnelLine(report)).toMatch(new RegExp(`, ${expected(outcome)} ${word}[ ,.]`));
  });

  it.runIf(reasonsOf(outcome).length > 0)('has its reasons’ own table, each reason counted', () => {
    const last = reasonsOf(outcome).at(-1);
    if (!last) throw new Error('only an outcome with reasons has their table');
    const reasons = reasonCountsOf(report, outcome);
    expect(reasons.map((r) => r.reason)).toEqual(reasonsOf(outcome));
    expect(reasons.map((r) => r.count)).toEqual(reasonsOf(outcome).map((reason) => (reason === last ? 1 : 0)));
    const text = reportText(report).join('\n');
    expect(text).toContain(`${outcomeHeading(outcome)} reasons\nreason`);
    expect(text).toMatch(new RegExp(`\\n${reasonWords(outcome, last)} +1\\n`));
    expect(renderReportEmail(report).html).toContain(`${outcomeHeading(outcome)} reasons</h2>`);
    expect(funnelLine(report)).toContain(`1 ${word} (${reasonWords(outcome, last)} 1)`);
  });

  it(`${outcomeRow(outcome).headline ? 'is' : 'is not'} in the subject`, () => {
    const subject = renderReportEmail(report).subject;
    expect(subject.includes(`, ${expected(outcome)} ${word}`)).toBe(Boolean(outcomeRow(outcome).headline));
  });

  it('counts its held quote apart: in the held figures, in none of the leads’', () => {
    expect(report.totals.quotes).toBe(leadOutcomes.length);
    expect(report.held.quotes).toBe(leadOutcomes.length);
    expect(report.held[outcome]).toBe(expected(outcome));
    expect(report.byVehicle.map((row) => row.quotes)).toEqual([leadOutcomes.length]);
  });

  it(`${outcomeRow(outcome).headline ? 'is' : 'is not'} in the held line`, () => {
    const counted = new RegExp(`, ${expected(outcome)} ${word}[,;]`);
    expect(counted.test(heldLine(report))).toBe(Boolean(outcomeRow(outcome).headline));
    expect(text).toContain(heldLine(report));
    expect(html).toContain(`<p>${heldLine(report).replaceAll("'", '&#39;')}</p>`);
  });

  it(`${outcomeRow(outcome).headline ? 'has a' : 'has no'} rate per quote in every breakdown's row`, () => {
    const rate = Math.round((expected(outcome) / leadOutcomes.length) * 100);
    const key = `${outcome}PerQuote`;
    const column = header.indexOf(`${word} per quote`);
    if (!outcomeRow(outcome).headline) {
      expect(column).toBe(-1);
      expect(json.byVehicle[0]).not.toHaveProperty(key);
      expect(html).not.toContain(email(`${word} per quote`));
      return;
    }
    expect(report.byVehicle[0]).toHaveProperty(key, expected(outcome) / leadOutcomes.length);
    expect(json.byWeekday[0][key]).toBe(expected(outcome) / leadOutcomes.length);
    expect(json.totals[key]).toBe(expected(outcome) / leadOutcomes.length);
    expect(vehicleRow[column]).toBe(`${rate}%`);
    expect(html).toContain(email(`${word} per quote ${rate}%`));
  });

  it.runIf(reasonsOf(outcome).length > 0)('lists its leads’ notes, with their reasons, held quotes’ left out', () => {
    const last = reasonsOf(outcome).at(-1);
    if (!last) throw new Error('only an outcome with reasons has notes');
    const reference = `Q-OUTCO${leadOutcomes.indexOf(outcome)}`;
    const note = { reference, reason: last, words: reasonWords(outcome, last), note: `why ${reference} <b>` };
    expect(notesOf(report, outcome)).toEqual({ notes: [expect.objectContaining(note)], total: 1 });
    expect(json[`${outcome}Notes`]).toEqual([expect.objectContaining(note)]);
    expect(json[`${outcome}NotesTotal`]).toBe(1);
    const section = `${outcomeHeading(outcome)} leads' notes: 1\nreference`;
    expect(text).toContain(section);
    expect(text).toMatch(new RegExp(`\\n${reference} +${reasonWords(outcome, last)} +why ${reference} <b>\\n`));
    expect(html).toContain(`${outcomeHeading(outcome)} leads&#39; notes: 1</h2>`);
    expect(html).toContain(email(`why ${reference} &lt;b&gt;`));
  });

  it.runIf(reasonsOf(outcome).length === 0)('has no reasons or notes of its own', () => {
    expect(reasonCountsOf(report, outcome)).toEqual([]);
    expect(notesOf(report, outcome)).toEqual({ notes: [], total: 0 });
    expect(json).not.toHaveProperty(`${outcome}Notes`);
    expect(text).not.toContain(`${outcomeHeading(outcome)} leads' notes`);
  });
});
