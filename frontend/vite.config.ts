// Relative, not the package name: Vite bundles its config and would leave a package's .ts to Node.

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { frontendBuildDirs } from '../common/src/frontend-build.ts';
import { readSiteConfig, SiteConfigError } from '../common/src/site-config-env.ts';

const apiPort = process.env.API_PORT ?? '3001';
const { outDir, ssrDir } = frontendBuildDirs(fileURLToPath(new URL('.', import.meta.url)), process.env);

/** The site config from the SITE_* variables; one the build cannot use stops it with its message alone, no stack trace. */
function siteConfig(mode: string) {
  try {
    return readSiteConfig({ ...loadEnv(mode, process.cwd(), 'SITE_'), ...process.env });
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// React Router's default export condition is its development build (dev warnings kept in).
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist\/development\/index\.m?js$/, 'dist/production/index.mjs');

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build is the production site whatever NODE_ENV the shell or a test runner set (Vitest sets test): with any
  // other value React's development JSX runtime and checks went into the bundle, half again its size.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    resolve: {
      alias:
        mode === 'production' && !isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    // The site config (common/src/site-config-env.ts, from SITE_* variables) is fixed into the build.
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig(mode)),
    },
    build: {
      outDir: isSsrBuild ? ssrDir : outDir,
      // One small stylesheet for the whole site: no flash of unstyled content when a page's chunk loads.
      cssCodeSplit: false,
      manifest: true,
      // The prerendered pages name this small script instead of the app's (scripts/prerender.ts).
      ...(isSsrBuild ? {} : { rolldownOptions: { input: ['index.html', 'src/after-paint.ts'] } }),
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${apiPort}` },
    },
    test: {
      name: 'frontend',
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      // Component tests drive a whole form through jsdom; a busy shared CI machine can take seconds for one.
      testTimeout: 20_000,
    },
  };
});
