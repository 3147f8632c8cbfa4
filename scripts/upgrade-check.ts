/**
 * `npm run upgrade-check -- --from REF [-c name=value …]`: before updating a deployment made from REF, whether today's
 * templates can replace REF's in one update without losing data (scripts/upgrade-check/run.ts; DEPLOY.md 4).
 */
import { fileURLToPath } from 'node:url';
import { runUpgradeCheck } from './upgrade-check/run';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

try {
  process.exitCode = await runUpgradeCheck(
    process.argv.slice(2),
    { out: (line) => console.log(line), progress: (line) => console.error(line) },
    { repo: repoRoot },
  );
} catch (error) {
  // Not the operator's to fix, but still one line: what failed, not where in our code.
  console.log(`upgrade-check could not run: ${error instanceof Error ? `${error.name}: ${error.message}` : error}`);
  process.exitCode = 2;
}
