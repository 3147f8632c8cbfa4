/**
 * When each page's content last changed, for the sitemap's `lastmod`: the last commit of the files the page's own
 * text comes from (`git log -1 --format=%cI`), not the build's date, which would tell crawlers every page changed on
 * every deploy.
 */
import { execFileSync } from 'node:child_process';
import { cities, cityPath, pagePaths } from '@courier/common/site-routes';

type PagePath = (typeof pagePaths)[keyof typeof pagePaths];

/** The files and folders (relative to frontend/) each page other than a city's is written in. */
const pageFiles: Record<PagePath, string[]> = {
  [pagePaths.home]: ['src/features/home', 'src/features/quote'],
  [pagePaths.faq]: ['src/features/faq'],
  [pagePaths.terms]: ['src/features/legal/terms.ts', 'src/features/legal/LegalDocumentPage.tsx'],
  [pagePaths.legal]: ['src/features/legal/legal-notice.ts', 'src/features/legal/LegalNoticePage.tsx'],
  [pagePaths.securityPolicy]: ['src/features/legal/security-policy.ts', 'src/features/legal/SecurityPolicyPage.tsx'],
};

/** A city page: its own content, and the page and figures every city page shares. */
const cityFiles = (slug: string) => [
  `src/features/cities/content/${slug}.ts`,
  'src/features/cities/CityPage.tsx',
  'src/features/cities/journey-times.ts',
];

/** The sources of a page; a page the list does not know stops the build, so a new page is not dated wrongly. */
export function pageSources(path: string): string[] {
  const city = cities.find((c) => cityPath(c.slug) === path);
  if (city) return cityFiles(city.slug);
  const files = pageFiles[path as PagePath];
  if (!files) throw new Error(`No sources listed for ${path} in frontend/scripts/content-dates.ts`);
  return files;
}

/** Runs git in `cwd` and returns what it printed. */
export type Git = (args: string[], cwd: string) => string;

const runGit: Git = (args, cwd) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * The last commit date of `files` (ISO 8601). Where there is no git, no repository (a source archive) or no history
 * of the files (a shallow or fresh copy), the build's date `fallback` instead: the sitemap then says what it said
 * before, and the build goes on.
 */
export function lastCommitDate(files: string[], cwd: string, fallback: string, git: Git = runGit): string {
  try {
    return git(['log', '-1', '--format=%cI', '--', ...files], cwd).trim() || fallback;
  } catch {
    return fallback;
  }
}
