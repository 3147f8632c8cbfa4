/**
 * The quote emails: who sends them and who gets them, the SES sandbox, DMARC for the zone, and the customer's
 * acknowledgement.
 */
import type { SiteConfig } from '@courier/common/site-config';
import { ContextError, type ContextReader } from './context';

export interface EmailConfig {
  /** The From address of quote emails. */
  senderEmail: string;
  /** Staff who receive the quote requests. */
  staffEmails: string[];
  /** While SES is in its sandbox, the staff addresses are verified identities too (SES requires it). */
  sesSandbox: boolean;
  /** Lets a production synth keep the SES sandbox on purpose (otherwise refused). */
  acceptSesSandbox: boolean;
  /** DMARC policy published when a hosted zone is given: none, quarantine or reject. */
  dmarcPolicy: 'none' | 'quarantine' | 'reject';
  /** Create the `_dmarc` TXT record in the hosted zone; false when the domain already publishes one. */
  dmarcRecord: boolean;
  /** Email the customer an acknowledgement: only outside the SES sandbox (sandbox sends to them fail). */
  customerAcknowledgement: boolean;
  /** Acknowledgements one customer address may receive per hour. */
  acknowledgementsPerHour: number;
}

/** Addresses default to the site's public one (`site.email`). */
export function readEmailConfig(context: ContextReader, site: SiteConfig): EmailConfig {
  const sesSandbox = context.bool('sesSandbox');
  const acceptSesSandbox = context.bool('acceptSesSandbox');
  if (context.stage === 'production' && sesSandbox && !acceptSesSandbox) {
    throw new ContextError(
      'Context sesSandbox=true in production: in the SES sandbox only verified addresses receive mail, so ' +
        "customers' and unverified staff addresses get nothing. Request SES production access and deploy with " +
        'sesSandbox=false, or pass -c acceptSesSandbox=true if a sandboxed production site is meant.',
    );
  }
  const customerAcknowledgement = context.bool('customerAcknowledgement');
  if (customerAcknowledgement && sesSandbox) {
    throw new ContextError(
      'Context customerAcknowledgement needs sesSandbox false: the SES sandbox cannot email customers',
    );
  }
  const staffEmails = context.list('staffEmails');
  return {
    senderEmail: context.email('senderEmail', context.text('senderEmail') ?? site.email),
    staffEmails: (staffEmails.length ? staffEmails : [site.email]).map((value) => context.email('staffEmails', value)),
    sesSandbox,
    acceptSesSandbox,
    dmarcPolicy: context.choice('dmarcPolicy'),
    dmarcRecord: context.bool('dmarcRecord'),
    customerAcknowledgement,
    acknowledgementsPerHour: context.int('acknowledgementsPerHour'),
  };
}
