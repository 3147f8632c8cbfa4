/**
 * The one script a prerendered page runs inline, in its <head>, before anything else (docs/decisions/053): where the
 * visit began is recorded at once, so a visitor who taps on before the app's script has arrived (a newsletter's reader
 * who goes straight to the form) still counts their landing page and its tags. scripts/prerender.ts bundles it alone
 * (scripts/inline-script.ts) and writes it into every page; the CSP allows it by its hash, read from the built pages.
 */
import { recordVisit } from './lib/visit-recorder';

recordVisit();
