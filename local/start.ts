/**
 * `npm start`: the built site and its API on http://localhost:$PORT, the local SES inbox on
 * $INBOX_PORT where every quote email lands, and the quote store (dynalite) on $DYNAMO_PORT.
 * No AWS account or network needed. `kill -USR2 <pid>` takes SES down and brings it back, to watch a
 * quote wait as pending and then arrive.
 */
import { startLocalStack } from './local-stack';

const port = Number(process.env.PORT ?? 3000);
const inboxPort = Number(process.env.INBOX_PORT ?? 8005);
const dynamoPort = Number(process.env.DYNAMO_PORT ?? 8006);

const stack = await startLocalStack({ port, inboxPort, dynamoPort, env: process.env });
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
