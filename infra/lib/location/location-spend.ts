import { etaEnv } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { settingsEnv } from '@courier/common/settings/setting-env';
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import { etaSettings } from '@courier/lambdas/eta/eta-env';
import { geocodeCacheTableSchema } from '@courier/lambdas/eta/geocode-cache';
import { Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';
import { rebuildableTable } from '../rebuildable-table';

export interface LocationSpendProps {
  /** The deployment's settings: the ceiling on Amazon Location's spend (`etaSettings`) among them. */
  settings: ContextValues;
}

/**
 * What keeps the ETA's Amazon Location bill bounded (docs/decisions/015-location-spending-ceiling-and-fallback.md): the spend counters per hour and per day,
 * the geocode cache every container shares, and the kill switch parameter. Both tables only hold what can be
 * rebuilt (a counter restarts, a geocode is looked up again), so they are destroyed with the stack.
 *
 * The kill switch is named and granted here but not created: a template that owned its value would put it back to
 * `on` whenever CloudFormation updated it (a new description, a tag), re-enabling paid calls nobody decided on.
 * Operations create it the first time they switch paid calls off (DEPLOY.md "Kill switch"); until then the ETA
 * code reads its absence as on.
 */
export class LocationSpend extends Construct {
  readonly counters: TableV2;
  readonly geocodes: TableV2;
  /** `on` (or absent) allows paid Amazon Location calls; `off` stops them within a minute (DEPLOY.md "Kill switch"). */
  readonly killSwitchParameterName: string;
  private readonly props: LocationSpendProps;

  constructor(scope: Construct, id: string, props: LocationSpendProps) {
    super(scope, id);
    this.props = props;
    const reason =
      'Counters and cached geocodes only: after a loss the counters restart (the ceiling then allows one more ' +
      "window's budget) and geocodes are looked up again. Nothing to restore.";
    // Names from lambdas/src/aws/window-counter.ts and lambdas/src/eta/geocode-cache.ts.
    this.counters = rebuildableTable(this, 'SpendCounters', windowCounterTableSchema, reason);
    this.geocodes = rebuildableTable(this, 'GeocodeCache', geocodeCacheTableSchema, reason);
    this.killSwitchParameterName = `/${Stack.of(this).stackName}/eta/location-paid-calls`;
  }

  /** The kill switch's ARN, whether or not the parameter exists yet. */
  get killSwitchParameterArn(): string {
    return Stack.of(this).formatArn({
      service: 'ssm',
      resource: 'parameter',
      resourceName: this.killSwitchParameterName.slice(1),
    });
  }

  /**
   * The ETA function: add to the counters and read them back when refused, read and write cached geocodes, read
   * the kill switch; and the ceiling, from the settings. Nothing else on either table (no scans, no deletes).
   */
  useIn(fn: ApiFunction): void {
    fn.useResource(
      {
        [etaEnv.spendTableName]: this.counters.tableName,
        [etaEnv.geocodeTableName]: this.geocodes.tableName,
        [etaEnv.killSwitchParameter]: this.killSwitchParameterName,
        ...settingsEnv(this.props.settings, etaSettings),
      },
      (grantee) => {
        this.counters.grant(grantee, 'dynamodb:UpdateItem', 'dynamodb:GetItem');
        this.geocodes.grant(grantee, 'dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem');
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [this.killSwitchParameterArn] }),
        );
      },
    );
  }
}
