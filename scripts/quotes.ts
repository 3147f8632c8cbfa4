/**
 * `npm run quotes`: did every lead reach staff, and the operator's commands when one did not.
 *   npm run quotes                                the local table (`npm start` running)
 *   npm run quotes -- --stack CourierSite          the deployed table (AWS credentials from the environment)
 *   --since 2026-11-01 | --since 3d               quotes received since then (default 7d); --pending: only undelivered
 *   --details                                     with the name, phone, email, journey and estimate (off by default)
 *   --csv                                         the list as CSV for a spreadsheet (with --details: personal columns)
 *   show REF                                      everything staff need to act on one quote
 *   find EMAIL [--json]                           every stored quote of that address (a subject access request)
 *   erase REF [--force]                           remove one quote's personal data, keep a minimal record
 *   --resend REF [--force]                        send one quote again now (a sent one only with --force)
 *   --resend-pending                              send every undelivered quote now
 *   --region R                                    (default eu-west-2)
 * Exit code 0 when every quote listed reached staff, 1 when one has not, 2 for a bad command or no store.
 */
import { runQuotes } from './quotes-command';

const code = await runQuotes(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
