/**
 * `npm run dev`: Vite's dev server with hot reload for the site, and the same local API and SES
 * inbox as `npm start` behind its /api proxy.
 */
import { spawn } from 'node:child_process';
import { startLocalStack } from './local-stack';
import { stopOnCrash } from './stop-on-crash';

stopOnCrash('npm run dev');

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const inboxPort = Number(process.env.INBOX_PORT ?? 8005);

const stack = await startLocalStack({ port: apiPort, inboxPort, env: process.env });
console.log(`  API (proxied under /api): ${stack.siteUrl}`);
console.log(`  Email inbox:              ${stack.inboxUrl}`);

const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
  cwd: new URL('../frontend', import.meta.url),
  stdio: 'inherit',
  env: { ...process.env, API_PORT: String(apiPort) },
});

const stop = () => {
  vite.kill('SIGTERM');
  stack.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
vite.once('exit', (code) => stack.stop().then(() => process.exit(code ?? 0)));
