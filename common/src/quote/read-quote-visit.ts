/**
 * Reading a lead's visit as posted (quote-visit.ts), and saying it to staff. Apart from the shape, so the page that
 * records the visit in the browser does not carry the text checks (text-characters.ts) on every page.
 */

import { type QuoteVisit, referrerKinds, visitFields } from './quote-visit';

/** A landing page's longest path: every page of the site is far shorter, and a longer one is not ours. */
export const maxLandingPageLength = 200;
/** A UTM token's longest: campaign names run to a few words; a longer one is not a tag anybody typed. */
export const maxUtmLength = 100;

/**
 * A path of this site, as `location.pathname` gives it (percent-encoded): one leading slash, then only the characters
 * a URL's path may hold. No `//` (a host), no scheme, no backslash (browsers read `/\evil` as a host), no space,
 * quote or angle bracket. A path that is not one of the site's pages is kept: an advert linking to a page that is
 * gone is worth seeing.
 */
const landingPageShape = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/**
 * A UTM token: ASCII letters and digits, spaces, `.`, `_` and `-`, starting with a letter or digit. So no cell it lands
 * in can start a spreadsheet formula (= + - @), no link (`/` and `:` are out) reads as one in an email or a report, and
 * no look-alike letter of another script (a Cyrillic "о" in "gооgle") makes a source that looks like another.
 */
const utmShape = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;

/** The path, its query and fragment cut off; undefined unless it is a path of this site. */
function landingPageOf(posted: string): string | undefined {
  const path = posted.trim().replace(/[?#].*$/s, '');
  return path.length <= maxLandingPageLength && landingPageShape.test(path) ? path : undefined;
}

/**
 * Trimmed, each run of spaces one space, and lower-cased, so "Newsletter" and "newsletter " count as one source in the
 * report (tags are typed by hand into links, and nobody means two campaigns by a capital); undefined unless a short
 * token of `utmShape`'s characters. Anything else is dropped whole, never mended: a tag with one foreign character is
 * not the tag somebody typed.
 */
function utmOf(posted: string): string | undefined {
  const token = posted.trim().replace(/ +/g, ' ');
  if (token.length > maxUtmLength || !utmShape.test(token)) return;
  return token.toLowerCase();
}

/**
 * Where the lead came from, as posted: each valid value, the others left out (a tampered or broken tracking value
 * never refuses a quote, which is revenue). Undefined when nothing valid was posted.
 */
export function readQuoteVisit(input: Record<string, string>): QuoteVisit | undefined {
  const referrer = (input[visitFields.referrerKind] ?? '').trim();
  const visit: QuoteVisit = {
    landingPage: landingPageOf(input[visitFields.landingPage] ?? ''),
    utmSource: utmOf(input[visitFields.utmSource] ?? ''),
    utmMedium: utmOf(input[visitFields.utmMedium] ?? ''),
    utmCampaign: utmOf(input[visitFields.utmCampaign] ?? ''),
    referrerKind: referrerKinds.find((kind) => kind === referrer),
  };
  const given = Object.entries(visit).filter(([, value]) => value !== undefined);
  return given.length > 0 ? (Object.fromEntries(given) as QuoteVisit) : undefined;
}

/** What staff read the visit under: the staff email's footer, `npm run quotes -- show`. */
export const cameFromTitle = 'Came from';

/**
 * The visit in one line, as staff read it after "Came from:" (the staff email's footer, `show`):
 * `/courier-leeds · google / cpc / spring-vans · referred by search`; a tag not given is "-". Undefined for no visit.
 */
export function describeVisit(visit: QuoteVisit | undefined): string | undefined {
  if (!visit) return;
  const { landingPage, utmSource, utmMedium, utmCampaign, referrerKind } = visit;
  const tags = [utmSource, utmMedium, utmCampaign];
  const parts = [
    landingPage,
    tags.some(Boolean) ? tags.map((tag) => tag ?? '-').join(' / ') : undefined,
    referrerKind === undefined ? undefined : referrerKind === 'none' ? 'no referrer' : `referred by ${referrerKind}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
