import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks.
type GroupBy = <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => Map<K, T[]>;
const mapConstructor = Map as MapConstructor & { groupBy?: GroupBy };
if (!mapConstructor.groupBy) {
  mapConstructor.groupBy = <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    return groups;
  };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', root: 'common', environment: 'node' } },
      { test: { name: 'lambdas', root: 'lambdas', environment: 'node' } },
      'frontend/vite.config.ts',
      { test: { name: 'infra', root: 'infra', environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          globalSetup: './global-setup.ts',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
