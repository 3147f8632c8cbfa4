import { etaQueryParamNames } from '@courier/common/api/contract';
/** The stack as `cdk synth` builds it with none of the context set (cdk.json defaults). */

import { lambdaMetrics, sesRecipientTag } from '@courier/common/api/lambda-env';
import { cacheControl } from '@courier/common/cache-control';
import { securityHeaders } from '@courier/common/security-headers';
import { defaultSiteConfig } from '@courier/common/site-config';
import { notFoundFile } from '@courier/common/site-routes';
import { apiFunctionTimeoutSeconds, senderFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import { quoteKind } from '@courier/lambdas/quote/store/quote-table';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaNodeMajor } from '../lib/api/lambda-bundling';
import { invalidationPaths } from '../lib/site/site-deployment';
import { urlRewriteFunctionCode } from '../lib/site/url-rewrite';
import { alarmsMayPublish, nagFindings, type Synthesized, synthesized } from './synth';

let result: Synthesized;
let template: Template;

beforeAll(() => {
  result = synthesized('defaults');
  template = result.site;
});

/** The one resource of a type (and properties): its logical ID and its template entry (typed `any` by CDK). */
const only = (type: string, props?: object) => {
  const found = Object.entries(template.findResources(type, props && { Properties: props }));
  expect(found).toHaveLength(1);
  const [entry] = found;
  if (!entry) throw new Error(`No ${type}`);
  return entry;
};
const distributionConfig = () => only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
const behavior = (pathPattern: string) =>
  distributionConfig().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pathPattern);
const logicalId = (type: string, props?: object) => only(type, props)[0];
/** The origin secret (the other secret is the lead-claim key). */
const originSecretId = () => {
  const [id, ...more] = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((key) =>
    key.startsWith('OriginSecret'),
  );
  expect(more).toEqual([]);
  return id ?? '';
};
/** The quote table: the one table with a stream (the ETA's counters and geocode cache have none). */
const quoteTable = ['AWS::DynamoDB::GlobalTable', { StreamSpecification: Match.anyValue() }] as const;
const policyStatements = (roleLogicalIdPrefix: string) =>
  Object.entries(template.findResources('AWS::IAM::Policy'))
    .filter(([id]) => id.startsWith(roleLogicalIdPrefix))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);

describe('site bucket', () => {
  it('is private, encrypted and versioned', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('refuses requests without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets only this distribution read and list it, through Origin Access Control', () => {
    const distributionId = logicalId('AWS::CloudFront::Distribution');
    const [, policy] = only('AWS::S3::BucketPolicy');
    const allows = policy.Properties.PolicyDocument.Statement.filter((s: { Effect: string }) => s.Effect === 'Allow');
    expect(allows).toEqual([
      expect.objectContaining({
        Action: ['s3:GetObject', 's3:ListBucket'],
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Condition: {
          StringEquals: {
            'AWS:SourceArn': expect.objectContaining({
              'Fn::Join': ['', expect.arrayContaining([{ Ref: distributionId }])],
            }),
          },
        },
      }),
    ]);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const s3Origin = distributionConfig().Origins.find((o: object) => 'S3OriginConfig' in o);
    expect(s3Origin.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [logicalId('AWS::CloudFront::OriginAccessControl'), 'Id'],
    });
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });
});

