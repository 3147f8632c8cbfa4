/**
 * The rules that make a quote request valid, for the fields of quote-fields.ts. The form and the quote Lambda both
 * validate with `validateQuote`, so they cannot disagree.
 */
import { ukToday } from '../time/uk-time';
import { isVehicleType } from '../vehicles';
import {
  copiesOf,
  formAnswers,
  type Kind,
  maxStops,
  type QuoteField,
  type QuoteFieldName,
  type QuoteRequest,
  quoteFields,
  type RequestFieldName,
  requestFieldNames,
  type Stop,
  stopLocationField,
  stopPostcodeField,
  stopsAnswer,
} from './quote-fields';
import { describeTextProblem, findTextProblem, isWellFormedText, wellFormedText } from './text-characters';

/** Honeypot: hidden from people, so only bots fill it. */
export const honeypotField = 'website';
/** Seconds between the form's first render and its submission. */
export const fillTimeField = 'fill_seconds';

const stopFieldPattern = /^stop_(\d+)_(location|postcode)$/;

export interface FieldError {
  field: string;
  message: string;
}

export type QuoteValidation = { ok: true; quote: QuoteRequest } | { ok: false; errors: FieldError[] };

/** Loose on purpose: Europe and imports bring non-UK postcodes ("75001", "1012 AB", "D02 X285"). */
const postcodeShape = /^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$/i;
/**
 * Dot-separated parts, none empty, in ASCII only: SES refuses non-ASCII addresses (no SMTPUTF8), so the reply-to
 * would fail as a server error. The top-level domain is letters (or an internationalised one's xn-- form): no
 * top-level domain has a digit, so `example.c0m` is a typo.
 */
const localAtom = String.raw`[\w!#$%&'*+/=?^\`{|}~-]+`;
const domainLabel = String.raw`[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?`;
const topLevelDomain = String.raw`(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})`;
const emailShape = new RegExp(`^${localAtom}(?:\\.${localAtom})*@(?:${domainLabel}\\.)+${topLevelDomain}$`, 'i');
// ASCII digits, spaces and + ( ) - only: a phone staff can dial, not "((((((((((".
const phoneShape = /^[0-9 +()-]+$/;
const minPhoneDigits = 7;
/** What a phone number must be, as the what-to-fix page words it (answerRequirement). */
const phoneRequirement = `at least ${minPhoneDigits} digits, with only spaces and + ( ) - besides`;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The value the form's terms checkbox sends; anything else ("on", "nope", "true") is not consent. */
export const termsAgreedValue = 'Yes';
/** Nobody books a courier more than a year ahead; a date further out is a typo or a script. */
export const maxDaysAhead = 366;
/** What the dates must be (checked in validateQuote below), as the what-to-fix page words it (answerRequirement). */
const dateRequirements = {
  pickup_date: 'today or later, within a year',
  delivery_date: 'not before the pickup date, within a year',
} as const;

function isRealDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An API client may send the box's state rather than leave it out; "false" is not consent. */
const uncheckedValues = new Set(['false', 'no', 'off', '0']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What an answer must be, as the no-JavaScript what-to-fix page says it: the field's own words (quote-fields.ts),
 * or else its kind's, which say what `checkField` below accepts.
 */
export function answerRequirement(name: QuoteFieldName): string {
  const f: QuoteField = quoteFields[name];
  if (f.requirement) return f.requirement;
  const optionally = (rule: string) => (f.required ? capitalise(rule) : `Optional; ${rule}`);
  switch (f.kind) {
    case 'text':
      return f.required ? `Enter ${f.label}.` : optionally('one line.');
    case 'multiline':
      return optionally(`at most ${f.maxLength} characters, no invisible characters.`);
    case 'email':
      return optionally('a valid email address, like name@example.co.uk.');
    case 'tel':
      return optionally(`${phoneRequirement}.`);
    case 'postcode':
      return f.required
        ? 'Enter the postcode (or the local code abroad).'
        : optionally('a postcode (or the local code abroad).');
    case 'date':
      return optionally(`${(dateRequirements as Partial<Record<string, string>>)[name] ?? 'a real date'}.`);
    case 'yesNo':
      return 'Yes or No.';
    case 'vehicle':
      return f.required
        ? 'Choose one of the vehicle types in the list.'
        : optionally('one of the vehicle types in the list.');
    case 'number':
      return optionally('numbers only.');
    case 'checkbox':
      return 'Tick the box to accept the terms and conditions.';
  }
}

/** What a value is checked against: a field of the table, or one of a stop's. */
type Rule = Pick<QuoteField, 'label' | 'kind' | 'required' | 'maxLength'>;

function missingMessage(r: Rule): string {
  if (r.kind === 'checkbox') return 'Please accept the terms and conditions to send your request.';
  if (r.kind === 'vehicle' || r.kind === 'date') return `Choose ${r.label}.`;
  return `Enter ${r.label}.`;
}

/** Checks one field's value against its rule; returns a message, or null when it is fine. */
function checkField(r: Rule, value: string): string | null {
  if (!value || (r.kind === 'checkbox' && uncheckedValues.has(value.toLowerCase()))) {
    return r.required ? missingMessage(r) : null;
  }
  const valueProblem = checkAllowedValue(r, value);
  if (valueProblem !== undefined) return valueProblem;
  if (value.length > r.maxLength) return `${capitalise(r.label)} must be at most ${r.maxLength} characters.`;
  const textProblem = findTextProblem(value, { multiline: r.kind === 'multiline' });
  if (textProblem) return describeTextProblem(capitalise(r.label), textProblem);
  switch (r.kind) {
    case 'email':
      return emailShape.test(value) ? null : 'Enter a valid email address, like name@example.co.uk.';
    case 'tel':
      return phoneShape.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= minPhoneDigits
        ? null
        : `Enter a valid phone number (at least ${minPhoneDigits} digits), or leave it blank.`;
    case 'postcode':
      return postcodeShape.test(value) ? null : `Check ${r.label}: it does not look like a postcode.`;
    case 'date':
      return isRealDate(value) ? null : `Enter ${r.label} as a real date.`;
    case 'vehicle':
      return isVehicleType(value) ? null : 'Choose a vehicle type from the list.';
    case 'number':
      return /^\d{1,5}(\.\d{1,2})?$/.test(value) ? null : `${capitalise(r.label)} must be a number.`;
    default:
      return null;
  }
}

/**
 * Fields with a fixed set of values are checked against it before their length, so `is_return=true`
 * hears which values are allowed. Undefined: not such a field.
 */
function checkAllowedValue(r: Rule, value: string): string | null | undefined {
  if (r.kind === 'yesNo') return value === 'Yes' || value === 'No' ? null : `${capitalise(r.label)} must be Yes or No.`;
  if (r.kind === 'checkbox') {
    return value === termsAgreedValue
      ? null
      : `Tick the box to accept the terms (the value sent must be ${termsAgreedValue}).`;
  }
  return undefined;
}

/** The UK date a year (and a day) after `today`, as YYYY-MM-DD. */
export function latestDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + maxDaysAhead)).toISOString().slice(0, 10);
}

/** Reads stop_{n}_* fields into stops in order of n, skipping stops left entirely blank. */
function readStops(input: Record<string, string>, errors: FieldError[]): Stop[] {
  const byNumber = new Map<number, Stop>();
  const spellings = new Map<number, string>();
  for (const key of Object.keys(input)) {
    const match = stopFieldPattern.exec(key);
    if (!match) continue;
    const n = Number(match[1]);
    // stop_1_ and stop_01_ are the same number written twice: refuse rather than merge one into the other.
    if ((spellings.get(n) ?? match[1]) !== match[1]) {
      errors.push({
        field: stopsAnswer,
        message: `Stop ${n} is numbered more than one way; number stops 1, 2, 3….`,
      });
      return [];
    }
    spellings.set(n, match[1] as string);
    const stop = byNumber.get(n) ?? { location: '', postcode: '' };
    stop[match[2] as keyof Stop] = (input[key] ?? '').trim();
    byNumber.set(n, stop);
  }
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  if (numbers.some((n) => !Number.isSafeInteger(n) || n < 1 || n > maxStops)) {
    errors.push({ field: stopsAnswer, message: `A quote can have at most ${maxStops} additional stops.` });
    return [];
  }
  const stops: Stop[] = [];
  for (const n of numbers) {
    const stop = byNumber.get(n) as Stop;
    if (!stop.location && !stop.postcode) continue;
    const location = checkField(
      { label: `the location of stop ${n}`, kind: 'text', required: true, maxLength: 200 },
      stop.location,
    );
    const postcode = checkField(
      { label: `the postcode of stop ${n}`, kind: 'postcode', required: true, maxLength: 10 },
      stop.postcode,
    );
    if (location) errors.push({ field: stopLocationField(n), message: location });
    if (postcode) errors.push({ field: stopPostcodeField(n), message: postcode });
    stops.push(stop);
  }
  return stops;
}

