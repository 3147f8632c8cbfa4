import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build; evaluated by the driver, so the site's CSP (no inline scripts) stays on for the test. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * In the page: puts it back at its top, at rest, before axe runs. Its target-size rule counts a button the sticky
 * header happens to cover as too small, so where an earlier step (or a smooth scroll still under way on busy cores)
 * left the page would decide the result. Focus kept clear of the header has tests of its own.
 */
export async function atRestAtTop(): Promise<void> {
  window.scrollTo({ top: 0, behavior: 'instant' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await frame();
}

/** In the page, once axeSource has run there: axe-core's WCAG 2.2 A/AA and best-practice violations. */
export async function runAxe(): Promise<AxeViolation[]> {
  const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
  const result = await axe.run({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  });
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target })),
  }));
}

/** Runs axe-core in the page, from its top; returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(atRestAtTop);
  await page.evaluate(axeSource);
  return page.evaluate(runAxe);
}
