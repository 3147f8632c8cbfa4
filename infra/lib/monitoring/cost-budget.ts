import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

export interface CostBudgetProps {
  /** Monthly cost limit in the account's currency. */
  monthlyLimit: number;
  /** Who is told; none = the budget is tracked in the console only. */
  email?: string;
}

/**
 * An AWS Budgets monthly cost budget for the account: emails operations when actual spend passes 80 % or the
 * forecast passes 100 %. Throttles and WAF bound the cost per hour; this catches a month that adds up anyway.
 */
export class CostBudget extends Construct {
  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers: [{ subscriptionType: 'EMAIL', address: props.email as string }],
    });
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyLimit, unit: 'USD' },
      },
      notificationsWithSubscribers: props.email ? [notify('ACTUAL', 80), notify('FORECASTED', 100)] : undefined,
    });
  }
}
