/**
 * Issue 25 (C), one release point in four: the form's code arrives after keystroke 2, 14 (name), 26, 38 (email), 50
 * (phone) or 62 (pickup). The other eighteen are the release tier's (hydration-keystrokes.release.test.ts).
 */
import { keystrokeTests } from './hydration-keystrokes';

keystrokeTests((_releaseAt, run) => run % 4 === 0);
