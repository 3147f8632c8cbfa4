import { apiPaths, quoteReferenceHeader } from '@courier/common/api/contract';
import { site } from '../../config/site';
import { quoteReferencePattern } from '../../lib/quote-reference';

/** The version of the EmailJS send-form protocol this form speaks. */
const emailJsLibVersion = '4.4.1';

/** Where the form posts, with or without JavaScript: EmailJS itself or, by default, this site's quote API. */
export const sendFormUrl = `${site.emailApiOrigin}${apiPaths.sendForm}`;

/**
 * The EmailJS account the form names, by the protocol's field names: hidden fields of the form when it posts without
 * JavaScript, set on it by `sendQuote` when it posts with.
 */
export const emailJsAccountFields = {
  service_id: site.emailServiceId,
  template_id: site.emailTemplateId,
  user_id: site.emailPublicKey,
};

export class QuoteSendError extends Error {}

/** What the server said about a stored quote: its reference, when it gave one. */
export interface SentQuote {
  reference: string | null;
}

/**
 * Posts the form the way the EmailJS SDK's sendForm does: multipart, with the service, template and
 * public key. The quote API names the stored quote in a header; EmailJS itself answers without one.
 */
export async function sendQuote(form: FormData): Promise<SentQuote> {
  for (const [name, value] of Object.entries(emailJsAccountFields)) form.set(name, value);
  form.set('lib_version', emailJsLibVersion);
  let response: Response;
  try {
    response = await fetch(sendFormUrl, { method: 'POST', body: form });
  } catch {
    throw new QuoteSendError('We could not reach our server. Check your connection and try again.');
  }
  if (response.ok) {
    const reference = response.headers.get(quoteReferenceHeader)?.trim() ?? '';
    return { reference: quoteReferencePattern.test(reference) ? reference : null };
  }
  const reason = response.status === 400 ? (await response.text().catch(() => '')).slice(0, 300) : '';
  throw new QuoteSendError(reason || 'Our server could not send your request just now.');
}

/** A new submission ID: the server stores each one once, so a retry of the same form is not a second quote. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the same UUID v4 from getRandomValues elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Counts the lead in analytics when analytics is loaded (only ever after consent). */
export function trackQuoteSubmitted(): void {
  window.gtag?.('event', 'quote_form_submitted', { event_category: 'Lead', event_label: 'Quote Request', value: 1 });
}
