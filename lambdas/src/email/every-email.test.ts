/**
 * Every email the functions send is read on a phone (issue 45 F): each carries the viewport meta, so a mail client
 * that honours it lays it out at the phone's width, not 980 px (e2e/quote-email-phone.browser.test.ts lays them out).
 */
import { aQuoteRequest, testSending } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { renderClaimEmail } from '../lead-claim/claim-email';
import { renderReminderEmail } from '../lead-claim/reminder-email';
import { leadReport } from '../lead-report/lead-report';
import { renderReportEmail } from '../lead-report/report-render';
import type { QuoteRecord } from '../quote/store/quote-record';
import { renderAcknowledgementEmail } from './acknowledgement-email';
import { renderDigestEmail, renderDigestSection } from './digest-email';
import { phoneViewport } from './html';
import { renderQuoteEmail } from './quote-email';

const quote = aQuoteRequest();
const record = { id: 'id', reference: 'Q-7KD2QF', receivedAt: '2026-11-20T10:00:00Z', quote } as QuoteRecord;
const company = { companyName: 'Swiftline Couriers', phone: '0116 000 0000', replyPromiseMinutes: 30 };

const emails = {
  'the staff email': renderQuoteEmail(quote, 'Q-7KD2QF', undefined, testSending),
  'the digest': renderDigestEmail([
    renderDigestSection({ ...testSending, quote, reference: 'Q-7KD2QF', receivedAt: '' }),
  ]),
  "the customer's copy": renderAcknowledgementEmail(quote, 'Q-7KD2QF', company),
  "the customer's note of the claim": renderClaimEmail(record, 'Jo Featherstone', company),
  'the reminder': renderReminderEmail({ record, reminder: 2, waitedMs: 1_200_000, now: testSending.sendingAt }),
  "Monday's lead report": renderReportEmail(
    leadReport([{ ...record, provenance: {} }], {
      from: new Date('2026-11-16T00:00:00Z'),
      to: new Date('2026-11-23T00:00:00Z'),
    }),
  ),
};

describe('every email', () => {
  it.each(Object.entries(emails))('%s has the viewport meta in its head', (_name, email) => {
    const head = email.html.slice(0, email.html.indexOf('</head>'));
    expect(head).toContain(phoneViewport);
  });
});
