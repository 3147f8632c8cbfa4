/**
 * Every row of the outcomes' table (common/src/outcomes/lead-outcomes.ts) in `npm run quotes`: the usage names it
 * with its meaning and reasons, `outcome REF <it>` is taken (with its reason when its row takes one, refused without),
 * the list and its CSV say it as stored with its reason in words, `show` says it in its word, and the README tells
 * staff of it. A new row is covered here with nothing added but its words in the README (issue 55 B, decision 067).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  leadOutcomes,
  outcomeHeading,
  outcomeRow,
  reasonsOf,
  reasonWords,
} from '@courier/common/outcomes/lead-outcomes';
import { isErased } from '@courier/lambdas/quote/store/quote-record';
import { leadItem } from '@courier/lambdas/test-support/lead-report-fixture';
import { describe, expect, it } from 'vitest';
import { parseQuotesArgs, UsageError, usageText } from './args';
import { claimFields, csvRow, listColumns } from './quote-rows';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

describe.each(leadOutcomes)('the outcome %s in npm run quotes', (outcome) => {
  const row = outcomeRow(outcome);
  const reasons = reasonsOf(outcome);
  const reason = reasons.at(-1);

  it('is in the usage with what it means, and its reasons', () => {
    const line = usageText.split('\n').find((l) => l.startsWith(`  outcome REF ${outcome} `));
    expect(line).toBeDefined();
    expect(line).toContain(row.usage);
    for (const each of reasons) expect(line).toContain(each);
  });

  it('is taken by outcome REF, with its reason when it takes one', () => {
    const given = reason ? ['--reason', reason] : [];
    expect(parseQuotesArgs(['outcome', 'Q-7KD2QF', outcome, ...given]).outcome).toEqual({
      reference: 'Q-7KD2QF',
      outcome,
      ...(reason ? { reason } : {}),
    });
    if (reason) expect(() => parseQuotesArgs(['outcome', 'Q-7KD2QF', outcome])).toThrow(UsageError);
    else expect(() => parseQuotesArgs(['outcome', 'Q-7KD2QF', outcome, '--reason', 'x'])).toThrow(UsageError);
  });

  it('is in the list and its CSV as stored, its reason in words, and in show in its word', () => {
    const lead = leadItem({
      reference: 'Q-7KD2QF',
      receivedAt: '2026-10-27T10:00:00.000Z',
      claimedAfter: 3,
      outcome,
      ...(reason ? { reason } : {}),
    });
    const cells = csvRow(lead, false);
    // The reason's column follows the outcome's.
    const reasonColumn = listColumns[listColumns.indexOf('outcome') + 1] ?? '';
    expect(cells.outcome).toBe(outcome);
    expect(cells[reasonColumn]).toBe(reason ? reasonWords(outcome, reason) : '');
    if (isErased(lead)) throw new Error('the lead is not erased');
    expect(claimFields(lead).outcome).toMatch(new RegExp(`^${outcomeHeading(outcome)}[ ,(]`));
  });

  it('is in the README: a choice on the lead page, and a form of the command, with its reasons', () => {
    expect(readme).toContain(`**${row.word}**`);
    const command = readme.split('\n').find((line) => line.startsWith('| `npm run quotes -- outcome REF'));
    expect(command).toContain(reasons.length > 0 ? `\`${outcome} --reason ${reasons.join('\\|')}` : `\`${outcome}\``);
  });
});
