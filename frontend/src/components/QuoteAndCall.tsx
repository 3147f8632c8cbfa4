import { phoneHref } from '@courier/common/site-config';
import type { ReactNode } from 'react';
import { site } from '../config/site';

/** The two things a visitor to a content page came for: the quote form on the home page, and a call. */
export function QuoteAndCallButtons() {
  return (
    <div className="actions">
      <a className="button button--primary" href="/#quote">
        Get a Free Quote
      </a>
      <a className="button button--outline" href={phoneHref(site.phone)}>
        Call {site.phone}
      </a>
    </div>
  );
}

/**
 * The right-hand column of a content page on a wide screen: what sits beside the text (say, a table), then a
 * quote-and-call card that stays in view while the visitor reads on. On a phone the column is part of the text's
 * single column and the card is left out: the page already opens and ends with the same two buttons.
 */
export function PageAside({ children }: { children?: ReactNode }) {
  return (
    <div className="page-aside">
      {children}
      <aside className="side-card" aria-labelledby="side-card-title">
        <h2 id="side-card-title">Get a free quote</h2>
        <p>An all-inclusive price before pickup. Collection usually within 60 minutes, 24/7.</p>
        <QuoteAndCallButtons />
      </aside>
    </div>
  );
}
