/**
 * The quote emails: who sends them and who gets them (the site's email unless set), and what the SES sandbox allows:
 * production out of it unless accepted, and no acknowledgement to customers from inside it.
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import type { SiteConfig } from '@courier/common/site-config';
import { ContextError, type ContextReader } from './context';

/** The sender and the staff, each the site's public email when not set. */
export function readEmailAddresses(
  context: ContextReader,
  values: ContextValues,
  site: SiteConfig,
): Pick<ContextValues, 'senderEmail' | 'staffEmails'> {
  const { sesSandbox, acceptSesSandbox, customerAcknowledgement } = values;
  if (context.stage === 'production' && sesSandbox && !acceptSesSandbox) {
    throw new ContextError(
      'Context sesSandbox=true in production: in the SES sandbox only verified addresses receive mail, so ' +
        "customers' and unverified staff addresses get nothing. Request SES production access and deploy with " +
        'sesSandbox=false, or pass -c acceptSesSandbox=true if a sandboxed production site is meant.',
    );
  }
  if (customerAcknowledgement && sesSandbox) {
    throw new ContextError(
      'Context customerAcknowledgement needs sesSandbox false: the SES sandbox cannot email customers',
    );
  }
  return {
    senderEmail: context.email('senderEmail', values.senderEmail ?? site.email),
    staffEmails: (values.staffEmails ?? [site.email]).map((value) => context.email('staffEmails', value)),
  };
}
