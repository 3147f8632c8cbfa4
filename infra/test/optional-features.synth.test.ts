/** The optional pieces switched on by context: custom domain, hosted zone, WAF, access logs, analytics, EmailJS. */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '@courier/common/security-headers';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { alarmsMayPublish, nagFindings, type Synthesized, synthesized } from './synth';

const full = synthesized('everything'); // every feature on (synth.ts), with an account as the CLI's credentials give
const domainOnly = synthesized('domainOnly');

const distributionConfig = (result: Synthesized) =>
  Object.values(result.site.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;

describe('custom domain with a hosted zone', () => {
  it('gets a DNS-validated certificate for www. and the apex from the us-east-1 stack', () => {
    expect(full.edge).toBeDefined();
    full.edge?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'www.swiftline.co.uk',
      SubjectAlternativeNames: ['swiftline.co.uk'],
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: 'www.swiftline.co.uk', HostedZoneId: 'Z0123456789ABCDEFGHIJ' },
        { DomainName: 'swiftline.co.uk', HostedZoneId: 'Z0123456789ABCDEFGHIJ' },
      ],
    });
  });

  it('serves both names with the TLS 1.2 (2025) policy minimum, SNI', () => {
    const config = distributionConfig(full);
    expect(config.Aliases).toEqual(['www.swiftline.co.uk', 'swiftline.co.uk']);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2025',
      SslSupportMethod: 'sni-only',
      AcmCertificateArn: expect.anything(),
    });
  });

  it('points A and AAAA alias records of both names at the distribution, www. keeping its records’ IDs', () => {
    const aliases = full.site.findResources('AWS::Route53::RecordSet', {
      Properties: { AliasTarget: Match.objectLike({ DNSName: { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] } }) },
    });
    const records = Object.entries(aliases).map(([id, r]) => [
      id.replace(/[0-9A-F]{8}$/, ''),
      r.Properties.Name,
      r.Properties.Type,
    ]);
    expect(records.sort()).toEqual([
      ['AliasA', 'www.swiftline.co.uk.', 'A'],
      ['AliasAAAA', 'www.swiftline.co.uk.', 'AAAA'],
      ['OtherNameAliasA', 'swiftline.co.uk.', 'A'],
      ['OtherNameAliasAAAA', 'swiftline.co.uk.', 'AAAA'],
    ]);
    for (const record of Object.values(aliases)) {
      expect(record.Properties.HostedZoneId).toBe('Z0123456789ABCDEFGHIJ');
      // Kept by updates and stack deletion, removed when the create that made them rolls back (issue 41 A).
      expect(record.DeletionPolicy).toBe('RetainExceptOnCreate');
    }
  });

  it('sends every other host name to www. with the URL-rewrite function, and lets quotes post from either name', () => {
    const [code] = Object.values(full.site.findResources('AWS::CloudFront::Function')).map(
      (f) => f.Properties.FunctionCode as string,
    );
    expect(code).toContain('const CANONICAL_HOST = "www.swiftline.co.uk"');
    full.site.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SITE_ORIGINS: {
            'Fn::Join': ['', ['https://www.swiftline.co.uk,https://swiftline.co.uk,https://', Match.anyValue()]],
          },
        }),
      },
    });
  });

  it('publishes a DMARC record for the zone, p=none unless tightened', () => {
    full.site.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: '_dmarc.swiftline.co.uk.',
      Type: 'TXT',
      ResourceRecords: ['"v=DMARC1; p=quarantine"'],
    });
    domainOnly.site.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('outputs the certificate ARN from the us-east-1 stack', () => {
    expect(Object.keys(full.edge?.toJSON().Outputs ?? {})).toEqual(
      expect.arrayContaining(['CertificateArn', 'WebAclArn']),
    );
  });

  it('verifies the sender domain with DKIM records in the zone', () => {
    full.site.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'swiftline.co.uk' });
    const dkim = full.site.findResources('AWS::Route53::RecordSet', { Properties: { Type: 'CNAME' } });
    expect(Object.keys(dkim)).toHaveLength(3);
    expect(full.site.toJSON().Outputs.SenderIdentity.Value).toBe('swiftline.co.uk');
    expect(full.site.toJSON().Outputs.SiteUrl.Value).toBe('https://www.swiftline.co.uk');
  });

  it('verifies sandbox recipients outside the domain and lets the quote sender send to them', () => {
    const identities = Object.entries(full.site.findResources('AWS::SES::EmailIdentity'));
    expect(identities.map(([, r]) => r.Properties.EmailIdentity).sort()).toEqual([
      'owner@gmail.com',
      'swiftline.co.uk',
    ]);
    const quotePolicy = Object.entries(full.site.findResources('AWS::IAM::Policy')).find(([id]) =>
      id.startsWith('QuoteSenderFunction'),
    )?.[1];
    const send = quotePolicy?.Properties.PolicyDocument.Statement.find((s: { Action: unknown }) =>
      JSON.stringify(s.Action).includes('ses:SendEmail'),
    );
    expect(send.Resource).toHaveLength(3); // the two identities and the configuration set
    for (const [id] of identities) expect(JSON.stringify(send.Resource)).toContain(`{"Ref":"${id}"}`);
    expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'quotes@swiftline.co.uk' } });
  });
});

