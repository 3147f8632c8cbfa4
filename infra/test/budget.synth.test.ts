/**
 * The budget warns when something is wrong, not every month (issue 41 F): production's first warning, as deployed with
 * cdk.json's default, sits above DEPLOY.md 9's normal production month with UK VAT, which AWS Budgets counts by default
 * (a budget's costs include tax unless told otherwise). Both figures are read from where they live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { synthesized } from './synth';

/** The UK's standard rate, charged on AWS services to a UK business's account. */
const vat = 0.2;

/** The top of DEPLOY.md 9's "Roughly … with it (production's)" range, in US dollars before VAT. */
function normalProductionMonth(): number {
  const deploy = readFileSync(join(repoRoot, 'infra/DEPLOY.md'), 'utf8');
  const [, top] = /\*\*\$\d+[–-](\d+)\*\* with it \(production's\)/.exec(deploy) ?? [];
  if (!top)
    throw new Error(
      "DEPLOY.md 9 no longer says what a normal production month costs (**$a–b** with it (production's))",
    );
  return Number(top);
}

interface Notification {
  Notification: { NotificationType: string; Threshold: number; ThresholdType: string };
}

describe('the monthly budget', () => {
  it('warns first above a normal production month with VAT', () => {
    const [budget] = Object.values(synthesized('production').site.findResources('AWS::Budgets::Budget'));
    const amount: number = budget?.Properties.Budget.BudgetLimit.Amount;
    const warnings: Notification[] = budget?.Properties.NotificationsWithSubscribers ?? [];
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((w) => w.Notification.ThresholdType === 'PERCENTAGE')).toBe(true);
    const firstWarning = Math.min(...warnings.map((w) => (amount * w.Notification.Threshold) / 100));
    const normalWithVat = normalProductionMonth() * (1 + vat);
    expect(normalWithVat).toBeGreaterThanOrEqual(45); // $38–40 before VAT when this was written
    expect(firstWarning).toBeGreaterThan(normalWithVat);
    // And not so far above that a month at twice the normal spend passes unnoticed.
    expect(firstWarning).toBeLessThan(2 * normalWithVat);
  });
});
