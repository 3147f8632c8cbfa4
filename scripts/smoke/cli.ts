/**
 * `npm run smoke -- <site URL> [--api-origin <execute-api URL>] [--with-quote]`: after every deploy, one line per
 * check of what the site answers; exit code 1 on any failure, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { renderSmoke, runSmoke } from './checks';

const usage = 'Usage: npm run smoke -- <site URL> [--api-origin <execute-api URL>] [--with-quote]';

function url(value: string | undefined, what: string): URL {
  try {
    const parsed = new URL(value ?? '');
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed;
  } catch {}
  throw new Error(`${what} must be an http(s) URL, got "${value ?? ''}".\n${usage}`);
}

try {
  const { values, positionals } = parseArgs({
    options: { 'api-origin': { type: 'string' }, 'with-quote': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  const target = {
    site: url(positionals[0], 'The site URL'),
    apiOrigin: values['api-origin'] === undefined ? undefined : url(values['api-origin'], '--api-origin'),
  };
  const results = await runSmoke(target, { withQuote: values['with-quote'] });
  process.stdout.write(renderSmoke(target, results));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  // parseArgs and URL errors are the operator's to fix: the message, no stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
