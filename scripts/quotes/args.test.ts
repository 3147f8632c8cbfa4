/** `npm run quotes`'s command line as a person types it, right and wrong (issue 34). */
import { describe, expect, it } from 'vitest';
import { parseQuotesArgs, UsageError, usageText } from './args';

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
