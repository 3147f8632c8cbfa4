import { apiPaths } from '@courier/common/api/contract';
import { site } from '../../config/site';

/** The version of the EmailJS send-form protocol this form speaks. */
const emailJsLibVersion = '4.4.1';

export class QuoteSendError extends Error {}

/**
 * Posts the form the way the EmailJS SDK's sendForm does: multipart, with the service, template and
 * public key. The receiver is EmailJS itself or, by default, this site's own quote API.
 */
export async function sendQuote(form: FormData): Promise<void> {
  form.set('service_id', site.emailServiceId);
  form.set('template_id', site.emailTemplateId);
  form.set('user_id', site.emailPublicKey);
  form.set('lib_version', emailJsLibVersion);
  let response: Response;
  try {
    response = await fetch(`${site.emailApiOrigin}${apiPaths.sendForm}`, { method: 'POST', body: form });
  } catch {
    throw new QuoteSendError('We could not reach our server. Check your connection and try again.');
  }
  if (response.ok) return;
  const reason = response.status === 400 ? (await response.text().catch(() => '')).slice(0, 300) : '';
  throw new QuoteSendError(reason || 'Our server could not send your request just now.');
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
