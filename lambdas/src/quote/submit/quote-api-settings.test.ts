/** The quote function's settings, as its handler reads them from the environment the stack sets. */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { describe, expect, it } from 'vitest';
import { quoteSettingsFromEnv } from './quote-api';

describe('quoteSettingsFromEnv', () => {
  it('defaults to the site-config IDs, the local table and a year of retention', () => {
    expect(quoteSettingsFromEnv({})).toEqual({
      serviceId: 'service_local',
      templateId: 'template_quote',
      publicKey: 'public_local_key',
      tableName: 'quotes',
      retentionDays: 365,
      siteOrigins: [],
      site: {
        companyName: 'Swiftline Couriers',
        phone: '0116 000 0000',
        replyPromise: 'We reply to quote requests as quickly as we can, 24/7.',
      },
    });
  });

  it('reads the site’s origins, in one form', () => {
    const settings = quoteSettingsFromEnv({
      [quoteEnv.siteOrigins]: 'https://Courier.example/, https://d111.cloudfront.net,',
    });
    expect(settings.siteOrigins).toEqual(['https://courier.example', 'https://d111.cloudfront.net']);
  });

  it('reads the table and retention the stack sets', () => {
    const settings = quoteSettingsFromEnv({ QUOTE_TABLE_NAME: 'CourierSite-Quotes', QUOTE_RETENTION_DAYS: '90' });
    expect(settings).toMatchObject({ tableName: 'CourierSite-Quotes', retentionDays: 90 });
  });

  it('reads a fill-time minimum only when one is set, so the deployed function keeps submit-quote.ts’s', () => {
    expect(quoteSettingsFromEnv({ [quoteEnv.minimumFillSeconds]: '0.5' }).minimumFillSeconds).toBe(0.5);
    for (const unset of ['', ' ', 'soon', '-1']) {
      expect(quoteSettingsFromEnv({ [quoteEnv.minimumFillSeconds]: unset })).not.toHaveProperty('minimumFillSeconds');
    }
  });
});
