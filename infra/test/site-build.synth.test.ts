/**
 * The site CDK builds for a deploy is the production build whatever NODE_ENV the operator's shell has: this synthesis
 * ran under Vitest, which sets NODE_ENV=test, and with any value but production Vite put React's development JSX
 * runtime and checks into the bundle (half again its size, and slower on every visitor's phone). And the
 * distribution's CSP lets the pages it deploys run their one inline script, by its hash (decision 053).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedSiteDir, synthesized } from './synth';

describe('the site CDK builds', () => {
  const assets = join(deployedSiteDir(synthesized('builtSite')), 'assets');
  const scripts = () => readdirSync(assets).filter((file) => file.endsWith('.js'));

  it('runs where NODE_ENV is test, which the synthesis (forked from Vitest) inherited', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('is React’s production build: no development JSX runtime in any script', () => {
    expect(scripts().length).toBeGreaterThan(3);
    const development = scripts().filter((file) => readFileSync(join(assets, file), 'utf8').includes('jsxDEV'));
    expect(development).toEqual([]);
  });
});

describe('the CSP of the site CDK builds (issue 52 E)', () => {
  const built = synthesized('builtSite');
  const siteDir = deployedSiteDir(built);

  it('allows the one script its pages run inline, by the hash of the script as deployed, and no other inline script', () => {
    const pages = readdirSync(siteDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    // Every page's head runs the same small script: where the visit began.
    const inline = new Set(
      pages.map(
        (file) =>
          /<head>[\s\S]*<script>([^<]+)<\/script>\s*<\/head>/.exec(readFileSync(join(siteDir, file), 'utf8'))?.[1],
      ),
    );
    expect(inline.size).toBe(1);
    const [script] = [...inline];
    expect(script).toContain('sessionStorage');
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    const [policy] = Object.values(built.site.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp: string =
      policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src '))).toBe(`script-src 'self' ${hash}`);
  });
});
