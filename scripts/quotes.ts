/**
 * `npm run quotes`: did every lead reach staff, and the operator's commands when one did not. What it takes is in
 * scripts/quotes/args.ts (`npm run quotes -- --help` prints it); scripts/quotes/run.ts runs it.
 */
import { runQuotes } from './quotes/run';

const code = await runQuotes(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