describe('distribution', () => {
  it('serves HTTPS only over HTTP/2 and HTTP/3', () => {
    const config = distributionConfig();
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.DefaultRootObject).toBe('index.html');
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
  });

  it('rewrites clean URLs with the CloudFront Function on viewer requests', () => {
    const [functionId] = only('AWS::CloudFront::Function', {
      FunctionCode: urlRewriteFunctionCode(),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(distributionConfig().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  it('maps only 404 to the prerendered not-found page, so API errors pass through', () => {
    expect(distributionConfig().CustomErrorResponses).toEqual([
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: notFoundFile, ErrorCachingMinTTL: 60 },
    ]);
  });

  it('adds to every response the security headers the local server sends, and HSTS (common/src/security-headers.ts)', () => {
    const [policyId, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    const { StrictTransportSecurity: hsts, ...others } = config.SecurityHeadersConfig;
    expect(
      Object.values(config.SecurityHeadersConfig).every((header) => (header as { Override: boolean }).Override),
    ).toBe(true);
    // The headers as CloudFront writes them (X-Content-Type-Options is always nosniff).
    const sent = {
      'content-security-policy': others.ContentSecurityPolicy.ContentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'x-frame-options': others.FrameOptions.FrameOption,
      'referrer-policy': others.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(
        config.CustomHeadersConfig.Items.map((h: { Header: string; Value: string }) => [
          h.Header.toLowerCase(),
          h.Value,
        ]),
      ),
      'strict-transport-security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        hsts.IncludeSubdomains && 'includeSubDomains',
        hsts.Preload && 'preload',
      ]
        .filter(Boolean)
        .join('; '),
    };
    expect(sent).toEqual(securityHeaders(defaultSiteConfig, { https: true }));
    expect(hsts.AccessControlMaxAgeSec).toBe(63072000);
    const behaviors = [distributionConfig().DefaultCacheBehavior, ...distributionConfig().CacheBehaviors];
    for (const b of behaviors) expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('keeps hashed assets a year and revalidates pages', () => {
    const policy = (ref: { Ref: string }) => template.toJSON().Resources[ref.Ref].Properties.CachePolicyConfig;
    const assets = policy(behavior('/assets/*').CachePolicyId);
    expect(assets).toMatchObject({ DefaultTTL: 31536000, MaxTTL: 31536000 });
    expect(assets.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    const pages = policy(distributionConfig().DefaultCacheBehavior.CachePolicyId);
    expect(pages).toMatchObject({ MinTTL: 0, DefaultTTL: 300, MaxTTL: 3600 });
    expect(pages.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
  });

  it('sends /api/* to API Gateway on the same origin, forwarding everything but Host', () => {
    const apiId = logicalId('AWS::ApiGatewayV2::Api');
    const apiOrigin = distributionConfig().Origins.find((o: object) => 'CustomOriginConfig' in o);
    expect(apiOrigin.DomainName).toEqual({
      'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
    });
    expect(apiOrigin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });

    const patterns = distributionConfig().CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.indexOf('/api/eta')).toBeLessThan(patterns.indexOf('/api/*'));
    for (const path of ['/api/eta', '/api/*']) {
      expect(behavior(path)).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      });
    }
  });

  it('caches the ETA by its canonical query (the function runs first), as long as the API says (at most a day)', () => {
    expect(behavior('/api/eta').AllowedMethods).toEqual(['GET', 'HEAD']);
    const eta = template.toJSON().Resources[behavior('/api/eta').CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(eta).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 86400 });
    expect(eta.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [...etaQueryParamNames] },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
    expect(behavior('/api/eta').FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [logicalId('AWS::CloudFront::Function'), 'FunctionARN'] },
      },
    ]);
  });

  it('never caches the send endpoints and allows every method there', () => {
    expect(behavior('/api/*')).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
  });
});

describe('site deployment', () => {
  const deployments = () => Object.entries(template.findResources('Custom::CDKBucketDeployment'));

  it('uploads hashed assets first, immutable and never pruned', () => {
    const [, assets] = deployments().find(([, d]) => d.Properties.Include) ?? [];
    expect(assets?.Properties).toMatchObject({
      Include: ['assets/*'],
      Exclude: ['*'],
      Prune: false,
      SystemMetadata: { 'cache-control': cacheControl.assets },
    });
    expect(cacheControl.assets).toBe('public, max-age=31536000, immutable');
  });

  it('then uploads the pages with a short cache and invalidates everything as one path', () => {
    const [assetsId] = deployments().find(([, d]) => d.Properties.Include) ?? [];
    const [, pages] = deployments().find(([, d]) => !d.Properties.Include) ?? [];
    expect(pages?.Properties).toMatchObject({
      Exclude: ['assets/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': cacheControl.pages },
      DistributionId: { Ref: logicalId('AWS::CloudFront::Distribution') },
      DistributionPaths: ['/*'],
    });
    expect(invalidationPaths).toEqual(['/*']);
    expect(pages?.DependsOn).toContain(assetsId);
    expect(cacheControl.pages).toMatch(/max-age=0/);
  });
});

