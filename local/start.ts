/**
 * `npm start`: the built site and its API on http://localhost:$PORT, the local SES inbox on
 * $INBOX_PORT where every quote email lands, and the quote store (dynalite) on $DYNAMO_PORT, all on this
 * machine's loopback addresses unless HOST opens the site and inbox (local/listen.ts).
 * No AWS account or network needed. `kill -USR2 <pid>` takes SES down and brings it back, to watch a
 * quote wait as pending and then arrive.
 */
import { HostUnavailableError, hostUnavailable, openHostFromEnv, openHostWarning } from './listen';
import { LocalSettingError } from './local-settings';
import { PortInUseError, startLocalStack } from './local-stack';
import { portsOrExit, portVariables, stackPortNames } from './ports';
import { fileWords, forgetStack, recordStack, stackFileOf, stackRecordOf } from './stack-file';
import { stopOnCrash } from './stop-on-crash';

stopOnCrash('npm start');

/** Says what went wrong and what to set, without a stack trace, and stops. */
function fail(message: string): never {
  console.error(`\n  npm start: ${message}\n`);
  process.exit(1);
}

// Checked before the build too (local/check-ports.ts); again here for a run of this file on its own.
const ports = portsOrExit('npm start', stackPortNames);

const openHost = openHostFromEnv(process.env);
const stack = await startLocalStack({ ...ports, openHost, env: process.env }).catch((error) => {
  if (error instanceof HostUnavailableError) fail(hostUnavailable(error));
  if (error instanceof LocalSettingError) fail(error.message);
  if (!(error instanceof PortInUseError)) throw error;
  const { variable } = portVariables[error.option];
  fail(
    `port ${error.port} (${variable}) is already in use, perhaps by another npm start. Stop that, or set ${variable} to a free port, e.g. ${variable}=${error.port + 10} npm start`,
  );
});
// Where it listens, for npm run quotes and smoke (local/stack-file.ts): removed however this process ends.
const stackFile = stackFileOf(process.env);
recordStack(stackFile, stackRecordOf('npm start', stack.siteUrl, stack));
process.once('exit', () => forgetStack(stackFile));
console.log(`\n  Site and API:  ${stack.siteUrl}`);
console.log(`  Email inbox:   ${stack.inboxUrl}  (quote emails sent by the site appear here)`);
console.log(`  Quote store:   ${stack.dynamoEndpoint}  (table ${stack.quoteTableName}; list it with npm run quotes)`);
console.log(`  Smoke test:    SMOKE_KEY=${stack.smokeKey} npm run smoke -- ${stack.siteUrl} --with-quote`);
console.log(`  Ports:         recorded in ${fileWords(stackFile)}, where npm run quotes and smoke find them\n`);
if (stack.sms)
  console.log(`  On-call texts: ${stack.sms.endpoint}  (the SMS stand-in; each text also shows in the inbox)\n`);
if (openHost) console.log(`${openHostWarning(openHost)}\n`);
console.log(`  Press Ctrl-C to stop. kill -USR2 ${process.pid} takes the local SES down / up.`);

let sesAvailable = true;
process.on('SIGUSR2', () => {
  sesAvailable = !sesAvailable;
  stack.setSesAvailable(sesAvailable).then(() => console.log(`  Local SES is ${sesAvailable ? 'up' : 'DOWN'}.`));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stack.stop().then(() => process.exit(0));
  });
}
