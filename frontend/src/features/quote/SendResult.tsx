import { phoneHref } from '@courier/common/site-config';
import { site } from '../../config/site';
import { submitLabels } from './quote-form-copy';
import type { QuoteFormState } from './use-quote-form';

/**
 * The end of the form: how many fields to fix (announced), why the last send failed (focused when it
 * arrives), and the submit button in its state. A send that succeeds replaces the form (QuoteSent).
 */
export function SendResult({ form }: { form: QuoteFormState }) {
  const { message, status } = form;
  const problems = Object.keys(form.errors).length;
  const call = <a href={phoneHref(site.phone)}>{site.phone}</a>;
  return (
    <>
      <p className="visually-hidden" aria-live="assertive">
        {problems > 0 ? `Please check the form: ${problems} to fix.` : ''}
      </p>
      <div role="alert">
        {message?.kind === 'error' && (
          <div ref={form.messageRef} tabIndex={-1} className="form-message form-message--error">
            <p>
              Sorry, your quote request was not sent. {message.text} Your details are still here: please try again, or
              call us on {call}.
            </p>
          </div>
        )}
      </div>
      <button type="submit" className="button button--primary button--submit" disabled={status === 'sending'}>
        {submitLabels[status]}
      </button>
    </>
  );
}
