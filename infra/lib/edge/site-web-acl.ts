import { apiPaths, emailJsPathPrefix } from '@courier/common/api/contract';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { deploymentLogGroup, type LogSettings } from '../log-group';

/**
 * The settings the web ACL reads: requests per IP per 5 minutes to the send endpoints (`wafRateLimit`) and to /api/eta
 * (`wafEtaRateLimit`, each can cost Amazon Location calls: a visitor typing three postcodes behind the form's 400 ms
 * debounce asks a few dozen times at most, DEPLOY.md §9) before WAF blocks that IP.
 */
export type SiteWebAclSettings = Pick<ContextValues, 'wafRateLimit' | 'wafEtaRateLimit'> & LogSettings;

export interface SiteWebAclProps {
  settings: SiteWebAclSettings;
}

/** WAF logs only to a log group whose name starts so. */
export const wafLogGroupPrefix = 'aws-waf-logs-';

/**
 * AWS managed rule groups, in the order WAF evaluates them, before the rate rules. IP reputation (known bots and
 * attackers) and known bad inputs (exploit patterns) block; the anonymous IP list only counts, since customers
 * behind VPNs and privacy relays are customers too (its metric shows how much traffic it would have stopped).
 * Each group costs $1 a month and counts against the web ACL's capacity (DEPLOY.md §9).
 */
export const managedRuleGroups = [
  { name: 'AWSManagedRulesAmazonIpReputationList', mode: 'block' },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', mode: 'block' },
  { name: 'AWSManagedRulesAnonymousIpList', mode: 'count' },
] as const;

/**
 * CloudFront-scope web ACL (must live in us-east-1): keeps known abusers out, stops one client flooding staff
 * inboxes with quotes, or asking /api/eta more often than a person typing postcodes can. The requests it blocks
 * (and only those: allowed ones are the site's ordinary traffic) are logged, to say who was blocked and by which rule.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  readonly blockedRequests: LogGroup;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('CourierSite'),
      rules: [
        ...managedRuleGroups.map((group, priority) => managedRule(group.name, priority, group.mode)),
        rateRule(
          'RateLimitSendEndpoints',
          managedRuleGroups.length,
          props.settings.wafRateLimit,
          emailJsPathPrefix,
          'STARTS_WITH',
        ),
        rateRule('RateLimitEta', managedRuleGroups.length + 1, props.settings.wafEtaRateLimit, apiPaths.eta, 'EXACTLY'),
      ],
    });

    // Named as WAF requires. Destroyed with the stack: a retained group of this fixed name would make the next
    // deploy of the stack fail (it exists already), and its entries age out after the retention anyway.
    const stack = Stack.of(this);
    const logGroupName = `${wafLogGroupPrefix}${stack.stackName}`;
    this.blockedRequests = deploymentLogGroup(this, 'BlockedRequests', props.settings, {
      logGroupName,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without the `:*` LogGroup.logGroupArn ends with, which WAF refuses.
      logDestinationConfigs: [
        stack.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] },
        ],
      },
    });
    logging.node.addDependency(this.blockedRequests);
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** An AWS managed rule group: its own actions (block), or every match only counted. */
function managedRule(name: string, priority: number, mode: 'block' | 'count'): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: mode === 'block' ? { none: {} } : { count: {} },
    visibilityConfig: visibility(name),
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  };
}

/** Blocks an IP that sends more than `limit` requests to the matching paths in 5 minutes. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  path: string,
  positionalConstraint: 'STARTS_WITH' | 'EXACTLY',
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    visibilityConfig: visibility(name),
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint,
            searchString: path,
            textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
          },
        },
      },
    },
  };
}
