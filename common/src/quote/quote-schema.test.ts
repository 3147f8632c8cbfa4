import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMonthFirstDates } from '../testing/cldr42-dates';
import { aQuoteForm, testToday } from '../testing/quote-builders';
import { ukTimeZone, ukToday } from '../time/uk-time';
import { emptyQuoteValues, type QuoteFieldName, quoteFields, requestFieldNames } from './quote-fields';
import { validateQuote } from './quote-schema';

const today = testToday;

/** A complete, valid form as posted: a return job through two stops. */
const valid = aQuoteForm();

const errorsFor = (input: Record<string, string>) => {
  const result = validateQuote(input, today);
  return result.ok ? [] : result.errors;
};

describe('the quote field table', () => {
  it('gives the form an empty value for every field, No for yes/no questions', () => {
    expect(Object.keys(emptyQuoteValues)).toEqual(Object.keys(quoteFields));
    for (const [name, rule] of Object.entries(quoteFields)) {
      expect(emptyQuoteValues[name as QuoteFieldName]).toBe(rule.kind === 'yesNo' ? 'No' : '');
    }
  });

  it('accepts a complete form and reads each field as its kind says', () => {
    const result = validateQuote({ ...valid, stop_2_location: 'Depot', stop_2_postcode: 'b1 1aa' }, today);
    const blankNumbers = requestFieldNames.filter((name) => quoteFields[name].kind === 'number' && !valid[name]);
    expect(result).toEqual({
      ok: true,
      quote: {
        ...Object.fromEntries(requestFieldNames.map((name) => [name, valid[name]])),
        ...Object.fromEntries(blankNumbers.map((name) => [name, null])),
        pickup_postcode: 'LE1 1AA',
        is_return: true,
        distance_miles: 152.4,
        duration_minutes: 185,
        stops: [
          { location: 'Nottingham Trent Bridge', postcode: 'NG2 6AG' },
          { location: 'Depot', postcode: 'B1 1AA' },
        ],
      },
    });
  });

  it('reads a return journey from is_return or from return_job (EmailJS templates)', () => {
    const oneWay = { ...valid, is_return: 'No', return_job: 'No' };
    expect(validateQuote(oneWay, today)).toMatchObject({ ok: true, quote: { is_return: false } });
    for (const flags of [{ is_return: 'Yes' }, { return_job: 'Yes' }]) {
      const result = validateQuote({ ...oneWay, ...flags }, today);
      expect(result.ok && result.quote.is_return).toBe(true);
    }
  });

  it('leaves unknown numbers out as null', () => {
    const result = validateQuote({ ...valid, distance_miles: '', duration_minutes: '' }, today);
    expect(result.ok && [result.quote.distance_miles, result.quote.duration_minutes]).toEqual([null, null]);
  });

  const required = Object.entries(quoteFields).filter(([, rule]) => rule.required);
  it.each(required)('refuses a form without %s', (name) => {
    expect(errorsFor({ ...valid, [name]: '' }).map((e) => e.field)).toEqual([name]);
  });

  const optional = Object.entries(quoteFields).filter(([, rule]) => !rule.required);
  it.each(optional)('accepts a form without %s', (name) => {
    expect(errorsFor({ ...valid, [name]: '' })).toEqual([]);
  });

  // Yes/no questions and the consent box take only their fixed values, so an over-long one hears those values.
  const hasFixedValues = (kind: string) => kind === 'yesNo' || kind === 'checkbox';
  const freeValued = Object.entries(quoteFields).filter(([, rule]) => !hasFixedValues(rule.kind));
  const fixedValued = Object.entries(quoteFields).filter(([, rule]) => hasFixedValues(rule.kind));

  it.each(freeValued)('limits %s to its maximum length', (name, rule) => {
    const errors = errorsFor({ ...valid, [name]: 'x'.repeat(rule.maxLength + 1) });
    expect(errors.map((e) => e.field)).toEqual([name]);
    expect(errors[0]?.message).toMatch(new RegExp(`at most ${rule.maxLength} characters`));
  });

  it.each(fixedValued)('answers an over-long %s with the values it allows', (name, rule) => {
    const errors = errorsFor({ ...valid, [name]: 'x'.repeat(rule.maxLength + 1) });
    expect(errors.map((e) => e.field)).toEqual([name]);
    expect(errors[0]?.message).toMatch(/must be (Yes or No|Yes)\b/);
  });
});

describe('what a visitor reads about a missing answer', () => {
  // The quote form shows these beside its fields (its tests take them from validateQuote): the wording is pinned here.
  it('names each required field that is empty, in form order, with its own message', () => {
    expect(errorsFor({}).map((e) => [e.field, e.message])).toEqual([
      ['from_name', 'Enter your name.'],
      ['from_email', 'Enter your email address.'],
      ['pickup_location', 'Enter the pickup location.'],
      ['pickup_postcode', 'Enter the pickup postcode.'],
      ['pickup_date', 'Choose the pickup date.'],
      ['delivery_location', 'Enter the delivery location.'],
      ['delivery_postcode', 'Enter the delivery postcode.'],
      ['delivery_date', 'Choose the delivery date.'],
      ['vehicle_type', 'Choose the vehicle type.'],
      ['terms_agree', 'Please accept the terms and conditions to send your request.'],
    ]);
  });
});