function readValue(kind: Kind, value: string): QuoteRequest[RequestFieldName] {
  switch (kind) {
    case 'yesNo':
      return value === 'Yes';
    case 'number':
      return value ? Number(value) : null;
    case 'postcode':
      return value.toUpperCase();
    default:
      return value;
  }
}

/**
 * Every posted name and value the field table does not check (the estimate route, an EmailJS template's own
 * parameters, the protocol fields) must still be well-formed Unicode: anything stored or echoed is mailed or shown.
 */
function illFormedOtherFields(input: Record<string, string>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (name in quoteFields || stopFieldPattern.test(name)) continue;
    if (isWellFormedText(name) && isWellFormedText(value)) continue;
    errors.push({ field: wellFormedText(name), message: 'This field is not well-formed Unicode text.' });
  }
  return errors;
}

/**
 * Validates raw form values (as posted, or as held by the form).
 * `today` is the UK date (YYYY-MM-DD) the pickup may not be before.
 */
export function validateQuote(input: Record<string, string>, today: string = ukToday()): QuoteValidation {
  const errors: FieldError[] = [];
  const values = {} as Record<QuoteFieldName, string>;
  for (const [name, r] of Object.entries(quoteFields) as [QuoteFieldName, QuoteField][]) {
    const value = (input[name] ?? '').trim();
    values[name] = value;
    const message = checkField(r, value);
    if (message) errors.push({ field: name, message });
  }
  const stops = readStops(input, errors);
  errors.push(...illFormedOtherFields(input));

  const dateIsValid = (name: 'pickup_date' | 'delivery_date') => !errors.some((e) => e.field === name);
  if (dateIsValid('pickup_date') && values.pickup_date < today) {
    errors.push({ field: 'pickup_date', message: 'The pickup date cannot be in the past.' });
  }
  for (const name of ['pickup_date', 'delivery_date'] as const) {
    if (dateIsValid(name) && values[name] > latestDate(today)) {
      errors.push({ field: name, message: `${capitalise(quoteFields[name].label)} must be within a year from today.` });
    }
  }
  if (dateIsValid('pickup_date') && dateIsValid('delivery_date') && values.delivery_date < values.pickup_date) {
    errors.push({ field: 'delivery_date', message: 'The delivery date cannot be before the pickup date.' });
  }

  if (errors.length > 0) return { ok: false, errors: sortByFormOrder(errors) };
  // A yes/no answer posted as a copy too (EmailJS templates' return_job) is Yes when either says so.
  const answerOf = (name: RequestFieldName) =>
    [name, ...copiesOf(name)].map((n) => values[n]).find((value) => value === 'Yes') ?? values[name];
  const fields = Object.fromEntries(
    requestFieldNames.map((name) => [name, readValue(quoteFields[name].kind, answerOf(name))]),
  ) as Omit<QuoteRequest, 'stops'>;
  return { ok: true, quote: { ...fields, stops: stops.map((s) => ({ ...s, postcode: s.postcode.toUpperCase() })) } };
}

/** Field order on the form, stops between pickup and delivery, so the first error is the first field to fix. */
const formOrder = (field: string): number => {
  const stop = stopFieldPattern.exec(field);
  if (stop) return formAnswers.indexOf(stopsAnswer) + Number(stop[1]) / 100;
  return formAnswers.indexOf(field as QuoteFieldName);
};

function sortByFormOrder(errors: FieldError[]): FieldError[] {
  return [...errors].sort((a, b) => formOrder(a.field) - formOrder(b.field));
}
