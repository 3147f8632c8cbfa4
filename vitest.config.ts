import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', root: 'common', environment: 'node' } },
      { test: { name: 'lambdas', root: 'lambdas', environment: 'node' } },
      // The operator's commands and the local stand-ins (scripts/, local/).
      {
        test: {
          name: 'tools',
          root: '.',
          include: ['scripts/**/*.test.ts', 'local/**/*.test.ts'],
          environment: 'node',
        },
      },
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