describe('rules across fields', () => {
  it.each([
    ['a pickup in the past', { pickup_date: '2026-11-19' }, 'pickup_date'],
    ['a delivery before the pickup', { delivery_date: '2026-11-21' }, 'delivery_date'],
    ['a date that does not exist', { pickup_date: '2026-02-30' }, 'pickup_date'],
    ['a vehicle not on the list', { vehicle_type: 'Spaceship' }, 'vehicle_type'],
    ['a yes/no answer that is neither', { is_return: 'maybe' }, 'is_return'],
    ['an unticked box sent as "false"', { terms_agree: 'false' }, 'terms_agree'],
    ['a line break in a one-line field', { from_name: 'Ada\nBcc: x@example.com' }, 'from_name'],
    ['a control character', { notes: 'bell\u0007' }, 'notes'],
    ['a stop with a location and no postcode', { stop_3_location: 'Depot' }, 'stop_3_postcode'],
    ['a stop numbered beyond the limit', { stop_21_location: 'Depot', stop_21_postcode: 'B1 1AA' }, 'additional_stops'],
  ])('refuses %s', (_, change, field) => {
    expect(errorsFor({ ...valid, ...change }).map((e) => e.field)).toEqual([field]);
  });

  it('lists errors in form order, stops between pickup and delivery', () => {
    const errors = errorsFor({ ...valid, delivery_location: '', from_name: '', stop_3_location: 'Depot' });
    expect(errors.map((e) => e.field)).toEqual(['from_name', 'stop_3_postcode', 'delivery_location']);
  });

  it('keeps stops in visiting order and skips blank ones', () => {
    const result = validateQuote(
      {
        ...valid,
        stop_3_location: 'C',
        stop_3_postcode: 'CV1 1AA',
        stop_1_location: 'A',
        stop_1_postcode: 'B1 1AA',
        stop_2_location: '',
        stop_2_postcode: '',
      },
      today,
    );
    expect(result.ok && result.quote.stops.map((s) => s.location)).toEqual(['A', 'C']);
  });
});

