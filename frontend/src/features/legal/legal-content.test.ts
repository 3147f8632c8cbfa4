import type { SiteConfig } from '@courier/common/site-config';
import { defaultSiteConfig } from '@courier/common/site-config-env';
import { describe, expect, it } from 'vitest';
import type { LegalBlock, LegalDocument } from './legal-document';
import { legalNoticeDocument } from './legal-notice';
import { securityPolicyDocument } from './security-policy';
import { termsDocument } from './terms';

const site = defaultSiteConfig;
const withAnalytics: SiteConfig = { ...defaultSiteConfig, analyticsId: 'G-TEST123' };

function blockText(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  return 'list' in block ? block.list.join('\n') : block.subheading;
}

function documentText(doc: LegalDocument): string {
  return [
    doc.title,
    doc.description,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]),
  ].join('\n');
}

function sectionText(doc: LegalDocument, heading: string): string {
  const section = doc.sections.find((s) => s.heading === heading);
  if (!section) throw new Error(`No section '${heading}'`);
  return section.blocks.map(blockText).join('\n');
}

const documents = {
  terms: termsDocument(site),
  'terms with analytics': termsDocument(withAnalytics),
  'legal notice': legalNoticeDocument(site),
  'legal notice with analytics': legalNoticeDocument(withAnalytics),
  'security policy': securityPolicyDocument(site),
};

describe.each(Object.entries(documents))('%s document', (_name, doc) => {
  it('has a meta description of 120 to 160 characters', () => {
    expect(doc.description.length).toBeGreaterThanOrEqual(120);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it('has unique kebab-case section ids and non-empty sections', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('is plain text', () => {
    expect(documentText(doc)).not.toMatch(/<[a-z/]|\*\*|\]\(|undefined/i);
  });
});

describe('terms', () => {
  const doc = termsDocument(site);
  const text = documentText(doc);

  it('has its title and last-updated date', () => {
    expect(doc.title).toBe('Terms and Conditions');
    expect(doc.lastUpdated).toBe('October 2025');
  });

  it('has the Privacy, Cookie Policy, Complaints and Claims and Governing law sections', () => {
    const headings = doc.sections.map((s) => s.heading);
    for (const heading of [
      'Terms and Conditions',
      'Privacy',
      'Cookie Policy',
      'Complaints and Claims',
      'Governing law',
    ]) {
      expect(headings).toContain(heading);
    }
  });

  it('states each business constant in the section it belongs to', () => {
    expect(sectionText(doc, 'Quotes and bookings')).toContain('7 days');
    expect(sectionText(doc, 'Waiting time')).toContain('30 minutes');
    expect(sectionText(doc, 'Cancellations')).toMatch(
      /within 2 hours of the agreed collection time, or after .*dispatched/,
    );
    expect(sectionText(doc, 'Liability and insurance')).toContain('lower of the value of the consignment or £100');
    expect(sectionText(doc, 'Liability and insurance')).toContain('agreed in writing');
    expect(sectionText(doc, 'Complaints and Claims')).toContain('2 working days');
    expect(sectionText(doc, 'Governing law')).toContain('England and Wales');
    expect(text).toContain('following business day');
  });

  it('names the company and its contacts', () => {
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.publicEmail);
    expect(text).toContain(site.phone);
  });

  it('points to /legal for the full privacy notice', () => {
    expect(sectionText(doc, 'Privacy')).toContain('/legal');
  });

  it('describes cookies according to whether analytics is enabled', () => {
    expect(sectionText(doc, 'Cookie Policy')).toContain('sets no cookies');
    const enabled = sectionText(termsDocument(withAnalytics), 'Cookie Policy');
    expect(enabled).toContain('no cookies except analytics cookies');
    expect(enabled).toContain('consent');
  });

  it('states no price other than the £100 liability cap', () => {
    expect(text.match(/£\d+/g)).toEqual(['£100']);
  });
});

describe('legal notice', () => {
  const doc = legalNoticeDocument(site);
  const text = documentText(doc);

  it('has its title', () => {
    expect(doc.title).toBe('Legal Notice and Privacy');
  });

  it('identifies the company', () => {
    for (const value of [
      site.legalName,
      site.companyNumber,
      site.registeredOffice,
      site.vatNumber,
      site.publicEmail,
      site.phone,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('explains processors, retention and rights, and mentions the ICO', () => {
    expect(text).toContain('Amazon SES');
    expect(text).toMatch(/Amazon Location Service[^.]*\. It receives postcodes only/);
    expect(text).toContain('deleted automatically after 365 days');
    expect(text).toContain('6 years');
    for (const right of ['rectification', 'erasure', 'restriction', 'objection', 'portability']) {
      expect(text).toContain(right);
    }
    expect(text).toContain("Information Commissioner's Office");
    expect(text).toContain('ico.org.uk');
    expect(text).toContain('0303 123 1113');
    expect(text).toContain('do not sell your personal data');
  });

  it('states the retention the deployment sets, not a constant of its own', () => {
    expect(documentText(legalNoticeDocument({ ...site, quoteRetentionDays: 90 }))).toContain(
      'deleted automatically after 90 days',
    );
  });

  it('names CloudFront’s processing outside the UK, and WAF’s in the United States only when WAF is on', () => {
    expect(text).toMatch(/Amazon CloudFront[^.]*edge location[^.]*outside the UK/);
    expect(text).not.toContain('AWS WAF');
    const withFirewall = documentText(legalNoticeDocument({ ...site, webFirewall: true }));
    expect(withFirewall).toMatch(/AWS WAF[^.]*checks each request[^.]*\. It uses your IP address/);
    expect(withFirewall).toContain('United States (the AWS region US East, N. Virginia)');
  });

  it('says what is recorded of a visit, where it is kept and that it is sent only with a quote (issue 43 E)', () => {
    const collected = sectionText(doc, 'What we collect');
    for (const said of [
      'the first page you opened',
      'the campaign tags in the link you followed',
      'whether a search engine, another website or neither sent you',
      'session storage until you close the tab',
      'sent only with a quote',
      'no cookie',
    ]) {
      expect(collected).toContain(said);
    }
    expect(sectionText(doc, 'Why we use it')).toMatch(/pages, search results and adverts[^.]*\. The lawful basis/);
  });

  it('mentions Google Analytics only when analytics is enabled', () => {
    expect(text).not.toContain('Google Analytics');
    expect(documentText(legalNoticeDocument(withAnalytics))).toContain('Google Analytics');
  });

  it('states no prices', () => {
    expect(text).not.toContain('£');
  });
});

describe('security policy', () => {
  const doc = securityPolicyDocument(site);
  const text = documentText(doc);

  it('has its title', () => {
    expect(doc.title).toBe('Security Policy');
  });

  it('gives the reporting address, the acknowledgement time and safe harbour', () => {
    expect(text).toContain(site.securityEmail);
    expect(text).toContain('72 hours');
    expect(text).toContain('safe harbour');
    expect(text).toContain('/.well-known/security.txt');
  });

  it('sets the scope and excludes the listed activities', () => {
    const scope = sectionText(doc, 'Scope');
    for (const excluded of [
      'Social engineering',
      'Physical attacks',
      'Denial of service',
      'Third-party services',
      'automated scanners',
    ]) {
      expect(scope).toContain(excluded);
    }
  });

  it('offers no paid bounty', () => {
    expect(sectionText(doc, 'Recognition')).toMatch(/do not run a paid bug bounty/);
    expect(text).not.toContain('£');
  });
});
