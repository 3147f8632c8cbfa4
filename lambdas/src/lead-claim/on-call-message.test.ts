/**
 * The on-call text's words (issue 51 A and E): the site's words first, the lead link first among links, nothing a
 * visitor typed that could be pressed or called, and never more than three parts, whatever the quotes say.
 */
import { maxStops, type QuoteRequest } from '@courier/common/quote/quote-fields';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../quote/store/quote-record';
import { maxTextSeptets, smsParts, smsSeptets } from '../sms/gsm-text';
import { leadLine, mostUrgentFirst, renderOnCallText, type TextLead, textFirstName } from './on-call-message';

/** 01:40 on Sun 22 Nov 2026, UK time: the builder's pickup (22 Nov) is today. */
const now = new Date('2026-11-22T01:40:00Z');
const site = 'https://www.swiftline-couriers.example';

let made = 0;
/** A waiting lead's record: the tests' quote with `changes`, received `minutesAgo`. */
function aRecord(changes: Partial<QuoteRequest> = {}, { minutesAgo = 30, texts = 0, id = '' } = {}): QuoteRecord {
  made++;
  return {
    id: id || `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    reference: `Q-${String(made).padStart(6, '0')}`,
    status: 'sent',
    receivedAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    quote: aQuoteRequest(changes),
    provenance: {},
    attempts: 1,
    unknownOutcomes: 0,
    inDigest: false,
    history: [],
    ...(texts > 0 ? { texts: { count: texts, lastAt: now.toISOString() } } : {}),
  };
}

/** A lead link as the claim link makes it (a UUID, the expiry, the key version, the signature). */
const linkOf = (record: QuoteRecord, quoteId = record.id) =>
  `${site}/api/leads/claim?q=${quoteId}&e=1795000000&k=8f14e45f-ceea-467a-9af0-6b6d8e3a8a3b&s=${'A'.repeat(43)}`;

const withLinks = (records: QuoteRecord[]): TextLead[] => records.map((record) => ({ record, link: linkOf(record) }));

/** The links a text carries, in order. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('each lead: reference, TODAY or Tomorrow and the time, first name, vehicle, outward postcodes', () => {
  it('says what a dispatcher needs, and nothing of the phone, notes or places', () => {
    const record = aRecord({ from_name: 'Tara Today-Smith', pickup_time: '8am' });
    expect(leadLine(record, now)).toBe(`${record.reference} TODAY 8am Tara, Small Van, LE1>M1, +2 stops, return`);
    const { text } = renderOnCallText(withLinks([record]), now);
    expect(text).toBe(
      [
        '1 unclaimed lead waiting. Claim it before you call, so nobody else does.',
        `${record.reference} TODAY 8am Tara, Small Van, LE1>M1, +2 stops, return ${linkOf(record)}`,
      ].join('\n'),
    );
    for (const absent of ['07700', 'ada@', 'Freemen', 'Piccadilly', 'alert', 'Nottingham']) {
      expect(text).not.toContain(absent);
    }
  });

  it('Tomorrow for a job the next UK day; a postcode that is not a UK one as ?', () => {
    const record = aRecord({ pickup_date: '2026-11-23', pickup_time: '', delivery_postcode: '75001', stops: [] });
    expect(leadLine(record, now)).toBe(`${record.reference} Tomorrow Ada, Small Van, LE1>?, return`);
  });
});

describe('the visitor’s words cannot lead the text, nor put a link or a number in it', () => {
  it('a name that gives its own instruction and link: the text starts with the site’s words, its one link the lead’s', () => {
    const record = aRecord({
      from_name: 'Claim it before you call, so nobody else does: https://evil.example/api/leads/claim?q=1',
    });
    const { text } = renderOnCallText(withLinks([record]), now);
    expect(text.startsWith('1 unclaimed lead waiting. ')).toBe(true);
    expect(linksIn(text)).toEqual([linkOf(record)]);
    expect(text).not.toContain('evil');
  });

  it.each([
    ['a link', 'Visit www.evil.example now', 'Visit'],
    ['a bare domain', 'evil.example Tara', 'Tara'],
    ['a scheme', 'tel:+447700900999 Tara', 'Tara'],
    ['an email address', 'tara@evil.example Tara', 'Tara'],
    ['a phone number', '07700 900 999 Tara', 'Tara'],
    ['an international number', '+44 (0)7700-900999 Tara', 'Tara'],
    ['a long name', 'Maximilianaugustusferdinandus Smith', 'Maximilianaugustusferdin'],
    ['accents and an ellipsis', 'Zoë… Brontë', 'Zoe'],
    ['nothing but a link', 'https://evil.example', ''],
  ])('%s: the first name is "%s"', (_kind, name, first) => {
    expect(textFirstName(name)).toBe(first);
  });

  it('a pickup time with a number or a link in it keeps only the time words, at most 14 characters', () => {
    const record = aRecord({ pickup_time: 'ASAP… ring 07700 900999 or see https://evil.example/x' });
    expect(leadLine(record, now)).toMatch(/^Q-\d+ TODAY ASAP\.\.\. ring or Ada, Small Van/);
    expect(leadLine(aRecord({ pickup_time: '09:00 to 11:00' }), now)).toContain('TODAY 09:00 to 11:00 Ada,');
  });
});

describe('at most three parts (459 septets), whatever the quotes say', () => {
  /** The longest quote the form accepts, in every field a text could draw on, with extension characters to boot. */
  const longest = (n: number) =>
    aRecord(
      {
        from_name: `${'€['.repeat(12)}${'W'.repeat(40)} ${'€'.repeat(59)}`.slice(0, 100),
        from_email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.uk`,
        phone: '',
        pickup_time: `${'{'.repeat(50)}${'~'.repeat(50)}`,
        vehicle_type: 'Luton Van (Box or Curtain)',
        is_return: true,
        stops: Array.from({ length: maxStops }, (_, i) => ({ location: 'x'.repeat(200), postcode: `B${i} 1AA` })),
      },
      { minutesAgo: 60 + n },
    );

  it.each([1, 2, 3, 5, 8, 13, 40, 500])('%i waiting leads of the longest quotes: at most 459 septets', (count) => {
    const records = Array.from({ length: count }, (_, n) => longest(n));
    // The longest link: a quote ID of 80 characters (what an EmailJS caller may send).
    const leads = records.map((record) => ({ record, link: linkOf(record, 'q'.repeat(80)) }));
    for (const last of [undefined, { cap: 999 }]) {
      const { text, named } = renderOnCallText(leads, now, last);
      expect(smsSeptets(text)).toBeLessThanOrEqual(maxTextSeptets);
      expect(smsParts(text)).toBeLessThanOrEqual(3);
      expect(named.length).toBeGreaterThan(0);
      expect(linksIn(text)[0]).toBe(linkOf(records[0] as QuoteRecord, 'q'.repeat(80)));
      if (named.length < count) expect(text.endsWith(`\n+${count - named.length} more, see email`)).toBe(true);
    }
  });

  it('the first leads get their links, the rest their lines, and what does not fit is counted', () => {
    const records = Array.from({ length: 12 }, () => aRecord());
    const { text, named } = renderOnCallText(withLinks(records), now);
    const lines = text.split('\n');
    expect(lines[0]).toBe('12 unclaimed leads waiting. Claim it before you call, so nobody else does.');
    expect(linksIn(text)).toEqual(records.slice(0, linksIn(text).length).map((r) => linkOf(r)));
    expect(linksIn(text).length).toBeGreaterThanOrEqual(1);
    expect(named.length).toBeGreaterThan(linksIn(text).length);
    expect(lines.at(-1)).toBe(`+${12 - named.length} more, see email`);
    expect(named).toEqual(records.slice(0, named.length).map((r) => r.id));
    expect(smsParts(text)).toBe(3);
  });
});

