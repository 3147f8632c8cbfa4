import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface SiteWebAclProps {
  /** Requests per IP per 5 minutes to the send endpoints before WAF blocks that IP. */
  sendRateLimit: number;
  /** Requests per IP per 5 minutes to /api/eta before WAF blocks that IP (each can cost Amazon Location calls). */
  etaRateLimit: number;
}

/**
 * CloudFront-scope web ACL (must live in us-east-1): stops one client flooding staff inboxes with quotes, or
 * running up the Amazon Location bill through /api/eta.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('CourierSite'),
      rules: [
        rateRule('RateLimitSendEndpoints', 0, props.sendRateLimit, '/api/v1.0/email/', 'STARTS_WITH'),
        rateRule('RateLimitEta', 1, props.etaRateLimit, '/api/eta', 'EXACTLY'),
      ],
    });
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
