/**
 * `npm run dev`: Vite's dev server with hot reload for the site, and the same local API, SES inbox and quote store as
 * `npm start` behind its /api proxy. The ports come from the same variables (local/ports.ts), checked before
 * anything starts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HostUnavailableError, hostUnavailable, openHostFromEnv, openHostWarning } from './listen';
import { LocalSettingError } from './local-settings';
import { PortInUseError, portIsTaken, startLocalStack } from './local-stack';
import { portsOrExit, portVariables, stackPortNames } from './ports';
import { forgetStack, recordStack, stackFileOf, stackRecordOf } from './stack-file';
import { stopOnCrash } from './stop-on-crash';

stopOnCrash('npm run dev');

const ports = portsOrExit('npm run dev', [...stackPortNames, 'apiPort']);

function exitOnTakenPort(port: number, variable: string): never {
  console.error(`npm run dev: port ${port} (${variable}) is already in use; set ${variable} to a free port.`);
  process.exit(1);
}
// Vite answers a taken port with a stack trace: name the variable instead, before anything starts.
if (await portIsTaken(ports.port)) exitOnTakenPort(ports.port, portVariables.port.variable);

const openHost = openHostFromEnv(process.env);
// The local stack's ports but its site's: that is the API's here, as Vite serves the site on port.
const stack = await startLocalStack({ ...ports, port: ports.apiPort, openHost, env: process.env }).catch((error) => {
  if (error instanceof HostUnavailableError || error instanceof LocalSettingError) {
    console.error(`npm run dev: ${error instanceof LocalSettingError ? error.message : hostUnavailable(error)}`);
    process.exit(1);
  }
  if (!(error instanceof PortInUseError)) throw error;
  // The local stack's site port is the API's here.
  const { variable } = portVariables[error.option === 'port' ? 'apiPort' : error.option];
  exitOnTakenPort(error.port, variable);
});
// Where it listens, as npm start records it (local/stack-file.ts); the site is Vite's.
const stackFile = stackFileOf(process.env);
recordStack(stackFile, stackRecordOf('npm run dev', `http://localhost:${ports.port}`, stack));
process.once('exit', () => forgetStack(stackFile));
console.log(`  API (proxied under /api): ${stack.siteUrl}`);
console.log(`  Email inbox:              ${stack.inboxUrl}`);
console.log(`  Quote store:              ${stack.dynamoEndpoint}  (table ${stack.quoteTableName}; npm run quotes)`);
if (openHost) console.log(openHostWarning(openHost));

/** Vite's own command: run by this Node directly, so the child is Vite and its exit means Vite has stopped. */
const viteBin = join(
  dirname(createRequire(new URL('../frontend/package.json', import.meta.url)).resolve('vite/package.json')),
  'bin/vite.js',
);
/**
 * Loaded into Vite's process first: Vite ends when this process does, however it ends. tsx, which runs this file,
 * kills it outright when it has not confirmed a signal within 30 ms (a busy machine), and a process killed so cannot
 * stop Vite itself; the IPC channel between the two closes then, which Vite's process hears as 'disconnect'.
 */
const endWithParent = "data:text/javascript,process.on('disconnect',()=>process.exit(0))";
const vite = spawn(
  process.execPath,
  // Vite's own default is localhost; HOST opens it with the rest.
  [
    '--import',
    endWithParent,
    viteBin,
    '--port',
    String(ports.port),
    '--strictPort',
    ...(openHost ? ['--host', openHost] : []),
  ],
  {
    cwd: new URL('../frontend', import.meta.url),
    // Not the terminal's input: in a process group of its own, Vite's key shortcuts would compete with it.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The port the API listens on (API_PORT=0 picks a free one) is what the proxy needs.
    env: { ...process.env, API_PORT: new URL(stack.siteUrl).port },
    // Its own process group, stopped whole (here, on Ctrl-C and on SIGTERM), with any helper it started.
    detached: true,
  },
);
const viteStopped = once(vite, 'exit').catch(() => {});
const signalVite = (signal: NodeJS.Signals) => {
  try {
    process.kill(-(vite.pid as number), signal);
  } catch {
    // Already gone.
  }
};
process.once('exit', () => signalVite('SIGKILL'));

/**
 * Stops Vite and the stack, then exits: `npm run dev` ends only once Vite has closed its port. Vite finishes what it
 * was doing first (on a clean clone, bundling the site's dependencies takes seconds); past `viteStopMs` it is killed.
 */
const viteStopMs = 10_000;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  signalVite('SIGTERM');
  const killLater = setTimeout(() => signalVite('SIGKILL'), viteStopMs);
  await Promise.all([viteStopped, stack.stop()]);
  clearTimeout(killLater);
  process.exit(code);
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
vite.once('exit', (code) => stop(code ?? 0));
