import { phoneHref } from '@courier/common/site-config';
import { useEffect, useState } from 'react';
import { site } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';
import { type FixItem, fixItems, itemsToFix } from './quote-result';
import './quote-result.css';

/**
 * Where a quote sent without JavaScript lands when an answer needs fixing
 * (/quote-not-sent?fix=field1,field2). The prerendered page lists every rule; in the browser the
 * answers named in the address are marked.
 */
export default function QuoteNotSentPage() {
  usePageMeta({
    title: `Quote Request Not Sent | ${site.companyName}`,
    description: 'Your quote request was not sent: an answer in the form needs fixing. Go back, or call us.',
  });
  const [toFix, setToFix] = useState<Set<FixItem>>(() => new Set());
  useEffect(() => setToFix(itemsToFix(window.location.search)), []);
  const named = fixItems.filter((item) => toFix.has(item));
  return (
    <div className="container page quote-result">
      <h1>Your quote request was not sent</h1>
      {named.length > 0 ? (
        <p className="quote-result__fix-summary">Please check: {named.map((item) => item.label).join(', ')}.</p>
      ) : (
        <p>An answer in the form needs fixing. This is what each answer must be:</p>
      )}
      <ul className="fix-list">
        {fixItems.map((item) => (
          <li key={item.label} className={toFix.has(item) ? 'fix-list__item--marked' : undefined}>
            <strong>{item.label}</strong>: {item.rule}
            {toFix.has(item) && <span className="fix-list__flag"> Check this answer.</span>}
          </li>
        ))}
      </ul>
      <p>Go back with your browser's Back button: your answers are still in the form. Fix them and send it again.</p>
      <p>
        Or call us on <a href={phoneHref(site.phone)}>{site.phone}</a>, 24/7, and we will take the details over the
        phone.
      </p>
    </div>
  );
}
