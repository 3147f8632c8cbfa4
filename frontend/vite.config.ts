import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  // Site config comes from SITE_* variables (see common/src/site-config.ts).
  envPrefix: 'SITE_',
  build: {
    // One small stylesheet for the whole site: no flash of unstyled content when a page's chunk loads.
    cssCodeSplit: false,
    manifest: true,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
