/** The visit as the quote form posts it (visit-recorder.ts records it): in the form's code, not on every page. */
import { visitFields } from '@courier/common/quote/quote-visit';
import { type PostedVisit, type VisitedPage, visitKey, visitOf } from './visit-recorder';

const postedNames: readonly string[] = Object.values(visitFields);

/** The stored visit, read with care (storage is the visitor's to edit: only the visit's names, only text), or null. */
function storedVisit(page: VisitedPage): PostedVisit | null {
  const raw: unknown = JSON.parse(page.sessionStorage.getItem(visitKey) ?? 'null');
  if (typeof raw !== 'object' || raw === null) return null;
  return Object.fromEntries(
    Object.entries(raw).filter(([name, value]) => postedNames.includes(name) && typeof value === 'string'),
  );
}

/** What the form posts: the visit stored, or, with none to read, the page the form is sent from. */
export function recordedVisit(page: VisitedPage = window): PostedVisit {
  try {
    const stored = storedVisit(page);
    if (stored) return stored;
  } catch {
    // Refused, or garbage: as if none were stored.
  }
  return visitOf(page);
}
