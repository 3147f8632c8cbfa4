/**
 * The site's build as a person runs it: a SITE_* value it cannot use stops `vite build` before it writes anything,
 * with the variable's own message and no stack trace (vite.config.ts), so a notice that says something untrue is
 * never published.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const frontend = join(import.meta.dirname, '..', '..');
const vite = join(frontend, '..', 'node_modules', '.bin', 'vite');

describe('the site build, given a SITE_* value it cannot use', () => {
  // One variable: each start of Vite costs about a second of CPU, and every SITE_* message comes out of the same catch
  // (the messages themselves: common/src/site-config-env.test.ts).
  it.each([
    [
      'SITE_EMAIL_API_ORIGIN',
      'http://api.emailjs.com',
      'SITE_EMAIL_API_ORIGIN (context emailApiOrigin) must be an https:// URL, got "http://api.emailjs.com"',
    ],
  ])('%s=%s: stops with its message alone', (name, value, message) => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-build-')), 'dist');
    const run = spawnSync(vite, ['build'], {
      cwd: frontend,
      env: { ...process.env, [name]: value, FRONTEND_OUT_DIR: outDir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(outDir)).toBe(false);
  });
});
