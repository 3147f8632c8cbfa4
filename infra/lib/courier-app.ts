import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { assertOneHomePerSetting, type CourierConfig, readConfig } from './config';
import { assertRealCompanyDetails } from './config/site';
import { CourierSiteStack, type CourierSiteStackProps } from './courier-site-stack';
import { CourierEdgeAlarmsStack } from './edge/edge-alarms-stack';
import { CourierEdgeStack } from './edge/edge-stack';

/** The us-east-1 stacks a deployment has: certificate and WAF with a domain or WAF, the CloudFront alarm with an operations email. */
export function edgeStackNames(
  config: Pick<CourierConfig, 'stackName' | 'domainName' | 'wafEnabled' | 'operationsEmail'>,
) {
  return {
    edge: config.domainName || config.wafEnabled ? `${config.stackName}Edge` : undefined,
    edgeAlarms: config.operationsEmail ? `${config.stackName}EdgeAlarms` : undefined,
  };
}

export type CourierAppOverrides = Pick<
  CourierSiteStackProps,
  | 'etaEntry'
  | 'quoteEntry'
  | 'quoteSenderEntry'
  | 'quoteSweeperEntry'
  | 'quoteMailEventsEntry'
  | 'siteProbeEntry'
  | 'leadClaimEntry'
  | 'weeklyReportEntry'
>;

/**
 * Reads the context (refusing placeholder company details, and a cdk.json whose stage blocks would be overruled),
 * creates the stacks (the us-east-1 ones only when needed) and applies cdk-nag.
 */
export function createCourierApp(app: App, overrides: CourierAppOverrides = {}) {
  assertOneHomePerSetting();
  const config = readConfig(app.node);
  assertRealCompanyDetails(config);
  // Account from the CLI's credentials when there are any; synth works without (environment-agnostic account).
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  // Production's stacks cannot be deleted by a stray `cdk destroy` or console click (DEPLOY.md 8 says how, on purpose).
  const terminationProtection = config.stage === 'production';

  // CloudFront takes its certificate and web ACL from us-east-1 only. The cross-region references resolve with
  // Fn::GetStackOutput (weak references, a recommended flag in cdk.json), so no export custom resources are needed.
  const names = edgeStackNames(config);
  const edge = names.edge
    ? new CourierEdgeStack(app, names.edge, {
        env: { account, region: 'us-east-1' },
        terminationProtection,
        hosts: config.hosts,
        hostedZone: config.hostedZone,
        waf: config.wafEnabled ? config : undefined,
        description: 'Courier site: CloudFront certificate and WAF (us-east-1)',
      })
    : undefined;

  const site = new CourierSiteStack(app, config.stackName, {
    env: { account, region: config.region },
    terminationProtection,
    config,
    certificate: edge?.certificate,
    webAclArn: edge?.webAclArn,
    description: 'Courier site: CloudFront, S3, API Gateway, Lambda, Amazon Location, SES, alarms',
    ...overrides,
  });

  // CloudFront's metrics exist only in us-east-1, so its alarm is there, reading the distribution ID back from
  // the main stack (the edge stack can't: the main stack already reads its certificate; docs/decisions/010).
  const edgeAlarms =
    config.operationsEmail && names.edgeAlarms
      ? new CourierEdgeAlarmsStack(app, names.edgeAlarms, {
          env: { account, region: 'us-east-1' },
          terminationProtection,
          distribution: site.distribution,
          settings: config,
          description: 'Courier site: CloudFront 5xx alarm and its topic (us-east-1, where CloudFront metrics are)',
        })
      : undefined;

  Tags.of(app).add('project', config.stackName); // cost allocation
  Tags.of(app).add('stage', config.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, site, edge, edgeAlarms };
}