describe('custom domain without a hosted zone', () => {
  it('waits for manually added validation records, and creates no DNS records', () => {
    domainOnly.edge?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'swiftline.co.uk',
      SubjectAlternativeNames: ['www.swiftline.co.uk'],
      DomainValidationOptions: Match.absent(),
    });
    domainOnly.site.resourceCountIs('AWS::Route53::RecordSet', 0);
    domainOnly.edge?.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('makes the name without www. canonical when canonicalHost says apex', () => {
    expect(distributionConfig(domainOnly).Aliases).toEqual(['swiftline.co.uk', 'www.swiftline.co.uk']);
    const [code] = Object.values(domainOnly.site.findResources('AWS::CloudFront::Function')).map(
      (f) => f.Properties.FunctionCode as string,
    );
    expect(code).toContain('const CANONICAL_HOST = "swiftline.co.uk"');
    expect(domainOnly.site.toJSON().Outputs.SiteUrl.Value).toBe('https://swiftline.co.uk');
  });

  it('verifies the sender address only, out of the sandbox', () => {
    domainOnly.site.resourceCountIs('AWS::SES::EmailIdentity', 1);
    domainOnly.site.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'quotes@swiftline.co.uk' });
  });
});

describe('WAF', () => {
  it('keeps known abusers out with AWS managed groups, then rate-limits the send endpoints and /api/eta per IP, in a CloudFront-scope web ACL on the distribution', () => {
    const rule = (limit: number, path: string, constraint: string) =>
      Match.objectLike({
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: Match.objectLike({
            Limit: limit,
            AggregateKeyType: 'IP',
            ScopeDownStatement: {
              ByteMatchStatement: Match.objectLike({ SearchString: path, PositionalConstraint: constraint }),
            },
          }),
        },
      });
    // Blocking groups keep their own actions (None); the anonymous IP list only counts (VPN users are customers).
    const managed = (name: string, priority: number, overrideAction: object) =>
      Match.objectLike({
        Name: name,
        Priority: priority,
        OverrideAction: overrideAction,
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
      });
    full.edge?.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0, { None: {} }),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 1, { None: {} }),
        managed('AWSManagedRulesAnonymousIpList', 2, { Count: {} }),
        rule(50, '/api/v1.0/email/', 'STARTS_WITH'),
        rule(200, '/api/eta', 'EXACTLY'),
      ],
    });
    expect(distributionConfig(full).WebACLId).toBeDefined();
  });
});

