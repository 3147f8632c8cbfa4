/** A setting in a function's environment: named after its key, written by the stack, read back by its kind. */
import { describe, expect, it } from 'vitest';
import { type Setting, variableName } from './setting';
import { pickSettings, readSettings, SettingEnvError, settingsEnv } from './setting-env';

/** A table of one setting of each kind a function reads. */
const rows = {
  leadEscalationMinutes: { kind: 'minutes', default: 10, context: true, env: true, description: 'Minutes.' },
  quoteWaveLimit: { kind: 'integer', min: 1, unit: 'quotes', default: 60, context: true, env: true, description: 'Q.' },
  locationBudgetUsdPerDay: { kind: 'usd', default: 5, context: true, env: true, description: 'Dollars.' },
  customerAcknowledgement: { kind: 'boolean', default: false, context: true, env: true, description: 'Yes or no.' },
  routeProvider: {
    kind: 'choice',
    values: ['embedded', 'amazon-location'],
    default: 'embedded',
    env: true,
    description: 'One.',
  },
  staffEmails: { kind: 'emailList', context: true, env: true, localDefault: 'staff@x.example', description: 'List.' },
  onCallPhone: { kind: 'phone', context: true, env: true, description: 'A phone.' },
  senderEmail: { kind: 'email', context: true, env: 'SES_FROM_ADDRESS', description: 'A fixed name.' },
  quoteMinimumFillSeconds: { kind: 'integer', min: 0, unit: 'seconds', default: 3, env: true, description: 'Seconds.' },
  quoteDigestMinutes: {
    kind: 'integer',
    min: 1,
    unit: 'minutes',
    default: 5,
    context: true,
    env: true,
    description: 'M.',
  },
} as const satisfies Record<string, Setting>;

