/**
 * `npm start`: the built site and its API on http://localhost:$PORT, and the local SES inbox on
 * $INBOX_PORT where every quote email lands. No AWS account or network needed.
 */
import { startLocalStack } from './local-stack';

const port = Number(process.env.PORT ?? 3000);
const inboxPort = Number(process.env.INBOX_PORT ?? 8005);

const stack = await startLocalStack({ port, inboxPort, env: process.env });
console.log(`\n  Site and API:  ${stack.siteUrl}`);
console.log(`  Email inbox:   ${stack.inboxUrl}  (quote emails sent by the site appear here)\n`);
console.log('  Press Ctrl-C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stack.stop().then(() => process.exit(0));
  });
}
