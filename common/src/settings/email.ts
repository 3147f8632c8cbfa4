/**
 * The quote emails: who sends them and who gets them, the SES sandbox, DMARC, and the customer's acknowledgement.
 * Production is out of the SES sandbox by default: a sandboxed production site mails nobody but verified addresses, so
 * saying so takes `acceptSesSandbox`.
 */
import type { Setting } from './setting';
import { siteSettings } from './site';

export const emailSettings = {
  // SES_FROM_ADDRESS, not SENDER_EMAIL: the name the functions, the README and anyone's npm start have used since
  // before the table, for the address SES sends from.
  senderEmail: {
    kind: 'email',
    context: true,
    perStage: true,
    env: 'SES_FROM_ADDRESS',
    defaultWords: "the site's email",
    localDefault: siteSettings.publicEmail.default,
    description: 'The From address of quote emails (verified in SES).',
  },
  staffEmails: {
    kind: 'emailList',
    context: true,
    perStage: true,
    env: true,
    defaultWords: "the site's email",
    localDefault: 'staff@swiftline-couriers.example',
    description: 'Comma-separated recipients of quote requests.',
  },
  sesSandbox: {
    kind: 'boolean',
    default: { staging: true, production: false },
    context: true,
    perStage: true,
    description: 'The account is in the SES sandbox: the staff addresses are made SES identities too.',
  },
  acceptSesSandbox: {
    kind: 'boolean',
    default: false,
    context: true,
    description: 'Lets a production synth keep the SES sandbox on purpose (otherwise refused).',
  },
  dmarcPolicy: {
    kind: 'choice',
    values: ['none', 'quarantine', 'reject'],
    default: 'none',
    context: true,
    description: 'The DMARC policy published in the hosted zone.',
  },
  dmarcRecord: {
    kind: 'boolean',
    default: true,
    context: true,
    description: 'Create the _dmarc TXT record in the hosted zone (false when the domain already has one).',
  },
  customerAcknowledgement: {
    kind: 'boolean',
    default: false,
    context: true,
    env: true,
    description: 'Email each customer a copy with the reference (only outside the SES sandbox).',
  },
  customerClaimEmail: {
    kind: 'boolean',
    default: true,
    context: true,
    env: true,
    description:
      "With customerAcknowledgement on, email the customer when a dispatcher first claims their quote (the claimer's " +
      'first name); counted against acknowledgementsPerHour. Off: acknowledgements only.',
  },
  acknowledgementsPerHour: {
    kind: 'integer',
    min: 1,
    unit: 'emails per customer address an hour',
    default: 3,
    context: true,
    env: true,
    description: 'Acknowledgements one customer mailbox may receive an hour.',
  },
} as const satisfies Record<string, Setting>;
