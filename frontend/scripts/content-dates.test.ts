// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cityPath, indexedPaths } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { type Git, lastCommitDate, pageSources } from './content-dates';

const frontendDir = join(import.meta.dirname, '..');

describe('a page’s sources', () => {
  it('are listed for every indexed page, and exist', () => {
    for (const path of indexedPaths) {
      const sources = pageSources(path);
      expect(sources.length, path).toBeGreaterThan(0);
      for (const source of sources) expect(existsSync(join(frontendDir, source)), source).toBe(true);
    }
  });

  it('are a city’s own content for a city page', () => {
    expect(pageSources(cityPath('leeds'))).toContain('src/features/cities/content/leeds.ts');
  });

  it('stop the build for a page nobody listed', () => {
    expect(() => pageSources('/new-page')).toThrow(/No sources listed for \/new-page/);
  });
});

describe('the last commit date', () => {
  const fallback = '2026-01-01';

  it('is what git log says for the sources', () => {
    const calls: string[][] = [];
    const git: Git = (args) => {
      calls.push(args);
      return '2025-11-03T09:15:00+00:00\n';
    };
    expect(lastCommitDate(['a.ts', 'b'], '/repo', fallback, git)).toBe('2025-11-03T09:15:00+00:00');
    expect(calls).toEqual([['log', '-1', '--format=%cI', '--', 'a.ts', 'b']]);
  });

  it('is the build date where the files have no history (a fresh or shallow copy)', () => {
    expect(lastCommitDate(['a.ts'], '/repo', fallback, () => '')).toBe(fallback);
  });

  it('is the build date where there is no git or no repository, and the build goes on', () => {
    const missing: Git = () => {
      throw Object.assign(new Error('spawnSync git ENOENT'), { code: 'ENOENT' });
    };
    const notARepository: Git = () => {
      throw new Error('fatal: not a git repository (or any of the parent directories): .git');
    };
    expect(lastCommitDate(['a.ts'], '/repo', fallback, missing)).toBe(fallback);
    expect(lastCommitDate(['a.ts'], '/repo', fallback, notARepository)).toBe(fallback);
  });
});
