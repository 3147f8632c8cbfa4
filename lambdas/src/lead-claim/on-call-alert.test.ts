/** The email to operations when the on-call texts cannot do their job: what happened, the waiting leads, what to do. */
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../quote/store/quote-record';
import { renderTextAlert } from './on-call-alert';

const now = new Date('2026-11-22T01:20:00Z');
const lead = (name: string, reference: string): QuoteRecord => ({
  id: reference,
  reference,
  status: 'sent',
  receivedAt: '2026-11-22T00:40:00.000Z',
  quote: aQuoteRequest({ from_name: name }),
  provenance: {},
  attempts: 1,
  unknownOutcomes: 0,
  inDigest: false,
  history: [],
});

describe('the on-call alert', () => {
  it('a failure: the phone, the error, when, the waiting leads with their links; the customer’s words escaped', () => {
    const email = renderTextAlert(
      {
        kind: 'failed',
        to: '+447700900999',
        errorName: 'ThrottledException',
        leads: [
          { record: lead('<b>Tara</b> Smith', 'Q-AAAAAA'), link: 'https://www.example.co.uk/api/leads/claim?q=a&s=b' },
          { record: lead('Ben', 'Q-BBBBBB') },
        ],
      },
      now,
    );
    expect(email.subject).toBe('On-call text not sent: the SMS service answered ThrottledException');
    expect(email.text).toContain('A text to +44 7700 900999 about 2 waiting leads was not sent at 01:20 on Sun 22 Nov');
    expect(email.text).toContain(
      '- Q-AAAAAA TODAY 09:00 to 11:00 b>Tara</b, Small Van, LE1>M1, +2 stops, return https://',
    );
    expect(email.text).toContain('- Q-BBBBBB TODAY 09:00 to 11:00 Ben,');
    expect(email.html).not.toContain('<b>Tara');
    expect(email.html).toContain('b&gt;Tara&lt;/b');
    expect(email.html).toContain('<a href="https://www.example.co.uk/api/leads/claim?q=a&amp;s=b">claim</a>');
  });

  it('the cap: the phone, the cap, how many wait, and that more texts need a higher cap', () => {
    const email = renderTextAlert(
      { kind: 'capped', to: '+447700900999', cap: 150, leads: [{ record: lead('Ann', 'Q-A') }] },
      now,
    );
    expect(email.subject).toBe("On-call texts stopped until midnight UTC: +44 7700 900999 has had today's 150");
    expect(email.text).toContain('1 lead is waiting, unclaimed:');
    expect(email.text).toContain('raise onCallTextsPerDay');
  });
});