describe('API', () => {
  it('is an HTTP API with one route per path, each to its function (payload v2); the quote function takes ANY and answers 405', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual([
      'ANY /api/v1.0/email/send',
      'ANY /api/v1.0/email/send-form',
      'GET /api/eta',
      'GET /api/leads/claim',
      'GET /api/v1.0/email/quote-not-sent',
      'GET /api/v1.0/email/quote-received',
      'POST /api/leads/claim',
    ]);
    const integrations = template.toJSON().Resources;
    const functionOf = (routeKey: string) => {
      const route = routes.find((r) => r.Properties.RouteKey === routeKey);
      const integrationId = route?.Properties.Target['Fn::Join'][1][1].Ref;
      const integration = integrations[integrationId].Properties;
      expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      return integration.IntegrationUri['Fn::GetAtt'][0];
    };
    expect(functionOf('GET /api/eta')).toMatch(/^EtaFunction/);
    expect(functionOf('ANY /api/v1.0/email/send-form')).toMatch(/^QuoteFunction/);
    expect(functionOf('ANY /api/v1.0/email/send')).toMatch(/^QuoteFunction/);
    expect(functionOf('GET /api/v1.0/email/quote-received')).toMatch(/^QuoteFunction/);
    expect(functionOf('GET /api/v1.0/email/quote-not-sent')).toMatch(/^QuoteFunction/);
    expect(functionOf('GET /api/leads/claim')).toMatch(/^LeadClaimFunction/);
    expect(functionOf('POST /api/leads/claim')).toMatch(/^LeadClaimFunction/);
  });

  it('throttles the ETA and the send routes separately, with the staging stage defaults', () => {
    const send = { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 2 };
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      RouteSettings: {
        'GET /api/eta': { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 2 },
        'ANY /api/v1.0/email/send-form': send,
        'ANY /api/v1.0/email/send': send,
        // The pages a no-JavaScript post ends on: one view per post at most.
        'GET /api/v1.0/email/quote-received': send,
        'GET /api/v1.0/email/quote-not-sent': send,
        // A staff member opens a claim link and presses Claim: a few requests a minute.
        'GET /api/leads/claim': send,
        'POST /api/leads/claim': send,
      },
    });
    // The stage names routes, so it is created after them.
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('answers only CloudFront: a generated secret header on the API origin, checked by every API function', () => {
    const secrets = [originSecretId()];
    const reference = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secrets[0] }, ':SecretString:::}}']] };
    const origins = distributionConfig().Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }[];
    const apiOrigin = origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: reference }]);
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) =>
        fn.Properties.Environment?.Variables?.ROUTE_CALCULATOR_NAME ||
        fn.Properties.Environment?.Variables?.EMAILJS_SERVICE_ID ||
        fn.Properties.Environment?.Variables?.SITE_ORIGINS,
    );
    expect(functions).toHaveLength(3);
    // The functions read the secret themselves (current and, during a rotation window, previous): its value is
    // in no function's environment, and each may read that one secret.
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secrets[0] });
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
      // CDK merges it with the lead-claim key's grant where a function has both.
      const readable = statements
        .filter((statement) => statement.Action === 'secretsmanager:GetSecretValue')
        .flatMap((statement) => [statement.Resource].flat());
      expect(readable).toContainEqual({ Ref: secrets[0] });
    }
    // The quote sender is fed by the table's stream, never by API Gateway: it has no secret to check.
    const quoteSender = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('QuoteSenderFunction'),
    )?.[1];
    expect(quoteSender?.Properties.Environment.Variables.STAFF_EMAILS).toBeDefined();
    expect(quoteSender?.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toBeUndefined();
    expect(JSON.stringify(template.toJSON().Outputs)).not.toMatch(/execute-api|secretsmanager/);
  });

  it('writes JSON access logs to a log group with retention', () => {
    const stage = only('AWS::ApiGatewayV2::Stage')[1].Properties;
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    const logGroupId = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
  });
});

