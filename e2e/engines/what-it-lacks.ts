/** What the engine lacks of the features in site-apis.ts, measured in it: the site uses none it cannot do without. */
import { describe, expect, inject, it } from 'vitest';
import { filesUsing, siteApis } from './site-apis';
import type { UsedEngine } from './use-engine';

export function describeWhatItLacks(engine: UsedEngine) {
  describe(`what ${engine.name} lacks`, () => {
    it('the site uses no feature this engine lacks unless it has a fallback (decision 011)', async () => {
      const page = await engine.open();
      await page.goto(`${inject('siteUrl')}/`);
      const missing: string[] = [];
      for (const api of siteApis) {
        if (!(await page.evaluate(api.supported)) && !api.fallback) missing.push(api.name);
      }
      const usedWithoutFallback = siteApis
        .filter((api) => missing.includes(api.name))
        .map((api) => ({ api: api.name, usedIn: filesUsing(api) }))
        .filter(({ usedIn }) => usedIn.length > 0);
      expect(usedWithoutFallback).toEqual([]);
    });
  });
}
