import { apiPaths, etaQueryParamNames } from '@courier/common/api/contract';
import { securityHeaderValues } from '@courier/common/security-headers';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { notFoundFile, notFoundStatus } from '@courier/common/site-routes';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { SiteApi } from '../api/site-api';
import type { SiteHosts } from './site-hosts';
import { urlRewriteFunctionCode } from './url-rewrite';

export interface StaticSiteProps {
  contentSecurityPolicy: string;
  /**
   * Custom domain (both its names) with its us-east-1 certificate: every other host name redirects to the canonical
   * one. None = the distribution's cloudfront.net name, served as it is.
   */
  domain?: { hosts: SiteHosts; certificate: ICertificate };
  /** Tell search engines not to index anything (`X-Robots-Tag: noindex` on every response): a non-production stage. */
  noindex: boolean;
  /** WAF web ACL (CLOUDFRONT scope) to attach. */
  webAclArn?: string;
  /** The deployment's settings: CloudFront and S3 access logs into a log bucket, kept as long as its logs, or none. */
  settings: Pick<ContextValues, 'accessLogsEnabled' | 'logRetentionDays'>;
}

/** Private S3 bucket served only by CloudFront (OAC), with the site's URL rules, headers and caching. */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly logBucket?: Bucket;
  private readonly responseHeadersPolicy: ResponseHeadersPolicy;
  private readonly urlRewrite: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);

    if (props.settings.accessLogsEnabled) {
      this.logBucket = new Bucket(this, 'AccessLogs', {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        // CloudFront standard logging writes with ACLs.
        objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
        lifecycleRules: [{ expiration: Duration.days(props.settings.logRetentionDays) }],
      });
      Validations.of(this.logBucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket; logging its own access would log into itself.',
      });
    }

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: this.logBucket && 's3/',
      // Old versions are the rollback window; keep them 90 days, not forever.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
    });
    if (!this.logBucket) {
      Validations.of(this.bucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason: 'Access logging is optional (context accessLogsEnabled); off by default to save cost at small scale.',
      });
    }

    // ListBucket too, so a missing key is a 404 (mapped to the not-found page) rather than a 403.
    const s3Origin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });

    const urlRewrite = new CloudFrontFunction(this, 'UrlRewrite', {
      code: FunctionCode.fromInline(urlRewriteFunctionCode({ canonicalHost: props.domain?.hosts.canonical })),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Clean URLs to prerendered files; 301 to the canonical host and path; canonical ETA queries',
    });
    this.urlRewrite = urlRewrite;

    // The same values the local server sends (common/src/security-headers.ts).
    const hsts = securityHeaderValues.strictTransportSecurity;
    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, CSP and other security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          preload: hsts.preload,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: props.contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: securityHeaderValues.frameOptions as HeadersFrameOption, override: true },
        referrerPolicy: {
          referrerPolicy: securityHeaderValues.referrerPolicy as HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: securityHeaderValues.permissionsPolicy, override: true },
          // Crawlers may fetch a staging site (robots.txt allows it, so they can read this) but must not index it.
          ...(props.noindex ? [{ header: 'X-Robots-Tag', value: 'noindex', override: true }] : []),
        ],
      },
    });

    const pagesCache = cachePolicy(this, 'PagesCache', 'Pages: as the objects’ s-maxage says; deploys invalidate', {
      min: Duration.seconds(0),
      default: Duration.minutes(5),
      max: Duration.hours(1),
    });
    const assetsCache = cachePolicy(this, 'AssetsCache', 'Hashed assets: a year', {
      min: Duration.days(1),
      default: Duration.days(365),
      max: Duration.days(365),
    });

    const s3Behavior = {
      origin: s3Origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName} website`,
      defaultBehavior: {
        ...s3Behavior,
        cachePolicy: pagesCache,
        functionAssociations: [{ function: urlRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: { '/assets/*': { ...s3Behavior, cachePolicy: assetsCache } },
      // Applies to every behaviour, so only 404 is mapped: the API's own errors (400, 405, 410, 413, 415, 502) and
      // its pages (a claim link's answers, which never use 404) pass through untouched. API Gateway's own 404 for an
      // unknown /api path gets the HTML page: fine.
      errorResponses: [
        {
          httpStatus: notFoundStatus,
          responseHttpStatus: notFoundStatus,
          responsePagePath: notFoundFile,
          ttl: Duration.minutes(1),
        },
      ],
      // With ListBucket granted, a bare / must never reach S3 as a bucket listing (the function also rewrites it).
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Only a custom certificate takes a security policy; cloudfront.net's is fixed by CloudFront.
      minimumProtocolVersion: props.domain && SecurityPolicyProtocol.TLS_V1_2_2025,
      // Visitors are in the UK: Europe and North America edges are enough and cheapest.
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: props.domain && [props.domain.hosts.canonical, props.domain.hosts.other],
      certificate: props.domain?.certificate,
      webAclId: props.webAclArn,
      enableLogging: props.settings.accessLogsEnabled,
      logBucket: this.logBucket,
      logFilePrefix: this.logBucket && 'cloudfront/',
    });
    this.acknowledgeDistributionFindings(props);
  }

  /**
   * `/api/*` to the API on the same distribution: no CORS, and the API's own Cache-Control decides.
   * `originHeaders` go with every request to the API (the origin-verify secret it checks).
   */
  addApi(api: SiteApi, originHeaders: Record<string, string>): void {
    const origin = new HttpOrigin(api.originDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: originHeaders,
    });
    const apiBehavior = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
    };
    // The function puts the query in one canonical form first, so equal journeys share one cache entry.
    this.distribution.addBehavior(apiPaths.eta, origin, {
      ...apiBehavior,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      functionAssociations: [{ function: this.urlRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      cachePolicy: cachePolicy(
        this,
        'EtaCache',
        'ETA: by its known query parameters, as long as the API’s Cache-Control says (at most a day)',
        { min: Duration.seconds(0), default: Duration.seconds(0), max: Duration.days(1) },
        CacheQueryStringBehavior.allowList(...etaQueryParamNames),
      ),
    });
    // The send endpoints (and anything else under /api): every method, never cached.
    this.distribution.addBehavior('/api/*', origin, {
      ...apiBehavior,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
    });
  }

  private acknowledgeDistributionFindings(props: StaticSiteProps): void {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'defaultRootObject is set and the viewer-request function rewrites /, so the bucket root is never listed.',
    });
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: customers and suppliers abroad may book UK deliveries; nothing here is region-licensed.',
    });
    if (!props.webAclArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF is optional (context wafEnabled, on in production, about $11/month). Without it the Amazon Location ' +
          'spending ceiling caps that bill at $1 an hour and $5 a day, the per-route API throttles and quote caps bound ' +
          'the rest (DEPLOY.md §9), and the alarms report it; pages come from the edge cache.',
      });
    }
    if (!props.settings.accessLogsEnabled) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR3',
        reason: 'Access logging is optional (context accessLogsEnabled); off by default to save cost at small scale.',
      });
    }
    if (!props.domain) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its *.cloudfront.net certificate and fixes that policy itself; ' +
          'TLSv1.2_2025 is enforced whenever domainName is set.',
      });
    }
  }
}

/** A cache policy keyed on the path (and the query string when asked) only, with compression at the edge. */
function cachePolicy(
  scope: Construct,
  id: string,
  comment: string,
  ttl: { min: Duration; default: Duration; max: Duration },
  queryStringBehavior = CacheQueryStringBehavior.none(),
): CachePolicy {
  return new CachePolicy(scope, id, {
    comment,
    minTtl: ttl.min,
    defaultTtl: ttl.default,
    maxTtl: ttl.max,
    queryStringBehavior,
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}