describe('functions', () => {
  const functions = () =>
    Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) =>
      /^(Eta|Quote|QuoteSender)Function/.test(id),
    );
  const fn = (prefix: string) => functions().find(([id]) => id.startsWith(`${prefix}Function`))?.[1];

  it('run the Node.js of lambdaNodeMajor on arm64 with source maps, bounded memory and timeout, and their own log group', () => {
    expect(functions()).toHaveLength(3);
    const resources = template.toJSON().Resources;
    for (const [id, fn] of functions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: `nodejs${lambdaNodeMajor}.x`,
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 256,
        // The times lambdas/src/aws/client-config.ts fits the AWS calls into: an API answer, a batch of quotes.
        Timeout: id.startsWith('QuoteSender') ? senderFunctionTimeoutSeconds : apiFunctionTimeoutSeconds,
        Environment: {
          Variables: expect.objectContaining({
            NODE_OPTIONS: '--enable-source-maps',
            // Their own metrics counted under the stack's name, where the stack's alarms look.
            [lambdaMetrics.namespaceEnv]: 'CourierSiteStaging',
          }),
        },
      });
      expect(resources[fn.Properties.LoggingConfig.LogGroup.Ref].Properties.RetentionInDays).toBe(30);
      const role = resources[fn.Properties.Role['Fn::GetAtt'][0]].Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('give the ETA function the Location resources', () => {
    const eta = functions().find(([id]) => id.startsWith('Eta'))?.[1];
    expect(eta?.Properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_METRICS_NAMESPACE: 'CourierSiteStaging',
      ROUTE_CALCULATOR_NAME: { Ref: logicalId('AWS::Location::RouteCalculator') },
      PLACE_INDEX_NAME: { Ref: logicalId('AWS::Location::PlaceIndex') },
      // Its spending ceiling, geocode cache and kill switch (location-spend.synth.test.ts).
      LOCATION_SPEND_TABLE_NAME: { Ref: expect.stringMatching(/^LocationSpendSpendCounters/) },
      GEOCODE_CACHE_TABLE_NAME: { Ref: expect.stringMatching(/^LocationSpendGeocodeCache/) },
      LOCATION_KILL_SWITCH_PARAMETER: '/CourierSiteStaging/eta/location-paid-calls',
      LOCATION_BUDGET_USD_PER_HOUR: '1',
      LOCATION_BUDGET_USD_PER_DAY: '5',
      ORIGIN_VERIFY_SECRET_ARN: { Ref: originSecretId() },
      ORIGIN_SECRET_ROTATION_WINDOW_MINUTES: '60',
    });
  });

  it('give the quote function the EmailJS-compatible IDs, the quote table, its retention, the site’s origin, its limits and the ETA’s route provider', () => {
    expect(fn('Quote')?.Properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_METRICS_NAMESPACE: 'CourierSiteStaging',
      EMAILJS_SERVICE_ID: defaultSiteConfig.emailServiceId,
      EMAILJS_TEMPLATE_ID: defaultSiteConfig.emailTemplateId,
      EMAILJS_PUBLIC_KEY: defaultSiteConfig.emailPublicKey,
      QUOTE_RETENTION_DAYS: '365',
      // No custom domain in staging's defaults: the distribution's own name is the site's origin.
      SITE_ORIGINS: {
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('AWS::CloudFront::Distribution'), 'DomainName'] }]],
      },
      SITE_COMPANY_NAME: defaultSiteConfig.companyName,
      SITE_PHONE: defaultSiteConfig.phone,
      SITE_REPLY_PROMISE: defaultSiteConfig.replyPromise,
      QUOTE_TABLE_NAME: { Ref: logicalId(...quoteTable) },
      // The caps and the wave rate (quote-store.synth.test.ts).
      QUOTE_COUNTER_TABLE_NAME: { Ref: expect.stringMatching(/^QuotesLimitCounters/) },
      QUOTE_CAP_PER_ADDRESS_PER_HOUR: '5',
      QUOTE_CAP_PER_IP_PER_HOUR: '10',
      QUOTE_WAVE_LIMIT: '60',
      QUOTE_WAVE_MINUTES: '10',
      // Each quote's figures worked out again with the ETA's provider, inside its spending ceiling (decision 021).
      ROUTE_CALCULATOR_NAME: { Ref: logicalId('AWS::Location::RouteCalculator') },
      PLACE_INDEX_NAME: { Ref: logicalId('AWS::Location::PlaceIndex') },
      LOCATION_SPEND_TABLE_NAME: { Ref: expect.stringMatching(/^LocationSpendSpendCounters/) },
      GEOCODE_CACHE_TABLE_NAME: { Ref: expect.stringMatching(/^LocationSpendGeocodeCache/) },
      LOCATION_KILL_SWITCH_PARAMETER: '/CourierSiteStaging/eta/location-paid-calls',
      LOCATION_BUDGET_USD_PER_HOUR: '1',
      LOCATION_BUDGET_USD_PER_DAY: '5',
      ORIGIN_VERIFY_SECRET_ARN: { Ref: originSecretId() },
      ORIGIN_SECRET_ROTATION_WINDOW_MINUTES: '60',
    });
  });

  it('give the quote sender the table, the sender, the staff and the acknowledgement settings (off)', () => {
    expect(fn('QuoteSender')?.Properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_METRICS_NAMESPACE: 'CourierSiteStaging',
      QUOTE_TABLE_NAME: { Ref: logicalId(...quoteTable) },
      STAFF_EMAILS: defaultSiteConfig.email,
      SES_FROM_ADDRESS: defaultSiteConfig.email,
      CUSTOMER_ACKNOWLEDGEMENT: 'false',
      ACKNOWLEDGEMENTS_PER_HOUR: '3',
      SITE_COMPANY_NAME: defaultSiteConfig.companyName,
      SITE_PHONE: defaultSiteConfig.phone,
      SITE_REPLY_PROMISE: defaultSiteConfig.replyPromise,
      SES_CONFIGURATION_SET: { Ref: logicalId('AWS::SES::ConfigurationSet') },
      // Its claim links: to the site, signed with the lead-claim key (lead-claim.synth.test.ts).
      LEAD_CLAIM_SITE_URL: {
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('AWS::CloudFront::Distribution'), 'DomainName'] }]],
      },
      LEAD_CLAIM_KEY_ARN: { Ref: expect.stringMatching(/^LeadClaimKeySecret/) },
    });
  });
});