describe('one set of forbidden characters for every field (issue 26 D)', () => {
  const invisible: [string, string][] = [
    ['a right-to-left override', '\u202E'],
    ['a left-to-right embedding', '\u202A'],
    ['a first-strong isolate', '\u2068'],
    ['a C1 control', '\u009B'],
    ['a zero-width space', '\u200B'],
    ['a zero-width joiner', '\u200D'],
    ['a word joiner', '\u2060'],
    ['a byte order mark', '\uFEFF'],
    ['a left-to-right mark', '\u200E'],
    ['a right-to-left mark', '\u200F'],
    ['an Arabic letter mark', '\u061C'],
    ['an interlinear annotation anchor', '\uFFF9'],
    ['an interlinear annotation terminator', '\uFFFB'],
    ['a tag character', '\u{E0041}'],
    ['the cancel tag', '\u{E007F}'],
  ];
  const textFields = ['from_name', 'pickup_location', 'pickup_time', 'delivery_time', 'load_details', 'notes'];

  it.each(invisible)('refuses %s in every text field, one-line or multi-line, with a plain message', (_, ch) => {
    for (const field of textFields) {
      const errors = errorsFor({ ...valid, [field]: `moc.elpmaxe${ch}-live` });
      expect(
        errors.map((e) => e.field),
        field,
      ).toEqual([field]);
      const shown = `U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(errors[0]?.message).toMatch(/^(The .*|Your name) contains a character that is not allowed: U\+/);
      expect(errors[0]?.message).toContain(shown);
    }
    expect(errorsFor({ ...valid, stop_1_location: `De${ch}pot`, stop_1_postcode: 'B1 1AA' })).toHaveLength(1);
  });

  it('keeps line breaks, tabs and ordinary non-Latin text in multi-line fields', () => {
    expect(errorsFor({ ...valid, notes: 'Line one\r\nLine two\tTabbed — café, Łódź, 東京, مرحبا' })).toEqual([]);
    expect(errorsFor({ ...valid, load_details: 'Two pallets\nOne crate' })).toEqual([]);
  });
});

describe('invisible characters and emoji (issue 29 D)', () => {
  it.each([
    ['\u3164', 'from_name'],
    ['\u115F', 'from_name'],
    ['\u1160', 'from_name'],
    ['\uFFA0', 'from_name'],
    ['\u2800', 'from_name'],
    ['\u00AD', 'from_name'],
    ['\u{E0041}', 'from_name'],
    ['\u00AD', 'pickup_location'],
    ['\u2063', 'notes'],
    ['\u180E', 'load_details'],
    ['\uFFFC', 'delivery_time'],
  ])('refuses %j and says which character, in the message the form shows', (ch, field) => {
    const errors = errorsFor({ ...valid, [field]: `Unit${ch} 4` });
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0]?.message).toContain(`U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`);
  });

  it('accepts an emoji ZWJ sequence in a one-line and a multi-line field', () => {
    expect(
      errorsFor({ ...valid, from_name: 'Ada \u{1F469}\u200D\u{1F4BB}', notes: 'Ring \u{1F4F1}\uFE0F first' }),
    ).toEqual([]);
  });

  it('refuses stacked combining marks', () => {
    expect(errorsFor({ ...valid, notes: `Z${'\u0336'.repeat(4)}` }).map((e) => e.field)).toEqual(['notes']);
  });
});

describe('well-formed Unicode in everything posted (issue 29 B)', () => {
  const loneSurrogate = 'Ada \uD800';
  const textFields = Object.entries(quoteFields)
    .filter(([, rule]) => ['text', 'multiline'].includes(rule.kind))
    .map(([name]) => name);

  it.each(textFields)('refuses a lone surrogate in %s with a plain message', (field) => {
    const errors = errorsFor({ ...valid, [field]: loneSurrogate });
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0]?.message).toMatch(/not well-formed Unicode/);
  });

  it('refuses one in a stop, and in every other field', () => {
    expect(errorsFor({ ...valid, stop_1_location: loneSurrogate, stop_1_postcode: 'B1 1AA' })).toHaveLength(1);
    for (const field of ['from_email', 'phone', 'pickup_postcode', 'vehicle_type', 'is_return', 'terms_agree']) {
      expect(errorsFor({ ...valid, [field]: `${valid[field as QuoteFieldName]}\uDC00` }).map((e) => e.field)).toEqual([
        field,
      ]);
    }
  });

  it("refuses one in a parameter the field table does not know (the estimate route, an EmailJS template's own)", () => {
    expect(errorsFor({ ...valid, estimate_route: 'LE1 1AA \uD83D→ M1 1AE' })).toEqual([
      { field: 'estimate_route', message: 'This field is not well-formed Unicode text.' },
    ]);
    expect(errorsFor({ ...valid, job_reference: '\uDE00' }).map((e) => e.field)).toEqual(['job_reference']);
    expect(errorsFor({ ...valid, 'odd\uD800name': 'x' }).map((e) => e.field)).toEqual(['odd\uFFFDname']);
  });
});

describe('the email address (issue 29 E)', () => {
  it.each([
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a@example.c0m',
    'a@example.123',
    'a@example..com',
    'a@.example.com',
    'a@example.c',
  ])('refuses %j', (from_email) => {
    expect(errorsFor({ ...valid, from_email }).map((e) => e.field)).toEqual(['from_email']);
  });

  it.each([
    'ada@example.co.uk',
    'ada.lovelace@example.com',
    "o'brien+quotes@mail.example.org",
    'ops@sub-domain.example.london',
    'a@example.xn--p1ai',
  ])('accepts %j', (from_email) => {
    expect(errorsFor({ ...valid, from_email })).toEqual([]);
  });
});

describe('the phone number (issue 26 F)', () => {
  it.each([
    '((((((((((',
    '+-+-+-+-',
    '12345',
    '0116 49',
    '07700\u00A0900123',
    '０７７００ ９００１２３',
    '0116 496 0000 ext 2',
  ])('refuses %j', (phone) => {
    expect(errorsFor({ ...valid, phone }).map((e) => e.field)).toEqual(['phone']);
  });

  it.each(['0116 496 0000', '+44 (0)116 496-0000', '07700900123', '1234567'])('accepts %j', (phone) => {
    expect(errorsFor({ ...valid, phone })).toEqual([]);
  });
});

describe("today's UK date (issue 35 A)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the date in London as YYYY-MM-DD, across midnight and summer time', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST); 23:30 UTC on 31 December is still 31 December.
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(ukToday(new Date('2027-01-05T09:00:00Z'))).toBe('2027-01-05');
  });

  it("does not depend on a locale's display format: an ICU that formats dates as M/d/yyyy gives the same date", () => {
    useMonthFirstDates();
    // The stand-in is real: a display string is now month first, as WebKitGTK's en-CA is.
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: ukTimeZone }).format(new Date('2026-11-26T12:00Z'))).toBe(
      '11/26/2026',
    );
    expect(ukToday(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('validates a quote for tomorrow under that ICU', () => {
    useMonthFirstDates();
    const today = ukToday(new Date('2026-11-26T12:00:00Z'));
    const result = validateQuote({ ...valid, pickup_date: '2026-11-27', delivery_date: '2026-11-27' }, today);
    expect(result.ok).toBe(true);
  });
});
