/**
 * The site CDK builds for a deploy is the production build whatever NODE_ENV the operator's shell has: this synthesis
 * ran under Vitest, which sets NODE_ENV=test, and with any value but production Vite put React's development JSX
 * runtime and checks into the bundle (half again its size, and slower on every visitor's phone).
 */
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