describe('quote store', () => {
  it('is an on-demand table, encrypted with a KMS key, with point-in-time recovery, TTL and a stream', () => {
    const [, table] = only(...quoteTable);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      Replicas: [
        expect.objectContaining({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });

  it('feeds only new quotes to the sender, retrying with bisection and reporting exhausted sends to a queue', () => {
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue')).filter((id) =>
      id.startsWith('QuotesFailedSends'),
    );
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1_209_600,
    });
    const [, mapping] = only('AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: expect.stringMatching(/^QuoteSenderFunction/) },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 86_400,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      FilterCriteria: {
        Filters: [
          // The kind the quote store writes on every quote: the filter and the store read it from one place.
          { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { kind: { S: [quoteKind] } } } }) },
        ],
      },
    });
  });

  it('lets the quote function only put and get, and the sender only get and update (no scans, no deletes)', () => {
    const tableId = logicalId(...quoteTable);
    // On the table itself; the stream's read actions (granted by the event source) are on its StreamArn.
    const dynamo = (prefix: string) =>
      policyStatements(prefix)
        .filter((s) => JSON.stringify(s.Resource) === JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] }))
        .flatMap((s) => [s.Action].flat());
    expect(dynamo('QuoteFunction').sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(dynamo('QuoteSenderFunction').sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(dynamo('EtaFunction')).toEqual([]);
  });

  it('names the table in an output for npm run quotes', () => {
    template.hasOutput('QuoteTableName', { Value: { Ref: logicalId(...quoteTable) } });
  });
});

describe('Amazon Location', () => {
  it('routes and geocodes with HERE', () => {
    template.hasResourceProperties('AWS::Location::RouteCalculator', { DataSource: 'Here' });
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Here',
      DataSourceConfiguration: { IntendedUse: 'Storage' },
    });
  });

  it('lets only the ETA and quote functions call CalculateRoute and SearchPlaceIndexForText, on those two resources', () => {
    const geo = (prefix: string) =>
      policyStatements(prefix).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('geo:')));
    // The quote function works each stored quote's figures out again (decision 021), with the ETA's own provider.
    const routing = [
      {
        Effect: 'Allow',
        Action: 'geo:CalculateRoute',
        Resource: { 'Fn::GetAtt': [logicalId('AWS::Location::RouteCalculator'), 'Arn'] },
      },
      {
        Effect: 'Allow',
        Action: 'geo:SearchPlaceIndexForText',
        Resource: { 'Fn::GetAtt': [logicalId('AWS::Location::PlaceIndex'), 'Arn'] },
      },
    ];
    expect(geo('EtaFunction')).toEqual(routing);
    expect(geo('QuoteFunction')).toEqual(routing);
    for (const other of ['QuoteSenderFunction', 'QuoteSweeperFunction', 'QuoteMailEventsFunction']) {
      expect(geo(other)).toEqual([]);
    }
  });
});

