/**
 * One engine per test file: started before the file's tests, quit after them; every page a test opened is closed
 * after it, passed or failed, so no test sees another's windows.
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
  afterEach(async () => {
    await Promise.all([...openPages].map((page) => page.close().catch(() => {})));
    openPages.clear();
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
