/** The local SES inbox (aws-ses-v2-local) the local stack mails: what staff would receive. */
import { expect } from 'vitest';

export interface InboxEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/**
 * When this test file began, in the inbox's whole seconds (less one, for the clock's rounding). The inbox holds every
 * email of the run and the tests poll it: asking only for what came since the file began keeps each poll small,
 * where the whole store grew to megabytes of JSON by the run's end, encoded and parsed on every poll.
 */
const fileBegan = Math.floor(Date.now() / 1000) - 1;

/** Every email the inbox received since this test file began. */
export async function inboxEmails(inboxUrl: string): Promise<InboxEmail[]> {
  const response = await fetch(`${inboxUrl}/store?since=${fileBegan}`);
  return ((await response.json()) as { emails: InboxEmail[] }).emails;
}

/** The emails whose text names this (unique) customer. */
export const emailsFor = async (inboxUrl: string, name: string) =>
  (await inboxEmails(inboxUrl)).filter((email) => email.body.text?.includes(name));

/** Waits for the one email that names this customer. */
export async function theEmailFor(inboxUrl: string, name: string): Promise<InboxEmail> {
  await expect.poll(async () => (await emailsFor(inboxUrl, name)).length, { timeout: 30_000 }).toBe(1);
  return (await emailsFor(inboxUrl, name))[0] as InboxEmail;
}

let customers = 0;
/** A customer name no other test (or test run) uses, so inbox lookups never collide. */
export const uniqueName = (who: string) =>
  `${who} ${Date.now().toString(36)}${(customers++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
