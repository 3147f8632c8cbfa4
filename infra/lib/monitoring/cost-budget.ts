import type { ContextValues } from '@courier/common/settings/all-settings';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

export interface CostBudgetProps {
  /**
   * The deployment's settings: the monthly cost limit in US dollars, and operations' address, who are told (none: the
   * budget is tracked in the console only).
   */
  settings: Pick<ContextValues, 'monthlyBudget' | 'operationsEmail'>;
}

/**
 * When operations are emailed, in percent of the monthly limit: when the month's forecast passes it (days before the
 * spend does), and when the spend itself does. The first warning must sit above a normal month with VAT, which AWS
 * Budgets counts by default, or it only teaches people to ignore it (budget.synth.test.ts holds the default to DEPLOY.md
 * 9's normal production month).
 */
export const budgetWarnings = [
  { notificationType: 'FORECASTED', percent: 100 },
  { notificationType: 'ACTUAL', percent: 100 },
] as const;

/**
 * An AWS Budgets monthly cost budget for the account: emails operations when the forecast or the actual spend passes
 * it. Throttles and WAF bound the cost per hour; this catches a month that adds up anyway.
 */
export class CostBudget extends Construct {
  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const { monthlyBudget, operationsEmail } = props.settings;
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyBudget, unit: 'USD' },
      },
      notificationsWithSubscribers: operationsEmail
        ? budgetWarnings.map(({ notificationType, percent }) => ({
            notification: {
              notificationType,
              comparisonOperator: 'GREATER_THAN',
              threshold: percent,
              thresholdType: 'PERCENTAGE',
            },
            subscribers: [{ subscriptionType: 'EMAIL', address: operationsEmail }],
          }))
        : undefined,
    });
  }
}
