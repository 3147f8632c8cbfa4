/**
 * Quotes for the tests of every workspace: the form as the site posts it for one job (`aQuoteForm`) and the request it
 * validates to (`aQuoteRequest`), each with the changes a test makes. Built over the field table's empty values, so a
 * new optional field is posted empty, as the form posts it, with nothing to add here.
 */
import { emptyQuoteValues, type QuoteFieldName, type QuoteRequest } from '../quote/quote-fields';
import { validateQuote } from '../quote/quote-schema';
import type { ServerEstimate } from '../quote/server-estimate';

/** The fixed UK date the tests run "on"; the pickup below is two days later, a Sunday. */
export const testToday = '2026-11-20';

/**
 * When a test's quote email goes, for tests not about the subject's day: on `testToday`, so the pickup two days later
 * gets the subject's plain shape ("…, 22 Nov 2026") whatever day the tests run.
 */
export const testSending = { sendingAt: new Date(`${testToday}T09:00:00Z`) };

/** The answers of a multi-drop return job, as the form posts them. */
const answers = {
  from_name: "Ada O'Brien",
  from_email: 'ada@example.co.uk',
  phone: '07700 900123',
  pickup_location: 'Unit 4, Freemen’s Common',
  pickup_postcode: 'le1 1aa',
  pickup_date: '2026-11-22',
  pickup_time: '09:00 to 11:00',
  delivery_location: 'Piccadilly, Manchester',
  delivery_postcode: 'M1 1AE',
  delivery_date: '2026-11-23',
  delivery_time: 'Before noon',
  is_return: 'Yes',
  return_job: 'Yes',
  distance_miles: '152.4',
  duration_minutes: '185',
  vehicle_type: 'Small Van',
  load_details: 'Three pallets, 400 kg',
  notes: '<script>alert("x")</script>\nCall first: <b>&"\'',
  terms_agree: 'Yes',
} satisfies Partial<Record<QuoteFieldName, string>>;

/** Its stops, posted deliberately out of order, and their list as the form posts it too. */
const stops = {
  stop_2_location: 'Derby Riverside',
  stop_2_postcode: 'DE1 1AA',
  stop_1_location: 'Nottingham Trent Bridge',
  stop_1_postcode: 'NG2 6AG',
  additional_stops: '1. Nottingham Trent Bridge, NG2 6AG\n2. Derby Riverside, DE1 1AA',
};

/** Where its figures came from (/api/eta, for this journey), and the spam fields as a person leaves them. */
const rest = {
  estimate_source: 'estimate',
  estimate_route: 'LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van',
  website: '',
  fill_seconds: '42',
};

/** What the server works out for that journey when it stores the quote: not the 152.4 miles the form sends. */
export const aServerEstimate: ServerEstimate = {
  kind: 'estimated',
  route: rest.estimate_route,
  ukPartOnly: false,
  distanceMiles: 150,
  durationMinutes: 180,
  approximate: false,
};

/** What the form posts for that job (no EmailJS protocol fields), with `changes`; valid on `testToday`. */
export const aQuoteForm = (changes: Record<string, string> = {}): Record<string, string> => ({
  ...emptyQuoteValues,
  ...answers,
  ...stops,
  ...rest,
  ...changes,
});

/** The request `aQuoteForm()` validates to on `testToday` (postcodes in capitals, stops in order), with `changes`. */
export function aQuoteRequest(changes: Partial<QuoteRequest> = {}): QuoteRequest {
  const result = validateQuote(aQuoteForm(), testToday);
  if (!result.ok) throw new Error(`The tests' quote is not valid: ${JSON.stringify(result.errors)}`);
  return { ...result.quote, ...changes };
}