describe('CloudFront 5xx alarm', () => {
  const alarms = () => full.edgeAlarms;

  it('is in its own us-east-1 stack, where CloudFront publishes its metrics', () => {
    expect(full.stackNames).toEqual(['CourierSiteStaging', 'CourierSiteStagingEdge', 'CourierSiteStagingEdgeAlarms']);
    const manifest = JSON.parse(readFileSync(join(full.assemblyDir, 'manifest.json'), 'utf8'));
    const artifact = manifest.artifacts.CourierSiteStagingEdgeAlarms;
    expect(artifact.environment).toMatch(/\/us-east-1$/);
    // Deployed after the main stack, whose distribution it watches.
    expect(artifact.dependencies).toContain('CourierSiteStaging');
  });

  it('watches the distribution’s 5xxErrorRate: 5 % or more in 2 of 3 five-minute periods', () => {
    const [alarm, ...others] = Object.values(alarms()?.findResources('AWS::CloudWatch::Alarm') ?? {});
    expect(others).toEqual([]);
    const distributionId = Object.keys(full.site.findResources('AWS::CloudFront::Distribution'))[0];
    const outputs = full.site.toJSON().Outputs;
    const { Dimensions: dimensions, ...settings } = alarm?.Properties ?? {};
    expect(settings).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Period: 300,
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      DatapointsToAlarm: 2,
      EvaluationPeriods: 3,
      TreatMissingData: 'notBreaching',
    });
    // The distribution ID read from the main stack's output in eu-west-2 when the stack deploys.
    const [distributionDimension, regionDimension] = dimensions;
    expect(regionDimension).toEqual({ Name: 'Region', Value: 'Global' });
    expect(distributionDimension.Name).toBe('DistributionId');
    const reference = distributionDimension.Value['Fn::GetStackOutput'];
    expect(reference).toMatchObject({ StackName: 'CourierSiteStaging', Region: 'eu-west-2' });
    expect(outputs[reference.OutputName].Value).toEqual({ Ref: distributionId });
  });

  it('emails operations through an encrypted topic in its own region', () => {
    const template = alarms();
    const [topicId] = Object.keys(template?.findResources('AWS::SNS::Topic') ?? {});
    const [alarm] = Object.values(template?.findResources('AWS::CloudWatch::Alarm') ?? {});
    expect(alarm?.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(alarm?.Properties.OKActions).toEqual([{ Ref: topicId }]);
    template?.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template?.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: { Statement: Match.arrayWith([alarmsMayPublish(topicId as string)]) },
    });
    template?.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@swiftline.co.uk',
      TopicArn: { Ref: topicId },
    });
  });

  it('is not created without an operations email', () => {
    expect(domainOnly.edgeAlarms).toBeUndefined();
    expect(domainOnly.stackNames).toEqual(['CourierSiteStaging', 'CourierSiteStagingEdge']);
  });
});

describe('budget', () => {
  it('emails operations when the forecast passes the monthly budget, and when the spend does', () => {
    full.site.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 30, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        Match.objectLike({
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }),
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'ops@swiftline.co.uk' }],
        }),
        Match.objectLike({ Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 100 }) }),
      ],
    });
  });
});

describe('access logs', () => {
  it('log CloudFront and the site bucket into a log bucket that expires them', () => {
    const buckets = Object.entries(full.site.findResources('AWS::S3::Bucket'));
    const [logBucketId, logBucket] = buckets.find(([id]) => id.includes('AccessLogs')) ?? [];
    const [, siteBucket] = buckets.find(([id]) => id !== logBucketId) ?? [];
    expect(logBucket?.Properties).toMatchObject({
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90 })] },
    });
    expect(siteBucket?.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucketId },
      LogFilePrefix: 's3/',
    });
    expect(distributionConfig(full).Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });
});

describe('site settings', () => {
  it('open the Content-Security-Policy to Google Analytics and the EmailJS API only when configured', () => {
    const csp = contentSecurityPolicy({ analyticsId: 'G-TEST12345', emailApiOrigin: 'https://api.emailjs.com' });
    full.site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
        }),
      }),
    });
  });

  it('pass the EmailJS-compatible IDs to the quote function and the staff to the sender', () => {
    full.site.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ STAFF_EMAILS: 'office@swiftline.co.uk,owner@gmail.com' }) },
    });
    full.site.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          EMAILJS_SERVICE_ID: 'service_live',
          EMAILJS_TEMPLATE_ID: 'template_live',
          EMAILJS_PUBLIC_KEY: 'public_live',
        }),
      },
    });
  });

  it('tune throttling and log retention', () => {
    full.site.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
    });
    const retentions = Object.values(full.site.findResources('AWS::Logs::LogGroup')).map(
      (group) => group.Properties.RetentionInDays,
    );
    expect(new Set(retentions)).toEqual(new Set([90]));
  });

  it('email alarms to operations', () => {
    full.site.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@swiftline.co.uk' });
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('leaves no unacknowledged findings with everything on', () => {
    expect(nagFindings(full.report)).toEqual([]);
  });

  it('leaves no unacknowledged findings with a domain but no zone', () => {
    expect(nagFindings(domainOnly.report)).toEqual([]);
  });
});
