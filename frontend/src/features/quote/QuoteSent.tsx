import { replyPromise } from '@courier/common/quote/reply-promise';
import { phoneHref } from '@courier/common/site-config';
import type { RefObject } from 'react';
import { site } from '../../config/site';
import { sentCopy, submitLabels } from './quote-form-copy';
import type { SentRequest } from './use-quote-submit';

export const quoteSentTitleId = 'quote-sent-title';

/**
 * What takes the form's place once the quote is stored (focused, so it is read out and the keyboard carries on
 * from it): the reference, the journey, dates, vehicle and estimate as sent, what happens next, and a fresh form on
 * request. Nothing here can send the quote a second time.
 */
export function QuoteSent({
  sent,
  panelRef,
  onStartAnother,
}: {
  sent: SentRequest;
  panelRef: RefObject<HTMLElement | null>;
  onStartAnother: () => void;
}) {
  const call = <a href={phoneHref(site.phone)}>{site.phone}</a>;
  return (
    <section id="quote-sent" ref={panelRef} tabIndex={-1} className="quote-sent" aria-labelledby={quoteSentTitleId}>
      <h3 id={quoteSentTitleId} className="quote-sent__title">
        {submitLabels.success} {sentCopy.title}
      </h3>
      {sent.reference ? (
        <p className="quote-sent__reference">
          Your reference is <strong>{sent.reference}</strong>. Please quote it if you call us.
        </p>
      ) : (
        <p>{sentCopy.noReference}</p>
      )}
      {sent.partialEstimate && <p className="quote-sent__partial">{sent.partialEstimate}</p>}
      {sent.summary.length > 0 && (
        <dl className="quote-sent__summary">
          {sent.summary.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h4 className="quote-sent__next">What happens next</h4>
      <p>{sentCopy.next}</p>
      <p className="quote-sent__promise">
        <strong>{replyPromise(site, sent.replyBy)}</strong>
      </p>
      <p>For an urgent job, call us on {call}.</p>
      <button type="button" className="button button--secondary" onClick={onStartAnother}>
        {sentCopy.again}
      </button>
    </section>
  );
}
