/** `npm run quotes`'s command line as a person types it, right and wrong (issue 34). */
import { describe, expect, it } from 'vitest';
import { parseQuotesArgs, UsageError, usageText, weekPeriod } from './args';

/** The refusal's message, or a failure when the command line was taken. */
function refusal(...argv: string[]): string {
  try {
    parseQuotesArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was taken`);
}

describe('npm run quotes arguments', () => {
  it('takes --help and -h, whatever comes with them', () => {
    expect(parseQuotesArgs(['--help']).help).toBe(true);
    expect(parseQuotesArgs(['-h']).help).toBe(true);
    expect(parseQuotesArgs(['show', '--help']).help).toBe(true);
  });

  it('has a usage text naming every option and command', () => {
    for (const word of [
      '--stack',
      '--since',
      '--pending',
      '--details',
      '--csv',
      '--out FILE',
      'show REF',
      '--resend REF',
    ]) {
      expect(usageText).toContain(word);
    }
    for (const word of ['--force', '--resend-pending', '--region', '--help', 'Exit code', 'report', '--email']) {
      expect(usageText).toContain(word);
    }
  });

  it('reads show REF and the list options', () => {
    expect(parseQuotesArgs(['show', 'Q-7KD2QF'])).toMatchObject({
      command: { name: 'show', argument: 'Q-7KD2QF' },
      since: '7d',
    });
    expect(parseQuotesArgs(['--since', '3d', '--csv', '--details'])).toMatchObject({
      since: '3d',
      csv: true,
      details: true,
    });
    expect(parseQuotesArgs(['--resend', 'Q-7KD2QF', '--force'])).toMatchObject({ resend: 'Q-7KD2QF', force: true });
  });

  it('says plainly what show needs, and which words it does not know', () => {
    expect(refusal('show')).toBe('show needs a quote reference, e.g. npm run quotes -- show Q-7KD2QF');
    expect(refusal('show', 'Q-7KD2QF', 'Q-2MPX9A')).toBe('show takes one reference, not "Q-7KD2QF Q-2MPX9A".');
    expect(refusal('list')).toBe('Unknown command "list". See npm run quotes -- --help for what it takes.');
    expect(refusal('--force')).toBe('--force goes with --resend REF or erase REF.');
  });

  it("words the parser's own errors without its half-quoted advice", () => {
    expect(refusal('--colour')).toBe("Unknown option '--colour'. See npm run quotes -- --help for what it takes.");
    expect(refusal('--since')).toBe('--since needs a value. See npm run quotes -- --help for what it takes.');
    expect(refusal('--resend')).toBe('--resend needs a value. See npm run quotes -- --help for what it takes.');
    for (const message of [refusal('--colour'), refusal('-x'), refusal('--since')]) {
      expect(message.split("'").length % 2, message).toBe(1);
      expect(message.split('"').length % 2, message).toBe(1);
    }
  });

  it('reads report with its period and --json or --email, and refuses what does not go with it', () => {
    expect(parseQuotesArgs(['report'])).toMatchObject({ report: true, since: '7d', json: false, email: false });
    expect(parseQuotesArgs(['report', '--since', '30d', '--json'])).toMatchObject({
      report: true,
      since: '30d',
      json: true,
    });
    expect(parseQuotesArgs(['report', '--email'])).toMatchObject({ report: true, email: true });
    expect(refusal('report', 'Q-7KD2QF')).toBe(
      'report takes no argument, not "Q-7KD2QF". See npm run quotes -- --help for what it takes.',
    );
    expect(refusal('report', '--csv', '--pending')).toBe(
      'report does not take --pending, --csv. See npm run quotes -- --help for what it takes.',
    );
    expect(refusal('report', '--json', '--email')).toBe('report takes --json or --email, not both.');
    expect(refusal('--email')).toBe('--email goes with report.');
    expect(refusal('show', 'Q-7KD2QF', '--email')).toBe('--email goes with report.');
    expect(refusal('--json')).toBe('--json goes with find EMAIL or report.');
  });

  it('reads report --week, alone, with the report only', () => {
    expect(parseQuotesArgs(['report', '--week', 'last'])).toMatchObject({ report: true, week: 'last' });
    expect(refusal('report', '--week', 'last', '--since', '7d')).toBe('report takes --week or --since, not both.');
    expect(refusal('--week', 'last')).toBe('--week goes with report.');
    expect(refusal('report', '--week')).toBe('--week needs a value. See npm run quotes -- --help for what it takes.');
    expect(usageText).toContain('report --week last | this | 2026-W49');
  });

  it('gives --week as an ISO week of UK time, Monday 00:00 to Monday 00:00, on the clock it is given', () => {
    // Wednesday of week 50, 2026.
    const now = new Date('2026-12-09T09:00:00Z');
    const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];
    const week49 = ['2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'];
    expect(iso(weekPeriod('last', now))).toEqual(week49);
    expect(iso(weekPeriod('2026-W49', now))).toEqual(week49);
    expect(iso(weekPeriod('this', now))).toEqual(['2026-12-07T00:00:00.000Z', '2026-12-14T00:00:00.000Z']);
    // A Monday just after midnight in summer time: last week is the one that ended 30 minutes ago.
    expect(iso(weekPeriod('LAST', new Date('2026-07-05T23:30:00Z')))).toEqual([
      '2026-06-28T23:00:00.000Z',
      '2026-07-05T23:00:00.000Z',
    ]);
    // The first week of 2027 looks back to 2026's week 53.
    expect(iso(weekPeriod('last', new Date('2027-01-06T12:00:00Z')))).toEqual([
      '2026-12-28T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
    ]);
  });

  it('refuses a --week that is no week, or has not begun, in one plain line', () => {
    const now = new Date('2026-12-09T09:00:00Z');
    const refused = (value: string) => {
      try {
        weekPeriod(value, now);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`--week ${value} was taken`);
    };
    expect(refused('lst')).toBe('--week takes last, this or a week such as 2026-W49, not "lst".');
    expect(refused('2026-49')).toBe('--week takes last, this or a week such as 2026-W49, not "2026-49".');
    expect(refused('2026-W99')).toBe('--week 2026-W99: 2026 has no week 99 (its weeks are W01 to W53).');
    expect(refused('2027-W53')).toBe('--week 2027-W53: 2027 has no week 53 (its weeks are W01 to W52).');
    expect(refused('2026-W51')).toBe('2026-W51 has not begun: it starts on Mon 14 Dec 2026.');
  });

  it('takes --out FILE with the list as CSV only (issue 53 E)', () => {
    expect(parseQuotesArgs(['--csv', '--out', 'leads.csv'])).toMatchObject({ csv: true, out: 'leads.csv' });
    const onlyWithCsv = '--out FILE goes with --csv: npm run quotes -- --csv --out leads.csv';
    expect(refusal('--out', 'leads.csv')).toBe(onlyWithCsv);
    expect(refusal('show', 'Q-7KD2QF', '--csv', '--out', 'leads.csv')).toBe(onlyWithCsv);
    expect(refusal('--resend-pending', '--csv', '--out', 'leads.csv')).toBe(onlyWithCsv);
    expect(refusal('--csv', '--out', ' ')).toBe('--out needs a file name, e.g. --out leads.csv');
    expect(refusal('report', '--out', 'r.csv')).toBe(
      'report does not take --out. See npm run quotes -- --help for what it takes.',
    );
  });
});
