/**
 * Vitest reporter for `npm test`: the slowest test files, each timed from its import to its last hook (what a
 * worker spent on it), so the next person to speed up the suite knows where to look.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const shown = 10;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules.map((module) => {
      const d = module.diagnostic();
      // A worker that runs several files (isolate: false, vitest.config.ts) sets its environment up once, but Vitest
      // reports that time on each of its files: count it only where each file has an environment of its own.
      const environment = module.project.config.isolate ? d.environmentSetupDuration : 0;
      const ms = environment + d.collectDuration + d.setupDuration + d.duration;
      return { file: relative(process.cwd(), module.moduleId), project: module.project.name, ms };
    });
    timed.sort((a, b) => b.ms - a.ms);
    console.log(`\nSlowest test files (of ${timed.length})`);
    for (const { file, project, ms } of timed.slice(0, shown)) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${project.padEnd(9)} ${file}`);
    }
  }
}
