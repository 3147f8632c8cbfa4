/**
 * Issue 25 (C), one release point in eight: the form's code arrives after keystroke 2 (name), 26 (email) or 50
 * (phone). The other twenty-one are the release tier's (hydration-keystrokes.release.test.ts).
 */
import { keystrokeTests } from './hydration-keystrokes';

keystrokeTests((_releaseAt, run) => run % 8 === 0);
