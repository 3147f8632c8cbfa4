/**
 * The quote's fields: the one table the form's values, the validator (quote-schema.ts), the `QuoteRequest` type and
 * every output that shows a quote's answers are built from: the staff email, the no-JavaScript check page and
 * what-to-fix list, the visitor's confirmation, `npm run quotes -- show` and its CSV (docs/decisions/041). Each field
 * has its title (the form's label, and what every output calls it), the phrase messages use, its kind (what a valid
 * value is), whether it is required, its longest value and how it is shown back. The table's order is the form's and
 * every output's. Adding an optional field is its entry here and its place in the form's layout (QuoteForm.tsx).
 */
import type { VehicleType } from '../vehicles';

/** What a valid value is: the validator's rule for it, and the control the form asks with. */
export type Kind =
  | 'text'
  | 'email'
  | 'tel'
  | 'postcode'
  | 'date'
  | 'yesNo'
  | 'vehicle'
  | 'number'
  | 'checkbox'
  | 'multiline';

/**
 * How an answer is shown back. Each output reads it its own way (decision 041 has the table):
 * - `words`: the visitor's own text, set apart in the staff email so it never passes for a line of ours (decision
 *   021), and never in the customer's acknowledgement;
 * - `email`, `phone`: where to reply and whom to call: links in the staff email's HTML part;
 * - `postcode`: in capitals and spaced for staff, never broken across lines for the visitor;
 * - `date`: with its weekday where people read it ("Sun 22 Nov 2026"), ISO where a spreadsheet sorts it;
 * - `yesNo`, `choice` (one of our list), `number`: as they are;
 * - `routeFigure`: the visitor's distance or duration, shown together and, for staff, beside the server's own;
 * - `consent`: posted with the form, never shown back.
 */
export type Shown =
  | 'words'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'date'
  | 'yesNo'
  | 'choice'
  | 'number'
  | 'routeFigure'
  | 'consent';

const shownByKind: Record<Kind, Shown> = {
  text: 'words',
  multiline: 'words',
  email: 'email',
  tel: 'phone',
  postcode: 'postcode',
  date: 'date',
  yesNo: 'yesNo',
  vehicle: 'choice',
  number: 'number',
  checkbox: 'consent',
};

/** What a field may say beyond its title, label, kind and length. */
interface FieldOptions {
  required?: boolean;
  /** How it is shown back, when not as its kind is. */
  shown?: Shown;
  /** What the answer must be, on the what-to-fix page, when not as its kind says it (quote-schema.ts). */
  requirement?: string;
  /** The confirmation's line it is on, with the fields beside it that name the same line ("From": a place). */
  summaryLine?: string;
  /** Posted as a copy of another field, for EmailJS templates: read with that one, never shown on its own. */
  copyOf?: string;
}

export interface QuoteField<K extends Kind = Kind> extends Omit<FieldOptions, 'required' | 'shown'> {
  /** What the form's label calls the field; every output calls it the same. */
  title: string;
  /** Phrase used in messages: "Enter {label}.", "{Label} must be …". */
  label: string;
  kind: K;
  required: boolean;
  maxLength: number;
  shown: Shown;
}

const field = <K extends Kind, const O extends FieldOptions = Record<never, never>>(
  title: string,
  label: string,
  kind: K,
  maxLength: number,
  options?: O,
) => ({ title, label, kind, maxLength, required: false, shown: shownByKind[kind], ...options }) as QuoteField<K> & O;

const required = true;

/**
 * Every fixed field of the form, in the order staff read them (the stops come before the delivery): the one table
 * the form's empty values, the validator, the `QuoteRequest` type and every output are derived from.
 */
export const quoteFields = {
  from_name: field('Name', 'your name', 'text', 100, { required }),
  from_email: field('Email', 'your email address', 'email', 254, { required }),
  phone: field('Phone', 'your phone number', 'tel', 30),
  pickup_location: field('Pickup location', 'the pickup location', 'text', 200, {
    required,
    requirement: 'Enter where we collect from.',
    summaryLine: 'From',
  }),
  pickup_postcode: field('Pickup postcode', 'the pickup postcode', 'postcode', 10, { required, summaryLine: 'From' }),
  pickup_date: field('Pickup date', 'the pickup date', 'date', 10, { required, summaryLine: 'Collection' }),
  pickup_time: field('Pickup time', 'the pickup time', 'text', 100, { summaryLine: 'Collection' }),
  delivery_location: field('Delivery location', 'the delivery location', 'text', 200, {
    required,
    requirement: 'Enter where we deliver to.',
    summaryLine: 'To',
  }),
  delivery_postcode: field('Delivery postcode', 'the delivery postcode', 'postcode', 10, {
    required,
    summaryLine: 'To',
  }),
  delivery_date: field('Delivery date', 'the delivery date', 'date', 10, { required, summaryLine: 'Delivery' }),
  delivery_time: field('Delivery time', 'the delivery time', 'text', 100, { summaryLine: 'Delivery' }),
  is_return: field('Return journey', 'the return journey', 'yesNo', 3, { summaryLine: 'Return' }),
  return_job: field('Return journey', 'the return journey', 'yesNo', 3, { copyOf: 'is_return' }),
  distance_miles: field('Distance', 'the distance', 'number', 10, { shown: 'routeFigure' }),
  duration_minutes: field('Duration', 'the duration', 'number', 10, { shown: 'routeFigure' }),
  vehicle_type: field('Vehicle type', 'the vehicle type', 'vehicle', 40, { required, summaryLine: 'Vehicle' }),
  load_details: field('Load details', 'the load details', 'multiline', 1000),
  notes: field('Notes', 'the notes', 'multiline', 2000),
  terms_agree: field('Terms', 'the terms', 'checkbox', 10, { required }),
} as const;

