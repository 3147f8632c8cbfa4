/** `npm run upgrade-check`'s command line: REF, the -c options as cdk deploy takes them, and the risks accepted. */
import { describe, expect, it } from 'vitest';
import { parseUpgradeCheckArgs, UsageError } from './args';

describe('the upgrade-check command line', () => {
  it('takes --from, -c and --accept-risk in either form, each accepted ID in order', () => {
    expect(
      parseUpgradeCheckArgs([
        '--from',
        'v1.4.0',
        '-c',
        'stage=production',
        '--context=wafEnabled=true',
        '--accept-risk',
        'pitr-off:QuotesTable0D319D86',
        '--accept-risk=deletion-policy:SiteBucket978D4AEB',
      ]),
    ).toEqual({
      from: 'v1.4.0',
      context: ['stage=production', 'wafEnabled=true'],
      acceptRisk: ['pitr-off:QuotesTable0D319D86', 'deletion-policy:SiteBucket978D4AEB'],
    });
    expect(parseUpgradeCheckArgs(['--from=HEAD~1'])).toEqual({ from: 'HEAD~1', context: [], acceptRisk: [] });
  });

  it('refuses an --accept-risk that is not a finding ID, in one line before anything is synthesized', () => {
    for (const value of ['QuotesTable0D319D86', 'pitr:QuotesTable0D319D86', 'pitr-off:', 'pitr-off:Quotes/Table']) {
      expect(() => parseUpgradeCheckArgs(['--from', 'HEAD', '--accept-risk', value])).toThrow(
        `--accept-risk needs the ID a refusal printed (kind:LogicalId, e.g. pitr-off:QuotesTable0D319D86), got "${value}".`,
      );
    }
    expect(() => parseUpgradeCheckArgs(['--from', 'HEAD', '--accept-risk'])).toThrow(UsageError);
  });

  it('refuses what it did before: no --from, an unknown argument, a -c without name=value', () => {
    expect(() => parseUpgradeCheckArgs([])).toThrow(/^--from is missing/);
    expect(() => parseUpgradeCheckArgs(['--from', 'HEAD', '--force'])).toThrow(/^Unknown argument "--force"/);
    expect(() => parseUpgradeCheckArgs(['--from', 'HEAD', '-c=stage=production'])).toThrow(/^Unknown argument/);
    expect(() => parseUpgradeCheckArgs(['--from', 'HEAD', '-c', 'stage'])).toThrow(/^Expected name=value after -c/);
    expect(() => parseUpgradeCheckArgs(['--from'])).toThrow(/^--from needs the commit deployed now/);
  });
});
