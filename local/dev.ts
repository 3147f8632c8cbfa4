/**
 * `npm run dev`: Vite's dev server with hot reload for the site, and the same local API, SES inbox and quote store as
 * `npm start` behind its /api proxy. The ports come from the same variables (local/ports.ts), checked before
 * anything starts.
 */
import { spawn } from 'node:child_process';
import { PortInUseError, startLocalStack } from './local-stack';
import { portsOrExit, portVariables } from './ports';
import { stopOnCrash } from './stop-on-crash';

stopOnCrash('npm run dev');

const ports = portsOrExit('npm run dev', ['port', 'apiPort', 'inboxPort', 'dynamoPort']);

const stack = await startLocalStack({
  port: ports.apiPort,
  inboxPort: ports.inboxPort,
  dynamoPort: ports.dynamoPort,
  env: process.env,
}).catch((error) => {
  if (!(error instanceof PortInUseError)) throw error;
  // The local stack's site port is the API's here.
  const { variable } = portVariables[error.option === 'port' ? 'apiPort' : error.option];
  console.error(`npm run dev: port ${error.port} (${variable}) is already in use; set ${variable} to a free port.`);
  process.exit(1);
});
console.log(`  API (proxied under /api): ${stack.siteUrl}`);
console.log(`  Email inbox:              ${stack.inboxUrl}`);
console.log(`  Quote store:              ${stack.dynamoEndpoint}  (table ${stack.quoteTableName}; npm run quotes)`);

const vite = spawn('npx', ['vite', '--port', String(ports.port), '--strictPort'], {
  cwd: new URL('../frontend', import.meta.url),
  // Not the terminal's input: in a process group of its own, Vite's key shortcuts would compete with it.
  stdio: ['ignore', 'inherit', 'inherit'],
  // The port the API listens on (API_PORT=0 picks a free one) is what the proxy needs.
  env: { ...process.env, API_PORT: new URL(stack.siteUrl).port },
  // Its own process group, stopped whole (here, on Ctrl-C and on SIGTERM): npx does not always pass a signal on to
  // the Vite it started, which then kept the port after `npm run dev` had ended.
  detached: true,
});
const stopVite = () => {
  try {
    process.kill(-(vite.pid as number), 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.once('exit', stopVite);

const stop = () => {
  stopVite();
  stack.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
vite.once('exit', (code) => stack.stop().then(() => process.exit(code ?? 0)));
