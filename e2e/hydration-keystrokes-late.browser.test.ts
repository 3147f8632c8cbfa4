/** Issue 25 (C), the last twelve release points: the code arrives after keystroke 38 to 71 (email to pickup address). */
import { keystrokeTests, releasePoints } from './hydration-keystrokes';

keystrokeTests((_releaseAt, run) => run >= releasePoints.length / 2);
