/** The local SES inbox (aws-ses-v2-local) the local stack mails: what staff would receive. */
import { expect } from 'vitest';

export interface InboxEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Now, in the inbox's whole seconds, less one for the clock's rounding. */
const inboxSecondsNow = () => Math.floor(Date.now() / 1000) - 1;
/**
 * When this module was loaded: no email a test of this worker waits for can be older. The inbox holds every email of
 * the run and the tests poll it: asking only for what came since keeps each poll small, where the whole store grew to
 * megabytes of JSON by the run's end, encoded and parsed on every poll.
 */
const loadedAt = inboxSecondsNow();
/** When `uniqueName` made each name: an email naming that customer can only have been sent since. */
const madeAt = new Map<string, number>();

/** Every email the inbox received since `since` (inbox seconds; by default, since this module was loaded). */
export async function inboxEmails(inboxUrl: string, since = loadedAt): Promise<InboxEmail[]> {
  const response = await fetch(`${inboxUrl}/store?since=${since}`);
  return ((await response.json()) as { emails: InboxEmail[] }).emails;
}

/** The emails whose text names this (unique) customer. */
export const emailsFor = async (inboxUrl: string, name: string) =>
  (await inboxEmails(inboxUrl, madeAt.get(name))).filter((email) => email.body.text?.includes(name));

/** Waits for the one email that names this customer. */
export async function theEmailFor(inboxUrl: string, name: string): Promise<InboxEmail> {
  await expect.poll(async () => (await emailsFor(inboxUrl, name)).length, { timeout: 30_000 }).toBe(1);
  return (await emailsFor(inboxUrl, name))[0] as InboxEmail;
}

let customers = 0;
/** A customer name no other test (or test run) uses, so inbox lookups never collide. */
export function uniqueName(who: string): string {
  const name = `${who} ${Date.now().toString(36)}${(customers++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  madeAt.set(name, inboxSecondsNow());
  return name;
}
