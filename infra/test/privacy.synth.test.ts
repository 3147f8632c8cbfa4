/**
 * What the deployment tells visitors about their personal data is what it does (issue 32): the privacy notice of the
 * site CDK builds states the stack's quote retention and names WAF when WAF is on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileFor, pagePaths } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { synthesized } from './synth';

describe('the privacy notice CDK builds', () => {
  const built = synthesized('builtSite');
  // The site's asset: the directory of the bucket deployment's source in the cloud assembly.
  const deployment = Object.values(built.site.findResources('Custom::CDKBucketDeployment'))[0];
  const [sourceKey] = deployment?.Properties.SourceObjectKeys ?? [];
  const siteDir = join(built.assemblyDir, `asset.${String(sourceKey).replace(/\.zip$/, '')}`);
  const notice = () => readFileSync(join(siteDir, htmlFileFor(pagePaths.legal)), 'utf8');

  it('is the page built from frontend/ during synth', () => {
    expect(existsSync(join(siteDir, 'index.html'))).toBe(true);
  });

  it('says quotes are deleted after the stack’s quoteRetentionDays (90), as the table’s TTL and the quote function do', () => {
    expect(notice()).toContain('deleted automatically after 90 days');
    expect(notice()).not.toContain('365 days');
    const quoteFunction = Object.entries(built.site.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('QuoteFunction'),
    )?.[1];
    expect(quoteFunction?.Properties.Environment.Variables.QUOTE_RETENTION_DAYS).toBe('90');
  });

  it('names CloudFront’s edge locations and, with WAF on, WAF in the United States', () => {
    expect(notice()).toMatch(/Amazon CloudFront[^.]*edge location[^.]*outside the UK/);
    expect(notice()).toContain('AWS WAF');
    expect(notice()).toContain('United States');
  });
});
