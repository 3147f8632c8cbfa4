/**
 * The local server sends what CloudFront sends: the same security headers (but HSTS, which needs
 * HTTPS) and the same Cache-Control per kind of file, from common/. The infra tests check the
 * CloudFront side against the same definitions.
 */
import { cacheControl } from '@courier/common/cache-control';
import { pageScriptHashSources } from '@courier/common/inline-scripts';
import { securityHeaders } from '@courier/common/security-headers';
import { readSiteConfig } from '@courier/common/site-config-env';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser';

/** The local stack of these tests runs with no SITE_* variables. */
const site = readSiteConfig({});

const headersOf = (response: Response) => Object.fromEntries(response.headers);

describe('local server headers', () => {
  it.each(['/', '/faq', '/no-such-page', '/robots.txt'])('%s carries every security header but HSTS', async (path) => {
    // The CSP allows the one script the pages run inline by its hash, read from the pages as CDK reads them.
    const scriptHashes = pageScriptHashSources([await (await fetch(`${siteUrl()}/`)).text()]);
    expect(scriptHashes).toHaveLength(1);
    const headers = headersOf(await fetch(`${siteUrl()}${path}`));
    expect(headers).toMatchObject(securityHeaders(site, { https: false, scriptHashes }));
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends pages and hashed assets with the Cache-Control they are deployed with', async () => {
    const page = await fetch(`${siteUrl()}/`);
    expect(page.headers.get('cache-control')).toBe(cacheControl.pages);
    const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(await page.text())?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${siteUrl()}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe(cacheControl.assets);
  });
});