describe('SES', () => {
  it('verifies the sender address (no hosted zone given)', () => {
    only('AWS::SES::EmailIdentity', { EmailIdentity: defaultSiteConfig.email });
  });

  it('lets only the quote sender send, only from that identity and address', () => {
    const ses = (prefix: string) =>
      policyStatements(prefix).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('ses:')));
    expect(ses('QuoteFunction')).toEqual([]);
    expect(ses('QuoteSenderFunction')).toEqual([
      {
        Effect: 'Allow',
        Action: ['ses:SendEmail', 'ses:SendRawEmail'],
        // The identity, and the configuration set every send names.
        Resource: expect.arrayContaining([
          {
            'Fn::Join': [
              '',
              expect.arrayContaining([
                expect.stringMatching(/:ses:eu-west-2:/),
                { Ref: logicalId('AWS::SES::EmailIdentity') },
              ]),
            ],
          },
          {
            'Fn::Join': [
              '',
              expect.arrayContaining([':configuration-set/', { Ref: logicalId('AWS::SES::ConfigurationSet') }]),
            ],
          },
        ]),
        Condition: { StringEquals: { 'ses:FromAddress': defaultSiteConfig.email } },
      },
    ]);
    expect(ses('EtaFunction')).toEqual([]);
  });
});

describe('SES delivery problems', () => {
  const configurationSet = () => ({ Ref: logicalId('AWS::SES::ConfigurationSet') });
  const destination = (events: string[]) =>
    only('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: events }),
    })[1].Properties;

  it('publish bounces, complaints, rejects and delays of every quote email to the alarm topic', () => {
    const topicId = logicalId('AWS::SNS::Topic');
    expect(destination(['bounce', 'complaint', 'reject', 'deliveryDelay'])).toEqual({
      ConfigurationSetName: configurationSet(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'reject', 'deliveryDelay'],
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
  });

  it('count bounces, complaints and rejects in CloudWatch by configuration set and recipient tag', () => {
    expect(destination(['bounce', 'complaint', 'reject'])).toEqual({
      ConfigurationSetName: configurationSet(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: 'none',
            },
            {
              DimensionName: sesRecipientTag.name,
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: 'untagged',
            },
          ],
        },
      },
    });
  });

  it('raise an alarm to operations on any bounce, complaint or reject of a quote email to staff', () => {
    const [, alarm] = only('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: Match.stringLikeRegexp('bounce') })]),
    });
    const { Metrics: metrics, ...settings } = alarm.Properties;
    expect(settings).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: logicalId('AWS::SNS::Topic') }],
    });
    expect(metrics[0]).toMatchObject({ Expression: 'SUM([bounce, complaint, reject])', ReturnData: true });
    const stats = metrics.slice(1).map((m: { MetricStat: unknown }) => m.MetricStat);
    expect(stats).toEqual(
      ['Bounce', 'Complaint', 'Reject'].map((MetricName) => ({
        Metric: {
          Namespace: 'AWS/SES',
          MetricName,
          Dimensions: [
            { Name: sesRecipientTag.name, Value: sesRecipientTag.staff },
            { Name: 'ses:configuration-set', Value: configurationSet() },
          ],
        },
        Period: 300,
        Stat: 'Sum',
      })),
    );
  });
});

