/**
 * The browser features one engine or another lacks, or that the site could be tempted to use: for each, where the
 * site's own code would name it, how a page tells whether the engine has it, and what the site does without it.
 * Decision 011 ("What each engine lacks") is the same list in words; the engines tier measures it in each engine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface SiteApi {
  name: string;
  /** How the site's own sources (not its libraries) would name it. */
  usedIn: RegExp;
  /** Runs in the page: whether this engine has it. */
  supported: () => boolean;
  /** What the site does where the engine lacks it; absent: the site would break, so it must not use it. */
  fallback?: string;
}

export const siteApis: SiteApi[] = [
  {
    name: 'requestIdleCallback',
    usedIn: /\brequestIdleCallback\b/,
    supported: () => 'requestIdleCallback' in window,
  },
  {
    name: 'scheduler.yield / scheduler.postTask',
    usedIn: /\bscheduler\.(yield|postTask)\b/,
    supported: () => typeof (window as { scheduler?: { yield?: unknown } }).scheduler?.yield === 'function',
  },
  {
    name: 'structuredClone',
    usedIn: /\bstructuredClone\b/,
    supported: () => 'structuredClone' in window,
  },
  {
    name: 'view transitions',
    usedIn: /startViewTransition|view-transition/,
    supported: () => 'startViewTransition' in document,
  },
  {
    name: ':has()',
    usedIn: /:has\(/,
    supported: () => CSS.supports('selector(:has(a))'),
  },
  {
    name: '<link rel="expect" blocking="render">',
    usedIn: /blocking="render"/,
    supported: () =>
      'blocking' in HTMLLinkElement.prototype && document.createElement('link').relList.supports('expect'),
    fallback:
      'The browser paints when it chooses, perhaps before <main> is parsed; after-paint.ts still asks for the app ' +
      'only once the document is parsed and a frame has run.',
  },
  {
    name: 'content-visibility: auto',
    usedIn: /content-visibility/,
    supported: () => CSS.supports('content-visibility', 'auto'),
    fallback: 'The footer is laid out with the rest of the page: the same page, a little more work before it shows.',
  },
  {
    name: '@media (scripting)',
    usedIn: /@media \(scripting/,
    supported: () => matchMedia('(scripting: none)').media !== 'not all',
    fallback: 'With JavaScript off the stops section shows but cannot add a stop; the form still posts.',
  },
  {
    name: 'crypto.randomUUID',
    usedIn: /\brandomUUID\b/,
    supported: () => typeof crypto.randomUUID === 'function',
    fallback: 'newSubmissionId() builds the same version-4 UUID from crypto.getRandomValues.',
  },
  {
    name: 'IntersectionObserver',
    usedIn: /\bIntersectionObserver\b/,
    supported: () => 'IntersectionObserver' in window,
  },
  {
    name: 'ISO dates from the en-CA locale',
    usedIn: /['"]en-CA['"]/,
    supported: () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(Date.UTC(2026, 10, 26)) === '2026-11-26',
  },
];

const repoRoot = join(import.meta.dirname, '..', '..');
/** What the browser runs of the site's own: the frontend and the shared code it bundles, without their tests. */
const siteSourceDirs = ['frontend/src', 'frontend/scripts', 'frontend/index.html', 'common/src'];
const isTestFile = (path: string) => /\.test\.[jt]sx?$|test-support|\/testing\//.test(path);

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** Every site source file that names the API, relative to the repository. */
export function filesUsing(api: SiteApi): string[] {
  return siteSourceDirs
    .flatMap((dir) => filesUnder(join(repoRoot, dir)))
    .filter((file) => !isTestFile(file) && api.usedIn.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(repoRoot.length + 1));
}
