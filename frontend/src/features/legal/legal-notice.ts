import { hasAnalytics, type SiteConfig } from '@courier/common/site-config';
import type { LegalDocument } from './legal-document';

/** Content of /legal: company identity, then the UK GDPR privacy notice. */
export function legalNoticeDocument(site: SiteConfig): LegalDocument {
  const analyticsEnabled = hasAnalytics(site);

  return {
    title: 'Legal Notice and Privacy',
    description:
      'Company details and UK GDPR privacy notice: what our quote form collects, why, who processes it, how long we keep it and your data protection rights.',
    lastUpdated: 'October 2025',
    intro: [
      `This page gives the legal details of the company that runs this website and explains how ${site.legalName} collects and uses personal data, in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
    ],
    sections: [
      {
        id: 'company-details',
        heading: 'Company details',
        blocks: [
          {
            list: [
              `Registered name: ${site.legalName}`,
              `Company number: ${site.companyNumber}`,
              `Registered office: ${site.registeredOffice}`,
              `VAT number: ${site.vatNumber}`,
              `Email: ${site.publicEmail}`,
              `Phone: ${site.phone}`,
            ],
          },
        ],
      },
      {
        id: 'use-of-this-website',
        heading: 'Use of this website',
        blocks: [
          `The content of this website is owned by ${site.legalName} and is provided as general information about our services. Distances, journey times and other estimates shown on the site are for guidance only. Your contract with us is set out in our Terms and Conditions at /terms and in the quote we confirm to you.`,
        ],
      },
      {
        id: 'who-we-are',
        heading: 'Privacy notice: who we are',
        blocks: [
          `${site.legalName} (registered office: ${site.registeredOffice}) is the controller of the personal data described in this privacy notice. This means we decide how and why it is used. You can contact us about data protection at ${site.publicEmail} or on ${site.phone}.`,
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        blocks: [
          'When you request a quote, the form collects:',
          {
            list: [
              'your name, email address and phone number;',
              'the pickup and delivery locations and their postcodes, and the locations and postcodes of any additional stops;',
              'the pickup and delivery dates and times, and whether a return journey is needed;',
              'the vehicle type, the load details and any notes you add;',
              'the estimated distance and journey duration calculated for your route.',
            ],
          },
          'With a quote, the form also sends where your visit to this website began: the first page you opened, the campaign tags in the link you followed, if any (for example, that it was in our newsletter), and whether a search engine, another website or neither sent you there (not which one, and not the page you came from). Your browser keeps these in its session storage until you close the tab. They are sent only with a quote, never on their own, and no cookie is used for them.',
          'If you phone, email or message us, we receive the details you choose to share, such as your phone number and the content of your message. Like most websites, our hosting also records technical information, such as IP addresses and the pages requested, to keep the service secure and working.',
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Why we use it',
        blocks: [
          {
            list: [
              'To prepare and send you a quote, and to carry out the booking if you accept it. The lawful basis is that this is necessary to take steps at your request before entering into a contract, and then to perform that contract.',
              'To reply to your messages, follow up on a quote you asked for, and keep our website and quote API secure. The lawful basis is our legitimate interests in running and protecting our business.',
              'To learn which of our pages, search results and adverts bring us quote requests, from where the visit that sent each quote began. The lawful basis is our legitimate interests in deciding where to advertise.',
              'To keep booking and invoice records. The lawful basis is our legal obligations, including tax and accounting rules.',
            ],
          },
          'We do not sell your personal data, we do not use it for advertising, and we do not make decisions about you by automated means.',
        ],
      },
      {
        id: 'who-processes-it',
        heading: 'Who processes it',
        blocks: [
          'We use service providers who process personal data only on our instructions:',
          {
            list: [
              'Amazon Web Services (AWS) runs our quote API and stores and emails quote requests from its data centres in the UK and the EU.',
              'Amazon CloudFront, part of AWS, delivers this website from the AWS edge location nearest to you, which can be outside the UK. Every request you make, including your IP address and, when you send the quote form, what you entered, passes through it there.',
              ...(site.webFirewall
                ? [
                    'AWS WAF, a firewall that is part of AWS, checks each request to this website at that edge location to block attacks and abuse. It uses your IP address and the request; the firewall is run from the United States (the AWS region US East, N. Virginia), where it keeps a small sample of recent requests for up to 3 hours for our security review.',
                  ]
                : []),
              'Amazon DynamoDB stores each quote request submitted on this website, encrypted, so that it reaches our team even if email is briefly unavailable.',
              'Amazon Simple Email Service (Amazon SES) delivers the quote requests submitted on this website to our team.',
              'Amazon Location Service calculates the estimated distance and journey time for your route. It receives postcodes only, never your name or contact details.',
              ...(analyticsEnabled
                ? [
                    'Google Analytics measures how the website is used, but only if you consent to analytics cookies. Google may process this data outside the UK, protected by the safeguards that UK data protection law requires.',
                  ]
                : []),
            ],
          },
          'Where AWS processes personal data outside the UK, it is protected by the safeguards that UK data protection law requires, set out in the data processing terms of AWS.',
          'We may also share information where the law requires it, or with our professional advisers and insurers when this is needed to deal with a claim.',
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              `Quote requests are kept in our quote system so that none is lost, and are deleted automatically after ${site.quoteRetentionDays} days unless they become bookings, or sooner if you ask us to erase them.`,
              'Booking records, including the related quote and proof of delivery, are kept for 6 years after the job, to meet tax requirements and to deal with any legal claims.',
              'Technical logs are kept for a short period for security and troubleshooting, then deleted automatically.',
            ],
          },
        ],
      },
      {
        id: 'analytics-and-cookies',
        heading: 'Analytics and cookies',
        blocks: [
          analyticsEnabled
            ? 'We use analytics only with your consent. Analytics cookies are set only if you accept them in the cookie banner, and no analytics data is collected if you decline. Our Cookie Policy at /terms explains more.'
            : 'This website currently uses no analytics and sets no cookies. If we enable analytics in the future, it will run only with your consent, and this notice and our Cookie Policy at /terms will be updated first.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          'Under UK data protection law you have the right to:',
          {
            list: [
              'access the personal data we hold about you and receive a copy of it;',
              'have inaccurate or incomplete data corrected (rectification);',
              'have your data erased (erasure);',
              'restrict how we use your data (restriction);',
              'object to our use of your data where we rely on legitimate interests (objection);',
              'receive the data you gave us in a portable format, or have it sent to another organisation (portability).',
            ],
          },
          'Some of these rights apply only in certain circumstances. For example, we may need to keep booking records to meet our legal obligations even if you ask us to erase them.',
        ],
      },
      {
        id: 'how-to-exercise-your-rights',
        heading: 'How to exercise your rights',
        blocks: [
          `Email ${site.publicEmail} or call ${site.phone} and tell us which right you want to use. We may ask you to confirm your identity before we act on your request. We will respond within one month.`,
        ],
      },
      {
        id: 'complaints-to-the-ico',
        heading: 'Complaints',
        blocks: [
          "If you are unhappy with how we have handled your personal data, please contact us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK data protection regulator, at ico.org.uk or on 0303 123 1113.",
        ],
      },
      {
        id: 'changes-to-this-notice',
        heading: 'Changes to this notice',
        blocks: [
          'We may update this notice from time to time. The date at the top of the page shows when it was last changed.',
        ],
      },
    ],
  };
}