describe('alarms', () => {
  it('notify through an encrypted, TLS-only SNS topic', () => {
    const keyId = logicalId('AWS::KMS::Key', { EnableKeyRotation: true });
    const topicId = logicalId('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          alarmsMayPublish(topicId),
        ]),
      },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: ['cloudwatch.amazonaws.com', 'ses.amazonaws.com'] },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
    const alarms = Object.entries(template.findResources('AWS::CloudWatch::Alarm'));
    // The API's, the quote function's, throttles, ETA use and its two spending ceilings (location-spend.synth.test.ts),
    // SES problems and SES's reputation; the quote store's seven (quote-store.synth.test.ts); the site probe's.
    expect(alarms).toHaveLength(19);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      // One period each, but the probe's: two failed runs in a row (site-probe below).
      expect(alarm.Properties.EvaluationPeriods).toBe(id.startsWith('SiteProbe') ? 2 : 1);
    }
    template.resourceCountIs('AWS::SNS::Subscription', 0); // no operationsEmail by default
  });

  it('watch SES’s account reputation: bounces at 5 %, complaints at 0.1 %, keeping their state between reports', () => {
    for (const [metric, threshold] of [
      ['Reputation.BounceRate', 0.05],
      ['Reputation.ComplaintRate', 0.001],
    ] as const) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SES',
        MetricName: metric,
        Statistic: 'Maximum',
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        // SES publishes them only as it has mail to judge: a quiet period is no news, good or bad.
        TreatMissingData: 'ignore',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
      });
    }
  });

  it('watch quote-function errors each minute', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^QuoteFunction') } }],
      Period: 60,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('watch the API for 5xx and 4xx (429 throttling) on its stage', () => {
    const apiId = logicalId('AWS::ApiGatewayV2::Api');
    for (const [metric, threshold] of [
      ['5xx', 1],
      ['4xx', 100],
    ] as const) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/ApiGateway',
        MetricName: metric,
        Dimensions: Match.arrayWith([
          { Name: 'ApiId', Value: { Ref: apiId } },
          { Name: 'Stage', Value: '$default' },
        ]),
        Statistic: 'Sum',
        Threshold: threshold,
      });
    }
  });

  it('watch the outcome metrics the functions count: quotes not emailed, routes not estimated', () => {
    for (const [metric, threshold] of [[lambdaMetrics.estimateFailed, 5]] as const) {
      const dimensions = Object.entries(lambdaMetrics.dimensions[metric.function]).map(([Name, Value]) => ({
        Name,
        Value,
      }));
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'CourierSiteStaging', // the stack's name, the one its functions count under
        MetricName: metric.outcome,
        Dimensions: dimensions.sort((a, b) => a.Name.localeCompare(b.Name)),
        Statistic: 'Sum',
        Threshold: threshold,
      });
    }
  });

  it('watch Lambda throttles of every function', () => {
    const [, alarm] = only('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: 't0 + t1 + t2 + t3 + t4 + t5' })]),
    });
    const metrics = alarm.Properties.Metrics;
    expect(
      metrics.slice(1).map((m: { MetricStat: { Metric: { MetricName: string } } }) => m.MetricStat.Metric.MetricName),
    ).toEqual(['Throttles', 'Throttles', 'Throttles', 'Throttles', 'Throttles', 'Throttles']);
  });

  it('tell operations while a quote has waited over 15 minutes (the sweeper’s metric), and when quotes wait over 10 minutes in the stream', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'CourierSiteStaging',
      MetricName: 'oldest_undelivered_age',
      Threshold: 900,
      TreatMissingData: 'missing',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^QuoteSenderFunction') } }],
      Statistic: 'Maximum',
      Threshold: 600_000,
    });
  });
});

describe('optional pieces, off by default', () => {
  it('has no us-east-1 stack, custom domain, DNS records, WAF or access logs', () => {
    expect(result.edge).toBeUndefined();
    expect(result.edgeAlarms).toBeUndefined(); // the CloudFront alarm needs an operationsEmail
    const config = distributionConfig();
    for (const key of ['Aliases', 'ViewerCertificate', 'WebACLId', 'Logging']) expect(config[key]).toBeUndefined();
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
    template.resourceCountIs('AWS::S3::Bucket', 1);
  });
});

describe('outputs', () => {
  it('give the site URL, distribution ID, site bucket and sender identity, and not the API’s own URL', () => {
    const outputs = template.toJSON().Outputs;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'DistributionId', 'SiteBucketName', 'SenderIdentity']),
    );
    expect(outputs.ApiUrl).toBeUndefined();
    expect(outputs.SiteBucketName.Value).toEqual({ Ref: logicalId('AWS::S3::Bucket') });
    expect(outputs.SenderIdentity.Value).toBe(defaultSiteConfig.email);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('leaves no unacknowledged findings', () => {
    expect(nagFindings(result.report)).toEqual([]);
  });
});
