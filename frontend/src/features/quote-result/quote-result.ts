import { quoteReferencePattern } from '../../lib/quote-reference';

/** The reference in /quote-received?ref=…, or null when there is none that looks like one. */
export function referenceFrom(search: string): string | null {
  const reference = new URLSearchParams(search).get('ref')?.trim().toUpperCase() ?? '';
  return quoteReferencePattern.test(reference) ? reference : null;
}

/** One thing the quote API may send the visitor back to fix, as a checklist line. */
export interface FixItem {
  /** The answer as the form labels it. */
  label: string;
  /** What the answer must be. */
  rule: string;
  /** The posted field names this line covers. */
  fields: string[];
}

/** Every answer the quote API checks, in the form's order, with what it must be. */
export const fixItems: FixItem[] = [
  { label: 'Name', rule: 'Enter your name.', fields: ['from_name'] },
  { label: 'Email', rule: 'A valid email address, like name@example.co.uk.', fields: ['from_email'] },
  { label: 'Phone', rule: 'Optional; a phone number if you give one.', fields: ['phone'] },
  { label: 'Pickup location', rule: 'Enter where we collect from.', fields: ['pickup_location'] },
  { label: 'Pickup postcode', rule: 'Enter the postcode (or the local code abroad).', fields: ['pickup_postcode'] },
  { label: 'Pickup date', rule: 'Today or later.', fields: ['pickup_date'] },
  { label: 'Pickup time', rule: 'Optional; one line.', fields: ['pickup_time'] },
  {
    label: 'Additional stops',
    rule: 'Each stop needs a location and a postcode.',
    fields: ['additional_stops', 'stops'],
  },
  { label: 'Delivery location', rule: 'Enter where we deliver to.', fields: ['delivery_location'] },
  {
    label: 'Delivery postcode',
    rule: 'Enter the postcode (or the local code abroad).',
    fields: ['delivery_postcode'],
  },
  { label: 'Delivery date', rule: 'Not before the pickup date.', fields: ['delivery_date'] },
  { label: 'Delivery time', rule: 'Optional; one line.', fields: ['delivery_time'] },
  { label: 'Return journey', rule: 'Yes or No.', fields: ['is_return', 'return_job'] },
  {
    label: 'Distance and driving time',
    rule: 'Optional; numbers only.',
    fields: ['distance_miles', 'duration_minutes'],
  },
  { label: 'Vehicle type', rule: 'Choose one of the eight vehicle types.', fields: ['vehicle_type'] },
  // The limits are counted under each field; this page stays small rather than carry the schema.
  { label: 'Load details', rule: 'Optional; no longer than the counter under it allows.', fields: ['load_details'] },
  { label: 'Notes', rule: 'Optional; no longer than the counter under it allows.', fields: ['notes'] },
  { label: 'Terms', rule: 'Tick the box to accept the terms and conditions.', fields: ['terms_agree'] },
];

const stopField = /^stop_\d{1,2}_(?:location|postcode)$/;

/**
 * The checklist lines named in /quote-not-sent?fix=field1,field2. Only known field names count:
 * anything else in the address is ignored, never shown.
 */
export function itemsToFix(search: string): Set<FixItem> {
  const names = (new URLSearchParams(search).get('fix') ?? '').split(',').map((name) => name.trim());
  const fields = new Set(names.map((name) => (stopField.test(name) ? 'stops' : name)));
  return new Set(fixItems.filter((item) => item.fields.some((field) => fields.has(field))));
}
