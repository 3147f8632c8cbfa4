/**
 * The screens the browser checks run on, and which of them `npm test` leaves to the release tier: a check on a desktop
 * screen is tagged `desktop`, and `npm test` runs the browser files without those; the release tier runs only them
 * (vitest.config.ts, scripts/test.ts, decision 070). Every page is still checked at a phone's width, as most visitors
 * see it, in `npm test`; each check runs once in CI.
 */

/** The tag of a check on a desktop screen. */
export const desktopTag = 'desktop';

/** Screens at least this wide are desktops: the site's wide layouts start at 900 and 960 px, tablets are 768. */
const desktopWidth = 1024;

/** A check's options on a screen `width` px wide: tagged `desktop` on a desktop screen. */
export const onScreen = (width: number) => ({ tags: width >= desktopWidth ? [desktopTag] : [] });

/** A screen by its width, or its width and height. */
export type Screen = number | { width: number; height?: number };
export const widthOf = (screen: Screen) => (typeof screen === 'number' ? screen : screen.width);
