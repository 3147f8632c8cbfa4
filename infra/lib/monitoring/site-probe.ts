import { join } from 'node:path';
import { siteProbe } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { ApiFunction, metricsNamespace } from '../api/api-function';
import type { LogSettings } from '../log-group';
import { repoRoot } from '../paths';

export interface SiteProbeProps {
  /** The public URL visitors use: the custom domain, else the distribution's own. */
  siteUrl: string;
  /** The deployment's settings: the minutes between runs; the alarm needs two failed runs in a row. */
  settings: Pick<ContextValues, 'siteProbeMinutes'> & LogSettings;
  /** Where its alarm goes (the operations topic). */
  topic: ITopic;
  /** The handler; tests point it at a fixture. */
  entry?: string;
}

/** The probe's worst case: its requests time out, its deadline ends the run (scripts/smoke/probe-handler.ts). */
const probeTimeout = Duration.seconds(60);

/**
 * A watch from outside the site's own code: every few minutes a Lambda runs `npm run smoke`'s checks against the
 * public URL (pages and headers, `/api/eta`, a malformed quote post answered 400; never a real quote) and
 * publishes how many failed. Two failed runs in a row email operations; so does the probe itself falling silent
 * (its alarm goes to INSUFFICIENT_DATA, which notifies too), while a fresh deploy, before its first run, is quiet.
 */
export class SiteProbe extends Construct {
  readonly probeFunction: ApiFunction;

  constructor(scope: Construct, id: string, props: SiteProbeProps) {
    super(scope, id);
    // In the stack's scope (SiteProbeFunction), like the other functions.
    this.probeFunction = new ApiFunction(Stack.of(this), `${id}Function`, {
      entry: props.entry ?? join(repoRoot, 'scripts/smoke/probe-handler.ts'),
      timeout: probeTimeout,
      environment: { [siteProbe.siteUrlEnv]: props.siteUrl },
      settings: props.settings,
    });
    const { siteProbeMinutes } = props.settings;
    const every = Duration.minutes(siteProbeMinutes);
    new Rule(this, 'Schedule', {
      description: 'Runs the smoke checks against the public site',
      schedule: Schedule.rate(every),
      // A missed run is only a gap: the next one comes within minutes.
      targets: [new LambdaFunction(this.probeFunction, { retryAttempts: 0 })],
    });
    const alarm = new Alarm(this, 'Failures', {
      metric: new Metric({
        namespace: metricsNamespace(this),
        metricName: siteProbe.metricName,
        dimensionsMap: { ...siteProbe.dimensions },
        statistic: 'Maximum',
        period: every,
      }),
      threshold: 1,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data at all is the probe not running: INSUFFICIENT_DATA, notified below. A new alarm starts there.
      treatMissingData: TreatMissingData.MISSING,
      alarmDescription:
        `The site failed the smoke checks twice in a row (runs every ${siteProbeMinutes} minutes against ` +
        `${props.siteUrl}): visitors may not reach it, its headers or API are wrong, or quotes cannot be sent. ` +
        'The SiteProbeFunction log says which check and what it saw; npm run smoke -- <site URL> repeats them. ' +
        'INSUFFICIENT_DATA means the probe itself stopped running: see its log and the Lambda console.',
    });
    const action = new SnsAction(props.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    alarm.addInsufficientDataAction(action);
  }
}
