/**
 * The plain pages a claim link can open instead of the lead page (lead-page.ts): a link that is broken, forged,
 * expired or names no quote, and a claim that could not be recorded. They name no quote. Every value shown is escaped.
 */
import { escapeHtml } from '../email/html';
import { type PageSite, page } from '../quote/pages/site-page';

export type LinkProblem = 'malformed' | 'forged' | 'expired' | 'missing';

const problemText: Record<LinkProblem, { title: string; text: string }> = {
  malformed: {
    title: 'This claim link is incomplete or mistyped',
    text: 'Open the link from the quote email again: part of it is missing or not written as it was sent.',
  },
  forged: {
    title: 'This claim link is not valid',
    text: 'It was not made by this site, or it was changed. Open the link from the quote email itself.',
  },
  expired: {
    title: 'This claim link has expired',
    text: 'Claim links work for 7 days. Find the quote with npm run quotes -- show REF instead.',
  },
  missing: {
    title: 'This quote is no longer stored',
    text: 'The link is ours, but the quote it names is not in the store any more.',
  },
};

/** A plain page for a link that cannot be used: it says why, and nothing about any quote. */
export function linkProblemPage(site: PageSite, problem: LinkProblem): string {
  const { title, text } = problemText[problem];
  return page(site, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/**
 * A plain page for a claim (or an outcome, titled "Not recorded") that could not be recorded: what was wrong, and what
 * to do about it.
 */
export function claimRefusedPage(site: PageSite, problem: string, whatToDo: string, title = 'Not claimed'): string {
  const heading = escapeHtml(title);
  return page(site, title, `<h1>${heading}</h1><p>${escapeHtml(problem)}</p><p>${escapeHtml(whatToDo)}</p>`);
}
