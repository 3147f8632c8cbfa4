/**
 * The shell of every page the API renders itself (the quote's no-JavaScript pages, result-pages.ts; the claim link's
 * pages, lead-claim/claim-page.ts): the site's header bar with the phone, the site's design tokens and the few rules
 * those pages use, inline, so the API needs no asset (docs/decisions/016).
 */
import { type CompanyDetails, phoneHref } from '@courier/common/site-config';
import { escapeHtml } from '../../email/html';

export type PageSite = CompanyDetails;

// The site's tokens (frontend/src/lib/design-tokens.css; result-pages.test.ts keeps them equal) and the few rules
// of styles.css these pages use: the header bar, the container, headings, links and the primary button.
const styles = `
:root{--navy:#0b1a2e;--gold:#e0b43a;--gold-light:#f0c85a;--ink:#1b2330;--muted:#4a5566;--paper:#ffffff;
--paper-2:#f4f6f9;--line:#d5dbe4;--link:#0b4fa8;--focus:#1a73e8;--danger:#b3261e;--danger-tint:#fdecea;
--on-dark:#ffffff;--font-sans:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--container-width:1120px;--container-padding:clamp(16px,4vw,24px);--radius:10px;--radius-pill:999px}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font-sans);font-size:1rem;line-height:1.55;color:var(--ink);background:var(--paper)}
h1{font-size:clamp(1.85rem,1.4rem + 2.2vw,2.9rem);line-height:1.2;margin:0 0 .6em}
p{margin:0 0 1em}a{color:var(--link)}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.container{width:100%;max-width:var(--container-width);margin:0 auto;padding:0 var(--container-padding)}
.site-header{background:var(--navy);border-bottom:2px solid var(--gold);color:var(--on-dark)}
.site-header__inner{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:60px}
.brand{color:var(--on-dark);font-weight:700;font-size:1.125rem;text-decoration:none}
.site-header a.call{color:var(--on-dark);font-weight:700;white-space:nowrap}
.site-header a.call--quiet{font-weight:400;font-size:.875rem}
.page{padding-top:32px;padding-bottom:48px}.page>*{max-width:760px}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 22px;
border:2px solid transparent;border-radius:var(--radius-pill);font:inherit;font-weight:700;text-decoration:none;
cursor:pointer}.button--primary{background:var(--gold);color:var(--navy)}.button--primary:hover{background:var(--gold-light)}
.quote-result__reference strong{font-size:1.25rem;letter-spacing:.04em;white-space:nowrap}
.fix-list{padding-left:1.2em}.fix-list li{margin-bottom:8px;background:var(--danger-tint);
border-left:4px solid var(--danger);padding:4px 8px}
.check-list{display:grid;grid-template-columns:minmax(8em,auto) 1fr;gap:4px 16px;margin:0 0 24px;
padding:16px;background:var(--paper-2);border:1px solid var(--line);border-radius:var(--radius)}
.check-list dt{font-weight:700}.check-list dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
`.replace(/\n/g, '');

/** How a page differs from the visitors' pages. */
export interface PageOptions {
  /** Rules of its own, after the shared ones. */
  styles?: string;
  /**
   * A page for staff (the lead page): the company's own number stays in the header, small and without "Call", so the
   * biggest button on the page is the one that acts (the customer's number).
   */
  forStaff?: boolean;
}

/** The shell every API-rendered page shares: the site's header bar with the phone, and the page's own body. */
export function page(site: PageSite, title: string, body: string, options: PageOptions = {}): string {
  const company = escapeHtml(site.companyName);
  const phone = escapeHtml(site.phone);
  const call = options.forStaff
    ? `<a class="call call--quiet" href="${escapeHtml(phoneHref(site.phone))}">${phone}</a>`
    : `<a class="call" href="${escapeHtml(phoneHref(site.phone))}">Call ${phone}</a>`;
  return [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${company}</title>`,
    `<style>${styles}${options.styles ?? ''}</style></head><body>`,
    '<header class="site-header"><div class="container site-header__inner">',
    `<a class="brand" href="/">${company}</a>`,
    `${call}</div></header>`,
    `<main id="main" class="container page">${body}</main></body></html>`,
  ].join('');
}
