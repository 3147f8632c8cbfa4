/**
 * What `npm run smoke` takes from the running local stack's record (local/stack-file.ts) where its command line and
 * SMOKE_KEY say nothing (issue 53 F): the site to check, and, for that site only, the key its test quote is marked
 * with (decision 035), so `npm run smoke -- --with-quote` checks whatever ports `npm start` chose.
 */
import type { StackLookup } from '../../local/stack-file';

/** The site named on the command line, else the recorded stack's (with the words saying so), else a plain refusal. */
export function siteToCheck(given: string | undefined, lookup: StackLookup): { site: string; recorded?: string } {
  if (given !== undefined) return { site: given };
  if (lookup.recorded) return { site: lookup.recorded.siteUrl, recorded: `the local stack ${lookup.words}` };
  throw new Error(
    `Name the site to check (npm run smoke -- https://www.example.co.uk): no local stack to check instead (${lookup.words}).`,
  );
}

/** The recorded stack's smoke key when `site` is that stack's, never another site's. */
export function recordedSmokeKey(site: URL, lookup: StackLookup): Uint8Array | undefined {
  const { recorded } = lookup;
  if (!recorded || new URL(recorded.siteUrl).origin !== site.origin) return undefined;
  return /^[0-9a-f]{64}$/i.test(recorded.smokeKey) ? Buffer.from(recorded.smokeKey, 'hex') : undefined;
}
