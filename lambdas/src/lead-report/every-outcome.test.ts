/**
 * Every row of the outcomes' table (common/src/outcomes/lead-outcomes.ts) in the lead report: a column of the funnel
 * and of every breakdown, counted as its row says, a part of the funnel line, its reasons' own table when it takes
 * some, in the text, the JSON and the email; the subject gives the headline figures. A new row is covered here with
 * nothing added (issue 55 B, decision 067).
 */
import {
  leadOutcomes,
  outcomeHeading,
  outcomeRow,
  reasonsOf,
  reasonWords,
} from '@courier/common/outcomes/lead-outcomes';
import { describe, expect, it } from 'vitest';
import { leadItem, reportPeriod } from '../../test-support/lead-report-fixture';
import { leadReport, reasonCountsOf } from './lead-report';
import { funnelLine, renderReportEmail, reportJson, reportText } from './report-render';

/** One claimed lead marked with each outcome (its last reason, if it takes any), given a price when its row says. */
const leads = leadOutcomes.map((outcome, i) =>
  leadItem({
    reference: `Q-OUTCO${i}`,
    receivedAt: '2026-10-27T10:00:00.000Z',
    sentAfter: 1,
    claimedAfter: 3,
    ...(outcomeRow(outcome).givesPrice ? { quotedAfter: 10 } : {}),
    outcome,
    ...(reasonsOf(outcome).length > 0 ? { reason: reasonsOf(outcome).at(-1) } : {}),
  }),
);
const report = leadReport(leads, reportPeriod);
const givenAPrice = leadOutcomes.filter((outcome) => outcomeRow(outcome).givesPrice).length;
const expected = (outcome: (typeof leadOutcomes)[number]) =>
  outcomeRow(outcome).report === 'priced' ? givenAPrice : 1;

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
});
