/**
 * The lead page: what a claim link opens, the lead's page for its whole life. Composed of small sections in order
 * (lead-page-sections.ts): TODAY or Tomorrow, the reference, where it stands (a booked or lost lead's outcome, else
 * who has it and for how long), the form to claim or take it over (claim, then call), the customer and the ways to
 * reach them, what became of it (issue 43's outcome and its form), the journey's details, and the history. A section
 * with nothing to show for this view renders nothing. One button is the main one, for what this viewer should do next
 * (docs/decisions/052). To add a part, write a section and put it in the list where it belongs (docs/decisions/039).
 */
import { type PageSite, page } from '../quote/pages/site-page';
import {
  claimForm,
  customerActions,
  heading,
  history,
  journeyDetails,
  type LeadPageSection,
  type LeadPageView,
  leadPageStyles,
  outcomeSection,
  status,
  urgencyBanner,
} from './lead-page-sections';

/** The page's sections, top to bottom. */
export const leadPageSections: readonly LeadPageSection[] = [
  urgencyBanner,
  heading,
  status,
  claimForm,
  customerActions,
  outcomeSection,
  journeyDetails,
  history,
];

export function leadPage(site: PageSite, view: LeadPageView): string {
  const body = leadPageSections.map((section) => section(view)).join('');
  return page(site, `Quote ${view.record.reference}`, body, { styles: leadPageStyles, forStaff: true });
}
