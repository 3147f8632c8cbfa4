/**
 * The site's settings a deployment sets: the company's details, analytics, the EmailJS-style account and how long a
 * quote is kept. Each is the site config's field of its name and a SITE_* variable of the site's build
 * (common/src/site-config-env.ts derives both from this table); the quote function reads the account's IDs and the
 * retention from its own variables. The defaults here are the site's, in a local build as in a synth.
 */
import type { Setting } from './setting';

const placeholder = 'placeholders';

/**
 * A company detail a deployment must set: its default is a placeholder (a 0116 000 0000 phone, company number
 * 00000000), which a synth refuses (infra/lib/config/site.ts).
 */
const companyDetail = (description: string, placeholderValue: string) =>
  ({
    kind: 'text',
    context: true,
    perStage: true,
    default: placeholderValue,
    defaultWords: placeholder,
    description,
  }) as const;

/** Whether `setting` is a company detail, whose default is a placeholder a deployment must replace. */
export const isCompanyDetail = (setting: Setting) => setting.defaultWords === placeholder;

export const siteSettings = {
  companyNumber: companyDetail('The company registration number on the legal pages and in the footer.', '00000000'),
  vatNumber: companyDetail('The VAT number on the legal pages and in the footer.', 'GB000000000'),
  registeredOffice: {
    ...companyDetail(
      'The registered office: address lines, the town and a UK postcode, comma-separated.',
      '1 Example Street, Leicester, LE1 1AA',
    ),
    // The structured data gives search engines it as a postal address (postal-address.ts), so it must read as one.
    kind: 'postalAddress',
  },
  phone: companyDetail('The phone number shown and dialled.', '0116 000 0000'),
  publicEmail: companyDetail('The public email address.', 'quotes@swiftline-couriers.example'),
  whatsappNumber: companyDetail('The WhatsApp number, international digits (447…).', '447700900000'),
  securityEmail: companyDetail('The security.txt contact.', 'security@swiftline-couriers.example'),
  googleBusinessProfileUrl: {
    kind: 'url',
    context: true,
    perStage: true,
    description: "The company's Google Business Profile page, named in the structured data (sameAs).",
  },
  companiesHouseUrl: {
    kind: 'url',
    context: true,
    perStage: true,
    description: "The company's Companies House page, named in the structured data (sameAs).",
  },
  analyticsId: {
    kind: 'text',
    context: true,
    perStage: true,
    description: 'Google Analytics 4 measurement ID (G-…); none: no analytics and no consent banner.',
  },
  emailApiOrigin: {
    kind: 'url',
    context: true,
    description: "Where the form posts quotes, an EmailJS-compatible https origin (none: this site's API).",
  },
  // The EmailJS account's IDs keep the EMAILJS_ names the quote function has read them by since it first spoke the
  // EmailJS protocol (decision 002): a local run or a test that sets them keeps working.
  emailServiceId: {
    kind: 'text',
    default: 'service_local',
    context: true,
    env: 'EMAILJS_SERVICE_ID',
    description: 'The EmailJS-style service ID the form sends and the quote function accepts.',
  },
  emailTemplateId: {
    kind: 'text',
    default: 'template_quote',
    context: true,
    env: 'EMAILJS_TEMPLATE_ID',
    description: 'The EmailJS-style template ID the form sends and the quote function accepts.',
  },
  emailPublicKey: {
    kind: 'text',
    default: 'public_local_key',
    context: true,
    env: 'EMAILJS_PUBLIC_KEY',
    description: 'The EmailJS-style public key the form sends and the quote function accepts.',
  },
  quoteRetentionDays: {
    kind: 'integer',
    min: 1,
    unit: 'days',
    default: 365,
    context: true,
    env: true,
    description: "Days a quote is kept (the quote table's TTL), as the privacy notice states.",
  },
  replyPromiseMinutes: {
    kind: 'integer',
    min: 1,
    unit: 'minutes',
    // Why 30: docs/decisions/066.
    default: 30,
    context: true,
    perStage: true,
    description:
      'Minutes within which a dispatcher calls or emails a visitor who sent a quote, as the confirmation, the ' +
      'thank-you page and the acknowledgement promise; no shorter than the first reminder to staff.',
  },
} as const satisfies Record<string, Setting>;
