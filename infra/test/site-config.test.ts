/** The site's Content-Security-Policy, and the company details a synth refuses to publish as placeholders. */
import { contentSecurityPolicy } from '@courier/common/security-headers';
import { describe, expect, it } from 'vitest';
import { assertRealCompanyDetails } from '../lib/config/site';
import { ops, read } from './read-config';
import { cdkJsonContext } from './synth';

describe('Content-Security-Policy', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('allows only the site itself by default', () => {
    const csp = contentSecurityPolicy({ analyticsId: '', emailApiOrigin: '' });
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/google/);
  });

  it('adds Google Analytics 4 when an analytics ID is configured', () => {
    const csp = contentSecurityPolicy({ analyticsId: 'G-ABC', emailApiOrigin: '' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    const hosts = [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ];
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...hosts]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", ...hosts]);
  });

  it('adds the external email API to connect-src when quotes go there', () => {
    const csp = contentSecurityPolicy({ analyticsId: '', emailApiOrigin: 'https://api.emailjs.com' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });

  it('never allows inline scripts', () => {
    const csp = contentSecurityPolicy({ analyticsId: 'G-ABC', emailApiOrigin: 'https://api.emailjs.com' });
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'default-src')).not.toContain("'unsafe-inline'");
  });
});

describe('placeholder company details', () => {
  const realCompany = {
    companyNumber: '12345678',
    vatNumber: 'GB123456789',
    registeredOffice: '2 Real Road, Leicester, LE2 2BB',
    phone: '0116 496 0123',
    publicEmail: 'quotes@swiftline.co.uk',
    whatsappNumber: '447700900123',
    securityEmail: 'security@swiftline.co.uk',
    domainName: 'www.swiftline.co.uk',
  };

  it('refuses the defaults, naming every context value still to set', () => {
    expect(() => assertRealCompanyDetails(read(cdkJsonContext))).toThrow(
      'Set the context values companyNumber, vatNumber, registeredOffice, phone, publicEmail, whatsappNumber, securityEmail, domainName',
    );
  });

  it('names only what is left when some are set', () => {
    const { phone, ...rest } = realCompany;
    expect(() => assertRealCompanyDetails(read({ ...cdkJsonContext, ...rest }))).toThrow(
      /Set the context values phone \(/,
    );
  });

  it('accepts real details, from context or SITE_* variables, and puts them on the site', () => {
    const config = read({ ...cdkJsonContext, ...realCompany });
    expect(() => assertRealCompanyDetails(config)).not.toThrow();
    expect(config.site).toMatchObject({
      companyNumber: '12345678',
      phone: '0116 496 0123',
      publicEmail: 'quotes@swiftline.co.uk',
    });
    const { phone, ...rest } = realCompany;
    expect(() => assertRealCompanyDetails(read({ ...cdkJsonContext, ...rest }, { SITE_PHONE: phone }))).not.toThrow();
  });

  it('lets placeholders through only when allowPlaceholderCompany says so', () => {
    expect(() => assertRealCompanyDetails(read({ ...cdkJsonContext, allowPlaceholderCompany: 'true' }))).not.toThrow();
  });

  it.each(['staging', 'production'])('refuses them in %s too (both are public sites), unless allowed', (stage) => {
    expect(() => assertRealCompanyDetails(read({ ...cdkJsonContext, stage, ...ops }))).toThrow(/placeholder defaults/);
    expect(() => assertRealCompanyDetails(read({ ...cdkJsonContext, stage, ...ops, ...realCompany }))).not.toThrow();
    expect(() =>
      assertRealCompanyDetails(read({ ...cdkJsonContext, stage, ...ops, allowPlaceholderCompany: 'true' })),
    ).not.toThrow();
  });
});