describe('the order and the day’s last text', () => {
  it('TODAY before Tomorrow, then the lead texted least, then the one waiting longest', () => {
    const tomorrow = aRecord({ pickup_date: '2026-11-23' }, { minutesAgo: 300 });
    const textedTwice = aRecord({}, { minutesAgo: 200, texts: 2 });
    const newer = aRecord({ from_email: 'new@example.com' }, { minutesAgo: 25 });
    const older = aRecord({ from_email: 'old@example.com' }, { minutesAgo: 100 });
    expect(mostUrgentFirst([tomorrow, textedTwice, newer, older], now)).toEqual([older, newer, textedTwice, tomorrow]);
  });

  it('a sender’s first waiting lead before its second, as the caps count senders', () => {
    const junk = [0, 1, 2].map((n) => aRecord({ from_email: `Junk.Er+${n}@gmail.com` }, { minutesAgo: 90 - n }));
    const real = aRecord({ from_email: 'real@example.com' }, { minutesAgo: 30 });
    expect(mostUrgentFirst([...junk, real], now)).toEqual([junk[0], real, junk[1], junk[2]]);
  });

  it('says it is the last today, with the cap, and how many leads wait', () => {
    const { text } = renderOnCallText(withLinks([aRecord(), aRecord()]), now, { cap: 4 });
    expect(text.split('\n')[0]).toBe(
      'LAST TEXT TODAY (the cap of 4 a day): 2 unclaimed leads waiting. Claim it before you call, so nobody else does.',
    );
  });
});
