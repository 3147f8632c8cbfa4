/**
 * Runs before each frontend test file. The fast tier runs a worker's files in one jsdom (vitest.config.ts,
 * isolate: false), so every test leaves the page as a fresh one: nothing rendered, nothing stored. (The files that
 * ask for the node environment have no page.)
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
