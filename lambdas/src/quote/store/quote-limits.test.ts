/** The caps and the wave rate, against window counters in real dynalite. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { windowCounterTableSchema } from '../../aws/window-counter';
import type { Logger } from '../../observability/observability';
import { type LocalDynamo, startLocalDynamo } from './local-quote-table';
import { createQuoteLimits, type QuoteLimitSettings, quoteLimitSettingsFromEnv } from './quote-limits';

let dynamo: LocalDynamo;
let tableName: string;
let tables = 0;
let clock: number;
let logs: { level: string; message: string }[];
const logger: Logger = (level, message) => logs.push({ level, message });
const settings: QuoteLimitSettings = {
  quoteCapPerAddressPerHour: 5,
  quoteCapPerIpPerHour: 10,
  quoteWaveLimit: 60,
  quoteWaveMinutes: 10,
};

beforeAll(async () => {
  dynamo = await startLocalDynamo();
});
afterAll(() => dynamo.close());
beforeEach(async () => {
  tableName = `quote-counters-${++tables}`;
  await dynamo.createKeyTable(tableName, windowCounterTableSchema.partitionKey);
  clock = Date.parse('2026-11-20T09:00:00Z');
  logs = [];
});

const limitsWith = (overrides: Partial<QuoteLimitSettings> = {}) =>
  createQuoteLimits({ db: dynamo.db, tableName }, { ...settings, ...overrides }, { logger, now: () => clock });

describe('createQuoteLimits', () => {
  it('mails 5 quotes an hour from one mailbox singly, however its address is spelled, then holds the rest', async () => {
    const limits = limitsWith();
    const spellings = ['ada.l@gmail.com', 'ADA.L+1@gmail.com', 'adal+2@googlemail.com', 'a.da.l@gmail.com'];
    const decisions = [];
    for (let i = 0; i < 8; i++) {
      decisions.push(await limits({ address: spellings[i % spellings.length] as string, ip: `192.0.2.${i}` }));
    }

    expect(decisions.slice(0, 5)).toEqual(Array(5).fill({ route: 'single' }));
    expect(decisions.slice(5)).toEqual(Array(3).fill({ route: 'held', cap: 'address' }));
    expect(await limits({ address: 'someone.else@gmail.com', ip: '192.0.2.99' })).toEqual({ route: 'single' });
  });

  it('holds what one IP sends past 10 an hour, whatever addresses it sends', async () => {
    const limits = limitsWith();
    const decisions = [];
    for (let i = 0; i < 12; i++)
      decisions.push(await limits({ address: `visitor${i}@example.com`, ip: '2001:db8::7' }));

    expect(decisions.filter((d) => d.route === 'single')).toHaveLength(10);
    expect(decisions.slice(10)).toEqual([
      { route: 'held', cap: 'ip' },
      { route: 'held', cap: 'ip' },
    ]);
  });

  it('lets a mailbox and an IP send again in the next hour', async () => {
    const limits = limitsWith({ quoteCapPerAddressPerHour: 1 });
    expect(await limits({ address: 'ada@example.com', ip: '192.0.2.1' })).toMatchObject({ route: 'single' });
    expect(await limits({ address: 'ada@example.com', ip: '192.0.2.1' })).toMatchObject({ route: 'held' });

    clock += 3_600_000;
    expect(await limits({ address: 'ada@example.com', ip: '192.0.2.1' })).toMatchObject({ route: 'single' });
  });

  it('past the wave rate, still stores every quote, for the digest, until the window turns', async () => {
    const limits = limitsWith({ quoteWaveLimit: 3 });
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limits({ address: `v${i}@example.com`, ip: `192.0.2.${i}` }));

    expect(decisions).toEqual([
      { route: 'single' },
      { route: 'single' },
      { route: 'single' },
      { route: 'digest' },
      { route: 'digest' },
    ]);
    clock += 10 * 60_000;
    expect(await limits({ address: 'v9@example.com', ip: '192.0.2.9' })).toEqual({ route: 'single' });
  });

  it('a counter that fails never costs a lead: the quote is stored and mailed as usual, and the log says so', async () => {
    const limits = createQuoteLimits({ db: dynamo.db, tableName: 'no-such-counters' }, settings, { logger });

    expect(await limits({ address: 'ada@example.com', ip: '192.0.2.1' })).toEqual({ route: 'single' });
    expect(logs).toEqual([{ level: 'error', message: 'quote limits unavailable: stored and mailed as usual' }]);
  });

  it('reads the caps the stack sets, keeps the defaults for anything missing, and refuses one not a number', () => {
    expect(
      quoteLimitSettingsFromEnv({
        QUOTE_CAP_PER_ADDRESS_PER_HOUR: '3',
        QUOTE_CAP_PER_IP_PER_HOUR: '20',
        QUOTE_WAVE_MINUTES: '15',
      }),
    ).toEqual({ quoteCapPerAddressPerHour: 3, quoteCapPerIpPerHour: 20, quoteWaveLimit: 60, quoteWaveMinutes: 15 });
    expect(() => quoteLimitSettingsFromEnv({ QUOTE_WAVE_LIMIT: 'lots' })).toThrow(
      'QUOTE_WAVE_LIMIT must be a whole number ≥ 1; got "lots"',
    );
  });
});
