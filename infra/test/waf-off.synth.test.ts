/**
 * Turning WAF off leaves no billed web ACL (issue 41 G). The main stack reads the web ACL's ARN from the us-east-1
 * stack, so `cdk deploy --all` deploys that stack first: with WAF off it would delete the web ACL while the
 * distribution still uses it, the delete fails after the update, and the web ACL stays, unmanaged and billed. Hence
 * the two steps of DEPLOY.md 7 ("Turning WAF off"), which preflight also says: the main stack alone, then every stack.
 * These tests hold the order that makes them necessary, and that each step deploys what it should.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Synthesized, synthesized } from './synth';

const dependenciesOf = (built: Synthesized, stack: string): string[] => {
  const manifest = JSON.parse(readFileSync(join(built.assemblyDir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { dependencies?: string[] }>;
  };
  return (manifest.artifacts[stack]?.dependencies ?? []).filter((name) => !name.endsWith('.assets'));
};

const distributionConfig = (built: Synthesized) => {
  const [distribution] = Object.values(built.site.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig;
};

describe('turning WAF off', () => {
  const on = synthesized('fullProduction');
  const off = synthesized('fullProductionWithoutWaf');

  it('cannot be one deploy of every stack: the distribution reads its web ACL from the us-east-1 stack, deployed first', () => {
    expect(dependenciesOf(on, 'CourierSite')).toContain('CourierSiteEdge');
    const webAcl = distributionConfig(on)?.WebACLId['Fn::GetStackOutput'];
    expect(webAcl).toMatchObject({ StackName: 'CourierSiteEdge', Region: 'us-east-1' });
    expect(on.edge?.toJSON().Outputs[webAcl.OutputName].Value).toEqual({
      'Fn::GetAtt': [Object.keys(on.edge?.findResources('AWS::WAFv2::WebACL') ?? {})[0], 'Arn'],
    });
  });

  it('step 1, the main stack alone, detaches it and needs nothing of the web ACL to deploy', () => {
    expect(distributionConfig(off)?.WebACLId).toBeUndefined();
    expect(JSON.stringify(off.site.toJSON())).not.toMatch(/WebAcl/);
    // The rest of the main stack is the same stack: nothing but the distribution's web ACL changes.
    expect(Object.keys(off.site.toJSON().Resources).sort()).toEqual(Object.keys(on.site.toJSON().Resources).sort());
  });

  it('step 2, every stack, deletes the web ACL and its log from the us-east-1 stack, which keeps the certificate', () => {
    expect(off.edge?.findResources('AWS::WAFv2::WebACL')).toEqual({});
    expect(off.edge?.findResources('AWS::WAFv2::LoggingConfiguration')).toEqual({});
    expect(Object.keys(off.edge?.findResources('AWS::CertificateManager::Certificate') ?? {})).toHaveLength(1);
    expect(off.stackNames).toEqual(['CourierSite', 'CourierSiteEdge', 'CourierSiteEdgeAlarms']);
  });

  it('without a domain the app has no us-east-1 stack left to deploy: step 2 deletes it by hand', () => {
    expect(synthesized('production').stackNames).toContain('CourierSiteEdge');
    expect(synthesized('productionOverridden').stackNames).toEqual(['CourierSiteBlue', 'CourierSiteBlueEdgeAlarms']);
  });
});
