import type { SiteConfig } from '@courier/common/site-config';
import type { LegalDocument } from './legal-document';

/** Content of /security-policy: the responsible disclosure policy. */
export function securityPolicyDocument(site: SiteConfig): LegalDocument {
  return {
    title: 'Security Policy',
    description:
      'How to report a security vulnerability in our website or quote API responsibly: what to include, our 72-hour acknowledgement, scope and safe harbour.',
    lastUpdated: 'October 2025',
    intro: [
      `${site.legalName} takes the security of this website and of our customers' data seriously. If you believe you have found a security vulnerability, we want to hear about it, and we will work with you to understand and fix it. This responsible disclosure policy explains how to report an issue and what you can expect from us.`,
    ],
    sections: [
      {
        id: 'how-to-report',
        heading: 'How to report a vulnerability',
        blocks: [
          `Email your report to ${site.securityEmail}. Please write in English and include:`,
          {
            list: [
              'a description of the vulnerability and the impact you believe it has;',
              'the affected page, endpoint or parameter;',
              'step-by-step instructions to reproduce it, with any proof-of-concept code, requests or screenshots;',
              'the date and time of your testing and the IP address you tested from, so we can find it in our logs;',
              'how you would like to be contacted and, if you want to be credited, the name or handle to use.',
            ],
          },
          'Please do not include personal data belonging to anyone else in your report. If you need to share sensitive details, say so in your first email and we will agree a secure way to exchange them.',
        ],
      },
      {
        id: 'what-happens-next',
        heading: 'What happens next',
        blocks: [
          {
            list: [
              'We acknowledge every report within 72 hours.',
              'We triage the report: we try to reproduce the issue, assess its severity and tell you whether we accept it as a vulnerability.',
              'We keep you updated as we work on it, and we may ask you for more information.',
              'We prioritise fixes by severity. We aim to fix serious issues as quickly as we can and will give you an expected timescale, but we cannot guarantee a fixed deadline for every report.',
              'We let you know when the issue has been fixed.',
            ],
          },
          'Please keep the details of the vulnerability confidential until it has been fixed, and agree the timing of any public disclosure with us.',
        ],
      },
      {
        id: 'scope',
        heading: 'Scope',
        blocks: [
          { subheading: 'In scope' },
          {
            list: [
              `This website (${site.siteUrl}).`,
              'Its quote API: the endpoints used by the quote form, including the distance and journey time estimate and quote submission.',
            ],
          },
          { subheading: 'Out of scope' },
          {
            list: [
              'Social engineering, including phishing, of our staff, drivers or customers.',
              'Physical attacks on our premises, vehicles or people.',
              'Denial of service attacks and load or stress testing.',
              'Third-party services that we use but do not control, such as our hosting, email, messaging and analytics providers; please report issues in those services to the provider concerned.',
              'Reports from automated scanners without a demonstrated issue, such as lists of missing headers or software versions with no proven security impact.',
            ],
          },
        ],
      },
      {
        id: 'rules-of-engagement',
        heading: 'Rules of engagement',
        blocks: [
          'When researching vulnerabilities, please:',
          {
            list: [
              "do not access, change or delete other people's data beyond the minimum needed to demonstrate the issue, and stop and report to us as soon as you encounter personal data;",
              'delete any personal data you obtained once you have reported the issue;',
              'do not degrade the service for other users, for example through high request volumes or disruptive tests;',
              'do not spam the quote form: keep test submissions to the few needed and mark them clearly as a security test, so that no vehicle is dispatched;',
              'stay within the scope of this policy and comply with the law.',
            ],
          },
        ],
      },
      {
        id: 'safe-harbour',
        heading: 'Safe harbour',
        blocks: [
          'We offer safe harbour to researchers who act in good faith. If you make a good-faith effort to follow this policy, we consider your research authorised, we will not take legal action against you or ask law enforcement to investigate you, and we will work with you to understand and resolve the issue quickly.',
          'If a third party takes legal action against you for research carried out in line with this policy, we will make it known that your activities were authorised by us. We cannot authorise testing of systems that belong to third parties.',
        ],
      },
      {
        id: 'recognition',
        heading: 'Recognition',
        blocks: [
          'We do not run a paid bug bounty programme and do not offer payment for reports. With your permission, we are happy to thank you publicly by name or handle once the issue has been fixed.',
        ],
      },
      {
        id: 'security-txt',
        heading: 'Machine-readable contact details',
        blocks: [
          `Our security contact details are also published in machine-readable form at /.well-known/security.txt (${site.siteUrl}/.well-known/security.txt), following RFC 9116.`,
        ],
      },
    ],
  };
}
