/** Issue 25 (C), the first twelve release points: the form's code arrives after keystroke 2 to 35 (name or email). */
import { keystrokeTests, releasePoints } from './hydration-keystrokes';

keystrokeTests((_releaseAt, run) => run < releasePoints.length / 2);
