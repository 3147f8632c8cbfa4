/**
 * When the visitor will hear from us (issue 52 C): one sentence, the same on the confirmation, the no-JavaScript
 * thank-you page and the acknowledgement email, driven by the deployment's `replyPromiseMinutes` (common/src/settings/
 * site.ts; settings-checks.ts keeps it no shorter than the first reminder to staff). A person calls when the visitor
 * gave a phone number, else emails.
 */

import type { SiteConfig } from '../site-config';

/** The site's promise: `replyPromiseMinutes`. */
type Promised = Pick<SiteConfig, 'replyPromiseMinutes'>;

const withinMinutes = ({ replyPromiseMinutes: minutes }: Promised) =>
  `within ${minutes} minute${minutes === 1 ? '' : 's'}`;

/** How the reply comes: a call on the number given (`number` shown when the page has it), or an email. */
export type ReplyBy = { by: 'phone'; number?: string } | { by: 'email' };

/** "A dispatcher will call you on 07700 900444 within 30 minutes." */
export function replyPromise(site: Promised, reply: ReplyBy): string {
  const within = withinMinutes(site);
  if (reply.by === 'email') return `A dispatcher will email you ${within}.`;
  return `A dispatcher will call you on ${reply.number?.trim() || 'the number you gave'} ${within}.`;
}

/** The reply a quote's answers ask for: a call when they give a phone number. */
export const replyByOf = (phone: string | undefined): ReplyBy =>
  phone?.trim() ? { by: 'phone', number: phone.trim() } : { by: 'email' };

/** Before a quote is sent, the promise in general: "A dispatcher replies within 30 minutes, 24/7: …". */
export const replyPromiseBeforeSending = (site: Promised) =>
  `A dispatcher replies ${withinMinutes(site)}, 24/7: a call if you give a phone number, else an email.`;
