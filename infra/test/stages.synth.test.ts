/** `-c stage=staging|production` as a whole synth sees it: stack names, WAF and throttles in the templates. */
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { nagFindings, type Synthesized, synth, synthesized } from './synth';

const staging = synthesized('staging');
const production = synthesized('production');
const productionOverridden = synthesized('productionOverridden');

const throttles = (template: Template) => {
  const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
  const { DefaultRouteSettings: all, RouteSettings: routes } = stage?.Properties ?? {};
  return {
    default: [all.ThrottlingRateLimit, all.ThrottlingBurstLimit],
    eta: [routes['GET /api/eta'].ThrottlingRateLimit, routes['GET /api/eta'].ThrottlingBurstLimit],
    send: [
      routes['ANY /api/v1.0/email/send'].ThrottlingRateLimit,
      routes['ANY /api/v1.0/email/send'].ThrottlingBurstLimit,
    ],
  };
};
/** The headers the one response headers policy adds besides the security headers, and the behaviours that use it. */
const customHeaders = (result: Synthesized) => {
  const [[policyId, policy]] = Object.entries(result.site.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as [
    [string, { Properties: { ResponseHeadersPolicyConfig: { CustomHeadersConfig: { Items: object[] } } } }],
  ];
  const config = Object.values(result.site.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
    .DistributionConfig;
  return {
    headers: policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items,
    everyBehaviour: [config.DefaultCacheBehavior, ...config.CacheBehaviors].every(
      (b: { ResponseHeadersPolicyId: unknown }) =>
        JSON.stringify(b.ResponseHeadersPolicyId) === JSON.stringify({ Ref: policyId }),
    ),
  };
};
const webAclId = (result: Synthesized) =>
  Object.values(result.site.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig.WebACLId;

describe('staging', () => {
  it('deploys one stack, CourierSiteStaging, without WAF', () => {
    expect(staging.stackNames).toEqual(['CourierSiteStaging']);
    expect(webAclId(staging)).toBeUndefined();
  });

  it('throttles lower than production', () => {
    expect(throttles(staging.site)).toEqual({ default: [5, 10], eta: [1, 2], send: [1, 2] });
  });

  it('tells search engines not to index any response: X-Robots-Tag noindex on every behaviour (pages, assets, API)', () => {
    const { headers, everyBehaviour } = customHeaders(staging);
    expect(headers).toContainEqual({ Header: 'X-Robots-Tag', Value: 'noindex', Override: true });
    expect(everyBehaviour).toBe(true);
  });
});

describe('production', () => {
  it('deploys CourierSite with the WAF web ACL from CourierSiteEdge, and the CloudFront alarm, in us-east-1', () => {
    expect(production.stackNames).toEqual(['CourierSite', 'CourierSiteEdge', 'CourierSiteEdgeAlarms']);
    production.edge?.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(webAclId(production)).toBeDefined();
  });

  it('throttles at the production limits the cost table in DEPLOY.md is worked out for', () => {
    expect(throttles(production.site)).toEqual({ default: [20, 40], eta: [1, 5], send: [2, 5] });
  });

  it('leaves no unacknowledged cdk-nag findings', () => {
    expect(nagFindings(production.report)).toEqual([]);
  });

  it('is indexed as before: no X-Robots-Tag', () => {
    const { headers, everyBehaviour } = customHeaders(production);
    expect(headers.map((h) => (h as { Header: string }).Header)).toEqual(['Permissions-Policy']);
    expect(everyBehaviour).toBe(true);
  });

  it('takes explicit context values over its defaults', () => {
    expect(productionOverridden.stackNames).toEqual(['CourierSiteBlue', 'CourierSiteBlueEdgeAlarms']);
    expect(productionOverridden.edge).toBeUndefined();
    expect(webAclId(productionOverridden)).toBeUndefined();
    expect(throttles(productionOverridden.site)).toEqual({ default: [20, 40], eta: [3, 5], send: [2, 9] });
  });

  it('refuses the placeholder company details unless allowPlaceholderCompany is given', () => {
    expect(() =>
      synth({ stage: 'production', operationsEmail: 'ops@swiftline.co.uk', allowPlaceholderCompany: 'false' }),
    ).toThrow(/company details are still the placeholder defaults/);
  });
});

describe('a stage that does not exist', () => {
  it('fails the synth, naming the stages there are', () => {
    expect(() => synth({ stage: 'prod' })).toThrow('Context stage must be staging or production, got "prod"');
  });
});
