/**
 * One engine per describe block: started before its tests, quit after them; every page a test opened is closed
 * after it, so no test sees another's windows. After a test that failed, the engine is quit and started afresh
 * instead: WebKitWebDriver now and then stops answering a session (webkit.ts restarts it when a new session does not
 * start within 15 s; a hang anywhere else is caught here), and then refuses every new one ("Maximum number of active
 * sessions"). The project retries a failed test once (vitest.config.ts), on that fresh engine; a test that fails
 * twice fails the run (decision 029).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Engine, EnginePage, OpenOptions } from './engine';

export interface UsedEngine {
  name: Engine['name'];
  open(options?: OpenOptions): Promise<EnginePage>;
}

export function useEngine(name: Engine['name'], start: () => Promise<Engine>): UsedEngine {
  let engine: Engine | undefined;
  const openPages = new Set<EnginePage>();
  beforeAll(async () => {
    engine = await start();
  });
  afterEach(async ({ task }) => {
    const pages = [...openPages];
    openPages.clear();
    if (task.result?.state !== 'fail') {
      await Promise.all(pages.map((page) => page.close().catch(() => {})));
      return;
    }
    // A page of a driver that stopped answering would not close: quitting ends the browser and driver whole.
    await engine?.quit().catch(() => {});
    engine = await start();
  });
  afterAll(async () => {
    await engine?.quit();
  });
  return {
    name,
    async open(options) {
      if (!engine) throw new Error(`${name} did not start`);
      const page = await engine.open(options);
      openPages.add(page);
      return page;
    },
  };
}