describe('a setting in the environment', () => {
  it('is named after its key, unless its row fixes another name', () => {
    expect(variableName('leadEscalationMinutes', rows.leadEscalationMinutes)).toBe('LEAD_ESCALATION_MINUTES');
    expect(variableName('locationBudgetUsdPerDay', rows.locationBudgetUsdPerDay)).toBe('LOCATION_BUDGET_USD_PER_DAY');
    expect(variableName('senderEmail', rows.senderEmail)).toBe('SES_FROM_ADDRESS');
  });

  it("is each default when unset or blank (a list of none too), npm start's where the row has no other, else absent", () => {
    expect(readSettings({ QUOTE_WAVE_LIMIT: ' ', STAFF_EMAILS: ' , ' }, rows)).toEqual({
      leadEscalationMinutes: 10,
      quoteWaveLimit: 60,
      locationBudgetUsdPerDay: 5,
      customerAcknowledgement: false,
      routeProvider: 'embedded',
      staffEmails: ['staff@x.example'],
      quoteMinimumFillSeconds: 3,
      quoteDigestMinutes: 5,
    });
  });

  it('is read by its kind; minutes and seconds may be fractions, as the local stack and tests compress time', () => {
    const values = readSettings(
      {
        LEAD_ESCALATION_MINUTES: '0.25',
        QUOTE_WAVE_LIMIT: ' 2 ',
        LOCATION_BUDGET_USD_PER_DAY: '0',
        CUSTOMER_ACKNOWLEDGEMENT: 'true',
        ROUTE_PROVIDER: 'amazon-location',
        STAFF_EMAILS: ' a@x.example, ,b@y.example ',
        ON_CALL_PHONE: '+447700900999',
        SES_FROM_ADDRESS: 'quotes@x.example',
        QUOTE_MINIMUM_FILL_SECONDS: '0',
        QUOTE_DIGEST_MINUTES: '0.25',
      },
      rows,
    );
    expect(values).toEqual({
      leadEscalationMinutes: 0.25,
      quoteWaveLimit: 2,
      locationBudgetUsdPerDay: 0,
      customerAcknowledgement: true,
      routeProvider: 'amazon-location',
      staffEmails: ['a@x.example', 'b@y.example'],
      onCallPhone: '+447700900999',
      senderEmail: 'quotes@x.example',
      quoteMinimumFillSeconds: 0,
      quoteDigestMinutes: 0.25,
    });
  });

  it.each([
    [
      'LEAD_ESCALATION_MINUTES',
      '0',
      'LEAD_ESCALATION_MINUTES must be a number of minutes > 0, such as 10 or 0.5; got "0"',
    ],
    ['LEAD_ESCALATION_MINUTES', 'ten', 'LEAD_ESCALATION_MINUTES must be a number of minutes > 0'],
    ['QUOTE_WAVE_LIMIT', 'lots', 'QUOTE_WAVE_LIMIT must be a whole number ≥ 1; got "lots"'],
    ['QUOTE_WAVE_LIMIT', '1.5', 'QUOTE_WAVE_LIMIT must be a whole number ≥ 1'],
    ['QUOTE_WAVE_LIMIT', '0', 'QUOTE_WAVE_LIMIT must be a whole number ≥ 1'],
    ['QUOTE_MINIMUM_FILL_SECONDS', '-1', 'QUOTE_MINIMUM_FILL_SECONDS must be a number of seconds ≥ 0; got "-1"'],
    ['QUOTE_DIGEST_MINUTES', '0', 'QUOTE_DIGEST_MINUTES must be a number of minutes > 0; got "0"'],
    ['LOCATION_BUDGET_USD_PER_DAY', '1e3', 'LOCATION_BUDGET_USD_PER_DAY must be an amount of US dollars ≥ 0'],
    ['CUSTOMER_ACKNOWLEDGEMENT', 'yes', 'CUSTOMER_ACKNOWLEDGEMENT must be true or false; got "yes"'],
    ['ROUTE_PROVIDER', 'google', 'ROUTE_PROVIDER must be one of embedded, amazon-location; got "google"'],
    ['ON_CALL_PHONE', '07700 900999', 'ON_CALL_PHONE must be a phone number in E.164 form'],
  ])('refuses %s=%j, naming the variable', (name, value, message) => {
    expect(() => readSettings({ [name]: value }, rows)).toThrow(SettingEnvError);
    expect(() => readSettings({ [name]: value }, rows)).toThrow(message);
  });

  it("is written by the stack from a deployment's values, a list comma-separated, and read back the same", () => {
    const deployed = {
      leadEscalationMinutes: 12.5,
      quoteWaveLimit: 40,
      locationBudgetUsdPerDay: 0.5,
      customerAcknowledgement: true,
      staffEmails: ['a@x.example', 'b@y.example'],
      senderEmail: 'quotes@x.example',
    };
    const env = settingsEnv({ ...deployed, onCallPhone: undefined }, rows);
    expect(env).toEqual({
      LEAD_ESCALATION_MINUTES: '12.5',
      QUOTE_WAVE_LIMIT: '40',
      LOCATION_BUDGET_USD_PER_DAY: '0.5',
      CUSTOMER_ACKNOWLEDGEMENT: 'true',
      STAFF_EMAILS: 'a@x.example,b@y.example',
      SES_FROM_ADDRESS: 'quotes@x.example',
    });
    expect(readSettings(env, rows)).toEqual({
      ...deployed,
      routeProvider: 'embedded',
      quoteMinimumFillSeconds: 3,
      quoteDigestMinutes: 5,
    });
  });

  it('is never written by the stack for a setting a deployment does not set', () => {
    expect(settingsEnv({ quoteMinimumFillSeconds: 0, routeProvider: 'amazon-location' }, rows)).toEqual({});
  });

  it("is one of a function's settings, picked from its table by key", () => {
    const picked = pickSettings(rows, ['onCallPhone', 'leadEscalationMinutes']);
    expect(picked).toEqual({ onCallPhone: rows.onCallPhone, leadEscalationMinutes: rows.leadEscalationMinutes });
    expect(readSettings({}, picked)).toEqual({ leadEscalationMinutes: 10 });
  });
});
