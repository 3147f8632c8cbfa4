/** Mailing the report: last week's period (its week: uk-time.test.ts), a requested one, and the email in the inbox. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Inbox, inboxSes, startLocalInbox } from '../../test-support/quote-fixtures';
import { type LocalDynamo, startLocalDynamo } from '../quote/store/local-quote-table';
import { lastWeek } from './report-schedule';
import { requestedPeriod, sendLeadReport } from './send-report';

describe('the period asked for', () => {
  const now = new Date('2026-11-30T08:00:00Z');
  it('is last week when none is named, the one named otherwise, and refused when named wrongly', () => {
    expect(requestedPeriod(undefined, now)).toEqual({ ...lastWeek(now), now });
    expect(requestedPeriod({ from: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:00Z' }, now)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-08T00:00:00Z'),
      now,
    });
    for (const request of [
      { from: 'yesterday', to: '2026-11-08T00:00:00Z' },
      { from: '2026-11-08T00:00:00Z' },
      { from: '2026-11-08T00:00:00Z', to: '2026-11-01T00:00:00Z' },
    ]) {
      expect(requestedPeriod(request, now)).toEqual({ refused: expect.stringContaining('from before') });
    }
  });
});

describe('mailing the report', () => {
  let inbox: Inbox;
  let dynamo: LocalDynamo;
  beforeAll(async () => {
    [inbox, dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
  });
  afterAll(() => Promise.all([inbox.close(), dynamo.close()]));

  it('sends one email to staff and operations', async () => {
    const table = await dynamo.createQuoteTable('report-mail');
    // The local SES keeps one store per process, and the fast tier's files share their workers (decision 031).
    await inbox.clear();
    // The local inbox keeps only an email's first To address: the request itself says whom it went to.
    const ses = inboxSes(inbox);
    const recipients: unknown[] = [];
    ses.middlewareStack.add(
      (next) => async (args) => {
        recipients.push((args.input as { Destination?: { ToAddresses?: string[] } }).Destination?.ToAddresses);
        return next(args);
      },
      { step: 'initialize' },
    );
    const sent = await sendLeadReport(
      {
        table,
        ses,
        mail: {
          senderEmail: 'quotes@example.co.uk',
          staffEmails: ['staff@example.co.uk'],
          operationsEmail: 'ops@example.co.uk',
        },
      },
      { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') },
    );
    expect(sent).toMatchObject({ quotes: 0, from: '2026-11-23T00:00:00.000Z' });
    const emails = await inbox.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      // Last week's report says which calendar week it is.
      subject: 'Leads in Week 48, Mon 23 Nov – Sun 29 Nov 2026: 0 quotes, 0 booked',
      destination: { to: ['staff@example.co.uk'] },
    });
    expect(recipients).toEqual([['staff@example.co.uk', 'ops@example.co.uk']]);
    expect(emails[0]?.body.text).toContain('No quotes in this period.');
  });
});
