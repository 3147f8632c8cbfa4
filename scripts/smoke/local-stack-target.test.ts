/** `npm run smoke` against the local stack npm start recorded, with no URL or key typed (issue 53 F). */
import { describe, expect, it } from 'vitest';
import type { StackLookup } from '../../local/stack-file';
import { recordedSmokeKey, siteToCheck } from './local-stack-target';

const lookup: StackLookup = {
  recorded: {
    command: 'npm start',
    pid: 4242,
    siteUrl: 'http://localhost:4100',
    inboxPort: 4101,
    dynamoPort: 4102,
    quoteTableName: 'quotes',
    smokeKey: 'ab'.repeat(32),
  },
  words: 'recorded by npm start, pid 4242, in .local-stack.json',
};
const nothing: StackLookup = { words: 'no npm start has recorded its ports in .local-stack.json' };

describe('smoke and the recorded local stack', () => {
  it('checks the site named, else the recorded stack’s, saying where it found it', () => {
    expect(siteToCheck('https://www.example.co.uk', lookup)).toEqual({ site: 'https://www.example.co.uk' });
    expect(siteToCheck(undefined, lookup)).toEqual({
      site: 'http://localhost:4100',
      recorded: 'the local stack recorded by npm start, pid 4242, in .local-stack.json',
    });
    expect(() => siteToCheck(undefined, nothing)).toThrow(
      'Name the site to check (npm run smoke -- https://www.example.co.uk): no local stack to check instead (no npm start has recorded its ports in .local-stack.json).',
    );
  });

  it('marks a test quote with the recorded key for that stack’s site only', () => {
    expect(recordedSmokeKey(new URL('http://localhost:4100/'), lookup)).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(recordedSmokeKey(new URL('http://localhost:3000'), lookup)).toBeUndefined();
    expect(recordedSmokeKey(new URL('https://www.example.co.uk'), lookup)).toBeUndefined();
    expect(recordedSmokeKey(new URL('http://localhost:4100'), nothing)).toBeUndefined();
  });
});
