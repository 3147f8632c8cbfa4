/**
 * `npm start`: the built site and its API on http://localhost:$PORT, the local SES inbox on
 * $INBOX_PORT where every quote email lands, and the quote store (dynalite) on $DYNAMO_PORT.
 * No AWS account or network needed. `kill -USR2 <pid>` takes SES down and brings it back, to watch a
 * quote wait as pending and then arrive.
 */
import { PortInUseError, type PortOption, startLocalStack } from './local-stack';
import { stopOnCrash } from './stop-on-crash';

stopOnCrash('npm start');

/** The variable that sets each port, and its default. */
const portVariables: Record<PortOption, { variable: string; fallback: number }> = {
  port: { variable: 'PORT', fallback: 3000 },
  inboxPort: { variable: 'INBOX_PORT', fallback: 8005 },
  dynamoPort: { variable: 'DYNAMO_PORT', fallback: 8006 },
};

/** Says what went wrong and what to set, without a stack trace, and stops. */
function fail(message: string): never {
  console.error(`\n  npm start: ${message}\n`);
  process.exit(1);
}

function portFromEnv(option: PortOption): number {
  const { variable, fallback } = portVariables[option];
  const text = process.env[variable]?.trim() || String(fallback);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) fail(`${variable}=${text} is not a port number (0 to 65535).`);
  return port;
}

const ports = { port: portFromEnv('port'), inboxPort: portFromEnv('inboxPort'), dynamoPort: portFromEnv('dynamoPort') };

const stack = await startLocalStack({ ...ports, env: process.env }).catch((error) => {
  if (!(error instanceof PortInUseError)) throw error;
  const { variable } = portVariables[error.option];
  fail(
    `port ${error.port} (${variable}) is already in use, perhaps by another npm start. Stop that, or set ${variable} to a free port, e.g. ${variable}=${error.port + 10} npm start`,
  );
});
console.log(`\n  Site and API:  ${stack.siteUrl}`);
console.log(`  Email inbox:   ${stack.inboxUrl}  (quote emails sent by the site appear here)`);
console.log(`  Quote store:   ${stack.dynamoEndpoint}  (table ${stack.quoteTableName}; list it with npm run quotes)\n`);
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
