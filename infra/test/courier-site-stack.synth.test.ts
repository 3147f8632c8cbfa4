/**
 * The stack as `cdk synth` builds it with none of the context set (cdk.json defaults): the site, its bucket and
 * distribution, what is off by default, its outputs and cdk-nag's verdict.
 */
import { etaQueryParamNames } from '@courier/common/api/contract';
import { cacheControl } from '@courier/common/cache-control';
import { securityHeaders } from '@courier/common/security-headers';
import { defaultSiteConfig } from '@courier/common/site-config-env';
import { notFoundFile } from '@courier/common/site-routes';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { invalidationPaths } from '../lib/site/site-deployment';
import { urlRewriteFunctionCode } from '../lib/site/url-rewrite';
import { behavior, distributionConfig, logicalId, only, result, template, useDefaultStack } from './default-stack';
import { nagFindings } from './synth';

useDefaultStack();

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
    // And, this being staging, the header that keeps it out of search engines (stages.synth.test.ts).
    expect(sent).toEqual({ ...securityHeaders(defaultSiteConfig, { https: true }), 'x-robots-tag': 'noindex' });
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
    expect(outputs.SenderIdentity.Value).toBe(defaultSiteConfig.publicEmail);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('leaves no unacknowledged findings', () => {
    expect(nagFindings(result.report)).toEqual([]);
  });
});
