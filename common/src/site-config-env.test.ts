import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteSettings } from './settings/site';
import { defaultSiteConfig, readSiteConfig, siteConfigEnv } from './site-config-env';

describe('the site config, from the site table', () => {
  it('has a field for every setting of the table, with the row’s default (an unset one empty)', () => {
    for (const [key, setting] of Object.entries(siteSettings)) {
      const expected = 'default' in setting ? setting.default : '';
      expect(defaultSiteConfig[key as keyof typeof siteSettings], key).toBe(expected);
    }
  });

  it('names each SITE_* variable after its setting, and the README lists every one', () => {
    expect(siteConfigEnv.publicEmail).toBe('SITE_PUBLIC_EMAIL');
    expect(siteConfigEnv.googleBusinessProfileUrl).toBe('SITE_GOOGLE_BUSINESS_PROFILE_URL');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const name of Object.values(siteConfigEnv)) expect(readme, name).toContain(`\`${name}\``);
  });

  it('reads each variable by its row’s kind', () => {
    const site = readSiteConfig({
      SITE_PUBLIC_EMAIL: ' hello@example.co.uk ',
      SITE_QUOTE_RETENTION_DAYS: '90',
      SITE_EMAIL_API_ORIGIN: 'https://api.emailjs.com/',
      SITE_COMPANIES_HOUSE_URL: 'https://find-and-update.company-information.service.gov.uk/company/12345678/',
      SITE_URL: 'https://www.example.co.uk/',
      SITE_WEB_FIREWALL: 'true',
    });
    expect(site).toMatchObject({
      publicEmail: 'hello@example.co.uk',
      quoteRetentionDays: 90,
      // An origin loses its trailing slash, so a path can follow it; a page's address keeps its own.
      emailApiOrigin: 'https://api.emailjs.com',
      companiesHouseUrl: 'https://find-and-update.company-information.service.gov.uk/company/12345678/',
      siteUrl: 'https://www.example.co.uk',
      webFirewall: true,
      phone: defaultSiteConfig.phone,
    });
  });

  it.each([
    [{ SITE_QUOTE_RETENTION_DAYS: '0' }, 'SITE_QUOTE_RETENTION_DAYS must be a whole number of days ≥ 1, got "0"'],
    [{ SITE_REPLY_PROMISE_MINUTES: 'soon' }, 'SITE_REPLY_PROMISE_MINUTES must be a whole number of minutes ≥ 1'],
    [{ SITE_EMAIL_API_ORIGIN: 'http://api.emailjs.com' }, 'SITE_EMAIL_API_ORIGIN (context emailApiOrigin) must be'],
    [{ SITE_GOOGLE_BUSINESS_PROFILE_URL: 'g.page/x' }, 'SITE_GOOGLE_BUSINESS_PROFILE_URL (context googleBusiness'],
    [{ SITE_WEB_FIREWALL: 'yes' }, 'SITE_WEB_FIREWALL must be true or false, got "yes"'],
    [{ SITE_EMAIL: 'hello@example.co.uk' }, 'SITE_EMAIL is now SITE_PUBLIC_EMAIL: set SITE_PUBLIC_EMAIL instead'],
    [
      { SITE_REGISTERED_OFFICE: '1 Example Street, Leicester' },
      'SITE_REGISTERED_OFFICE must be address lines, the town and a UK postcode, comma-separated',
    ],
  ])('refuses %o with a plain message', (env, message) => {
    expect(() => readSiteConfig(env)).toThrow(message);
  });
});
