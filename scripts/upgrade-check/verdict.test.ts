/**
 * What the findings come to with `--accept-risk`: each accepted one printed as such, any other refusing the update,
 * and an ID that names none of them bad input (exit 2), never taken as accepted.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from './args';
import { problem } from './problems';
import { acceptedLine, acceptRisks, refusalLine } from './verdict';

const pitrOff = problem('pitr-off', 'CourierSite', 'QuotesTable0D319D86', 'PITR off.');
const policy = problem('deletion-policy', 'CourierSite', 'SiteBucket978D4AEB', 'Retain → Delete.');

describe('accepting a risk', () => {
  it('lets through exactly the findings named, and refuses the others', () => {
    expect(acceptRisks([pitrOff, policy], ['pitr-off:QuotesTable0D319D86'])).toEqual({
      accepted: [pitrOff],
      refused: [policy],
    });
    expect(acceptRisks([pitrOff, policy], [])).toEqual({ accepted: [], refused: [pitrOff, policy] });
  });

  it('an ID that names nothing this update does is one plain line, listing what it does', () => {
    const typo = () => acceptRisks([pitrOff, policy], ['pitr-off:QuotesTable0D319D86', 'pitr-off:QuotesTable']);
    expect(typo).toThrow(UsageError);
    expect(typo).toThrow(
      '--accept-risk pitr-off:QuotesTable names nothing this update does: its findings are ' +
        'pitr-off:QuotesTable0D319D86, deletion-policy:SiteBucket978D4AEB.',
    );
    expect(() => acceptRisks([], ['pitr-off:QuotesTable0D319D86'])).toThrow(
      '--accept-risk pitr-off:QuotesTable0D319D86 names nothing this update does: it finds nothing.',
    );
  });

  it('prints the ID to use with each refusal, after the step to deploy first where there is one', () => {
    expect(refusalLine(pitrOff)).toBe('PITR off. To accept: --accept-risk pitr-off:QuotesTable0D319D86');
    expect(refusalLine(pitrOff, 'Deploy 8eec473 first.')).toBe(
      'PITR off. Deploy 8eec473 first. To accept: --accept-risk pitr-off:QuotesTable0D319D86',
    );
    expect(acceptedLine(policy)).toBe('Accepted (--accept-risk deletion-policy:SiteBucket978D4AEB): Retain → Delete.');
  });
});
