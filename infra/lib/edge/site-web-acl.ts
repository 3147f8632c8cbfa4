import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface SiteWebAclProps {
  /** Requests per IP per 5 minutes to the send endpoints before WAF blocks that IP. */
  sendRateLimit: number;
}

/** CloudFront-scope web ACL (must live in us-east-1): stops one client flooding staff inboxes with quotes. */
export class SiteWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('CourierSite'),
      rules: [
        {
          name: 'RateLimitSendEndpoints',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('RateLimitSendEndpoints'),
          statement: {
            rateBasedStatement: {
              limit: props.sendRateLimit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/v1.0/email/',
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
        },
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
