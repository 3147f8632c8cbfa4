/** The quote function's settings, as its handler reads them from the environment the stack sets. */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { describe, expect, it } from 'vitest';
import { quoteSettingsFromEnv } from './quote-api';

describe('quoteSettingsFromEnv', () => {
  it('defaults to the site-config IDs, the local table, a year of retention and the deployed fill time', () => {
    expect(quoteSettingsFromEnv({})).toEqual({
      emailServiceId: 'service_local',
      emailTemplateId: 'template_quote',
      emailPublicKey: 'public_local_key',
      tableName: 'quotes',
      quoteRetentionDays: 365,
      quoteMinimumFillSeconds: 3,
      siteOrigins: [],
      site: {
        companyName: 'Swiftline Couriers',
        phone: '0116 000 0000',
        replyPromiseMinutes: 30,
      },
    });
  });

  it('reads the site’s origins, in one form', () => {
    const settings = quoteSettingsFromEnv({
      [quoteEnv.siteOrigins]: 'https://Courier.example/, https://d111.cloudfront.net,',
    });
    expect(settings.siteOrigins).toEqual(['https://courier.example', 'https://d111.cloudfront.net']);
  });

  it('reads the table, retention and EmailJS IDs the stack sets', () => {
    const settings = quoteSettingsFromEnv({
      QUOTE_TABLE_NAME: 'CourierSite-Quotes',
      QUOTE_RETENTION_DAYS: '90',
      EMAILJS_SERVICE_ID: 'service_live',
      EMAILJS_TEMPLATE_ID: 'template_live',
      EMAILJS_PUBLIC_KEY: 'public_live',
    });
    expect(settings).toMatchObject({
      tableName: 'CourierSite-Quotes',
      quoteRetentionDays: 90,
      emailServiceId: 'service_live',
      emailTemplateId: 'template_live',
      emailPublicKey: 'public_live',
    });
  });

  it('reads a fill-time minimum a test or npm start sets, fractions too, and refuses one not a number ≥ 0', () => {
    expect(quoteSettingsFromEnv({ QUOTE_MINIMUM_FILL_SECONDS: '0.5' }).quoteMinimumFillSeconds).toBe(0.5);
    expect(quoteSettingsFromEnv({ QUOTE_MINIMUM_FILL_SECONDS: ' ' }).quoteMinimumFillSeconds).toBe(3);
    for (const wrong of ['soon', '-1']) {
      expect(() => quoteSettingsFromEnv({ QUOTE_MINIMUM_FILL_SECONDS: wrong })).toThrow(
        `QUOTE_MINIMUM_FILL_SECONDS must be a number of seconds ≥ 0; got "${wrong}"`,
      );
    }
  });
});