export type QuoteFieldName = keyof typeof quoteFields;

const fieldEntries = Object.entries(quoteFields) as [QuoteFieldName, QuoteField][];

/** The form's values before the visitor types anything: empty, and No for the yes/no questions. */
export const emptyQuoteValues = Object.fromEntries(
  fieldEntries.map(([name, f]) => [name, f.kind === 'yesNo' ? 'No' : '']),
) as Record<QuoteFieldName, string>;

/** Posted with the form but not part of the request: the consent box, and the copies kept for EmailJS templates. */
type FormOnlyField = {
  [N in QuoteFieldName]: (typeof quoteFields)[N] extends { kind: 'checkbox' } | { copyOf: string } ? N : never;
}[QuoteFieldName];
export type RequestFieldName = Exclude<QuoteFieldName, FormOnlyField>;

const isFormOnly = (f: QuoteField) => f.kind === 'checkbox' || f.copyOf !== undefined;

/** The fields a request holds, in order. */
export const requestFieldNames = fieldEntries
  .filter(([, f]) => !isFormOnly(f))
  .map(([name]) => name as RequestFieldName);

/** The fields posted as copies of `name` (EmailJS templates' `return_job` for `is_return`). */
export const copiesOf = (name: QuoteFieldName): QuoteFieldName[] =>
  fieldEntries.filter(([, f]) => f.copyOf === name).map(([copy]) => copy);

/** What a valid value of each kind becomes in the request. */
type ValueOfKind<K extends Kind> = K extends 'yesNo'
  ? boolean
  : K extends 'number'
    ? number | null
    : K extends 'vehicle'
      ? VehicleType
      : string;

export const maxStops = 20;
export const stopLocationField = (n: number) => `stop_${n}_location`;
export const stopPostcodeField = (n: number) => `stop_${n}_postcode`;
/** The stops' titles, as the form's labels and every output say them. */
export const stopTitles = {
  all: 'Additional stops',
  stop: (n: number) => `Stop ${n}`,
  location: (n: number) => `Stop ${n} location`,
  postcode: (n: number) => `Stop ${n} postcode`,
} as const;

export interface Stop {
  location: string;
  postcode: string;
}

/** The combined, human-readable list of stops (the form's `additional_stops` field). */
export function describeStops(stops: Stop[]): string {
  return stops.map((s, i) => `${i + 1}. ${[s.location, s.postcode].filter(Boolean).join(', ')}`).join('\n');
}

/**
 * A valid quote request, trimmed, with stops in visiting order: every request field of `quoteFields`
 * as its kind reads (yes/no as a boolean, numbers as numbers or null when not given, postcodes in capitals).
 */
export type QuoteRequest = { [N in RequestFieldName]: ValueOfKind<(typeof quoteFields)[N]['kind']> } & {
  stops: Stop[];
};

/** The stops as one answer: what the form posts their list as, and what the validator and what-to-fix page call them. */
export const stopsAnswer = 'additional_stops';
/** The stops are visited after the pickup, before the delivery. */
const stopsBefore: QuoteFieldName = 'delivery_location';

/** Every answer the form posts, in the form's order: each field, and the stops in their place. */
export const formAnswers: readonly (QuoteFieldName | typeof stopsAnswer)[] = fieldEntries.flatMap(([name]) =>
  name === stopsBefore ? [stopsAnswer, name] : [name],
);

/** How a request's answer is shown, one field at a time (the route figures and consent are shown otherwise). */
export type FieldShown = Exclude<Shown, 'routeFigure' | 'consent'>;

/**
 * One answer of a request, as every output shows it: a field; the stops, a list; or the route figures, the
 * visitor's distance and duration, together (staff see the server's own beside them, decision 021).
 */
export type QuoteAnswer =
  | { shown: FieldShown; name: RequestFieldName; field: QuoteField }
  | { shown: 'stops' }
  | { shown: 'routeFigures' };
/** An answer that is one field. */
export type FieldAnswer = Extract<QuoteAnswer, { name: string }>;

/** The answers of a request, in the table's order: what every output that shows a quote's answers goes through. */
export const quoteAnswers: readonly QuoteAnswer[] = formAnswers.flatMap((name, i): QuoteAnswer[] => {
  if (name === stopsAnswer) return [{ shown: 'stops' }];
  const f: QuoteField = quoteFields[name];
  if (isFormOnly(f)) return [];
  // The route figures are one answer, where the first of them is.
  if (f.shown === 'routeFigure') {
    const first = formAnswers.findIndex((n) => n !== stopsAnswer && quoteFields[n].shown === 'routeFigure');
    return i === first ? [{ shown: 'routeFigures' }] : [];
  }
  return [{ shown: f.shown as FieldShown, name: name as RequestFieldName, field: f }];
});
