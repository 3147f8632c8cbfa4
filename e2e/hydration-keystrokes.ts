/**
 * Issue 25 (C): no keystroke is lost while the quote form's code arrives. The visitor types without a
 * pause through four fields while the form's chunk is held back; it is let go at a different keystroke
 * each run, so the chunk's arrival, the hydration and the first renders after it fall between
 * keystrokes at many moments. Every character typed must be in the fields and in the form's own state
 * (its draft) at the end.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type OpenPage, type Page, siteUrl, useBrowser } from './browser';

/** Typed in this order, moving on with Tab as a visitor would. */
const typing: [string, string][] = [
  ['from_name', 'Ada Keystroke Lovelace'],
  ['from_email', 'ada.keystroke@example.com'],
  ['phone', '0116 496 0000'],
  ['pickup_location', 'Unit 7, Keystroke Lane, Leicester'],
];
const runs = 24;
/** The chunk is let go after this many characters on the first run, a few later on each next one. */
const firstRelease = 2;
const releaseStep = 3;

/** What the form's own code holds of the typed fields: its draft follows every change to its state. */
const draftValues = (page: Page) =>
  page.evaluate(
    (names) => {
      const draft = JSON.parse(sessionStorage.getItem('quote-form-draft') ?? '{}') as {
        values?: Record<string, string>;
      };
      return Object.fromEntries(names.map((name) => [name, draft.values?.[name] ?? null]));
    },
    typing.map(([name]) => name),
  );

const fieldValues = (page: Page) =>
  page.evaluate(
    (names) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          document.querySelector<HTMLInputElement>(`form.quote-form [name="${name}"]`)?.value ?? null,
        ]),
      ),
    typing.map(([name]) => name),
  );

/**
 * One visitor: a fresh document in the file's tab, the form's code held back until `releaseAt` characters have been
 * typed. The tab is kept for the file's runs (a new context and renderer for each cost more than the run itself), and
 * each run starts with an empty session storage, as a first visit does; with a route set, Chromium fetches every
 * file of the page again, so each run's document loads as the first did.
 */
async function typeAcrossHydration({ page, problems }: OpenPage, releaseAt: number) {
  problems.length = 0;
  await page.unrouteAll();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(/\/assets\/QuoteForm-[^/]+\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
  await page.locator('form.quote-form [name="from_name"]').click();
  await expect.poll(() => asked).toBe(1);

  // Each field's characters go in one keyboard.type, a key press at a time, split where the chunk is let go: the
  // same keystrokes as one call per character, without a round trip to the browser between each two.
  let typed = 0;
  for (const [index, [, text]] of typing.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    const releaseHere = releaseAt - typed;
    if (releaseHere >= 0 && releaseHere < text.length) {
      await page.keyboard.type(text.slice(0, releaseHere));
      release();
      await page.keyboard.type(text.slice(releaseHere));
    } else {
      await page.keyboard.type(text);
    }
    typed += text.length;
  }
  release();
  await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
  // The state settles a moment after the last keystroke; a lost character never comes back.
  await expect
    .poll(() => draftValues(page), { timeout: 3000 })
    .toEqual(Object.fromEntries(typing))
    .catch(() => {});
  const result = { fields: await fieldValues(page), state: await draftValues(page), problems: [...problems] };
  await page.evaluate(() => sessionStorage.clear());
  return result;
}

/** Where each run lets the chunk go: a different keystroke each time, across all four fields. */
export const releasePoints = Array.from({ length: runs }, (_, run) => firstRelease + run * releaseStep);

/**
 * The tests for the release points `which` picks, each with its own time: together they take a minute of a worker,
 * far longer on busy cores, so `npm test` runs a sample spread over the four fields and the release tier the rest.
 */
export function keystrokeTests(which: (releaseAt: number, run: number) => boolean) {
  const browser = useBrowser();
  let tab: OpenPage;
  beforeAll(async () => {
    tab = await browser.openPage();
  });
  describe('keystrokes while the quote form comes alive', () => {
    it.each(releasePoints.filter(which))(
      'keeps every character typed when its code arrives after keystroke %i',
      async (releaseAt) => {
        const typed = Object.fromEntries(typing);
        expect(await typeAcrossHydration(tab, releaseAt)).toEqual({ fields: typed, state: typed, problems: [] });
      },
      60_000,
    );
  });
}
