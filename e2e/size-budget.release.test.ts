/**
 * The first-load size budget (size-budget.ts) on every page `npm test` does not weigh (size-budget.browser.test.ts
 * weighs the home page and one page of each other kind).
 */
import { otherPages, otherPagesWithinBudget, sampledPages, useScales } from './size-budget';

otherPagesWithinBudget(
  useScales(),
  otherPages.filter((path) => !sampledPages.includes(path)),
);
