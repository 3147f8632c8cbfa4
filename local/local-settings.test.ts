/** npm start checks every setting its functions read before it starts anything, and names the variable it refuses. */
import { describe, expect, it } from 'vitest';
import { checkLocalSettings, LocalSettingError, localStackSettings } from './local-settings';

describe("the local stack's settings", () => {
  it('are the defaults with none set, and no on-call texts without a phone', () => {
    expect(checkLocalSettings({})).toEqual({ ok: true });
  });

  it.each([
    [{ QUOTE_DIGEST_MINUTES: 'soon' }, 'QUOTE_DIGEST_MINUTES must be a number of minutes > 0; got "soon"'],
    [{ QUOTE_WAVE_LIMIT: 'lots' }, 'QUOTE_WAVE_LIMIT must be a whole number ≥ 1; got "lots"'],
    [{ CUSTOMER_ACKNOWLEDGEMENT: 'yes' }, 'CUSTOMER_ACKNOWLEDGEMENT must be true or false; got "yes"'],
    [{ LOCATION_BUDGET_USD_PER_HOUR: '$1' }, 'LOCATION_BUDGET_USD_PER_HOUR must be an amount of US dollars ≥ 0'],
    [{ QUOTE_MINIMUM_FILL_SECONDS: '-1' }, 'QUOTE_MINIMUM_FILL_SECONDS must be a number of seconds ≥ 0'],
    [{ ON_CALL_PHONE: '07700 900999' }, 'ON_CALL_PHONE must be a phone number in E.164 form'],
    [
      { LEAD_ESCALATION_MINUTES: '1470' },
      /^LEAD_ESCALATION_MINUTES: leadEscalationMinutes 1470 puts the last reminder/,
    ],
  ])('refuse %o, naming the variable, before anything starts', (env, message) => {
    expect(() => checkLocalSettings(env)).toThrow(LocalSettingError);
    expect(() => checkLocalSettings(env)).toThrow(message);
  });

  it('refuse a route provider or a clock offset the local stack cannot use', () => {
    expect(() => checkLocalSettings({ ROUTE_PROVIDER: 'google' })).toThrow(
      'ROUTE_PROVIDER must be one of embedded, amazon-location; got "google"',
    );
    expect(() => checkLocalSettings({ QUOTE_LIMITS_CLOCK_OFFSET_MS: '1.5' })).toThrow(
      'QUOTE_LIMITS_CLOCK_OFFSET_MS must be a whole number',
    );
    expect(localStackSettings({ QUOTE_LIMITS_CLOCK_OFFSET_MS: '-500' })).toEqual({
      routeProvider: 'embedded',
      quoteLimitsClockOffsetMs: -500,
    });
  });

  it("give the on-call texts' settings with a phone", () => {
    expect(checkLocalSettings({ ON_CALL_PHONE: '+447700900999', ON_CALL_TEXTS_PER_DAY: '3' })).toEqual({
      ok: true,
      settings: { onCallPhone: '+447700900999', onCallTextsPerDay: 3, onCallSenderId: 'Swiftline' },
    });
  });
});
