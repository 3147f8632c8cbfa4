import { phoneHref } from '@courier/common/site-config';
import { useEffect, useState } from 'react';
import { site } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';
import { referenceFrom } from './quote-result';
import './quote-result.css';

/**
 * Where a quote sent without JavaScript lands (/quote-received?ref=Q-…). The prerendered page
 * points at the address bar; in the browser the reference is read from it, checked and shown.
 */
export default function QuoteReceivedPage() {
  usePageMeta({
    title: `Quote Request Received | ${site.companyName}`,
    description: 'We have your quote request and will reply with an all-inclusive price before pickup.',
  });
  // undefined: not read yet (prerendered, or no JavaScript); null: no valid reference in the address.
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  useEffect(() => setReference(referenceFrom(window.location.search)), []);
  return (
    <div className="container page quote-result">
      <h1>Quote request received</h1>
      <p>Thank you: we have your quote request, and we will reply with an all-inclusive price before pickup.</p>
      {reference === undefined && (
        <p>
          Your reference starts with Q- and is at the end of this page's address, after <code>ref=</code>. Please quote
          it if you call us.
        </p>
      )}
      {reference === null && <p>We will give you your reference when we reply.</p>}
      {reference && (
        <p className="quote-result__reference">
          Your reference is <strong>{reference}</strong>. Please quote it if you call us.
        </p>
      )}
      <p>{site.replyPromise}</p>
      <p>
        For an urgent job, call us on <a href={phoneHref(site.phone)}>{site.phone}</a>.
      </p>
      <p>
        <a className="button button--primary" href="/">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
