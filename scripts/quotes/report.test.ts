/**
 * `npm run quotes -- report` against a real local store and the real local SES: the period's funnel and breakdowns,
 * as text and JSON, mailed to the local inbox with --email, and a bad period refused with exit code 2.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { requestedPeriod, sendLeadReport } from '@courier/lambdas/lead-report/send-report';
import { inboxSes } from '@courier/lambdas/test-support/quote-fixtures';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  deployedStack,
  env,
  inbox,
  quotes,
  restoreAwsEnvironment,
  rewriteRequest,
  sendThroughInbox,
  store,
  table,
  useLocalStoreAndInbox,
} from './quotes-fixture';

useLocalStoreAndInbox();

/** Sets the stored request's visit, as the quote function stores it with its provenance (issue 43 B). */
function arrivedFrom(id: string, visit: Record<string, string>) {
  return rewriteRequest(id, (request) => {
    request.provenance = { ...request.provenance, visit };
  });
}

describe('npm run quotes -- report', () => {
  it('prints the funnel and a row for each landing page and source, as text and as JSON', async () => {
    const leeds = await store();
    await arrivedFrom(leeds.id, { landingPage: '/couriers/leeds', utmSource: 'newsletter', referrerKind: 'none' });
    const home = await store();
    await arrivedFrom(home.id, { landingPage: '/', referrerKind: 'search' });
    await sendThroughInbox(leeds.id);

    const text = await quotes('report', '--since', '30d');
    expect(text).toMatchObject({ code: 0, err: '' });
    expect(text.out).toMatch(/^Leads \w{3} \d+ \w{3} \d{4} to \w{3} \d+ \w{3} \d{4} \(UK time\)\n/);
    expect(text.out).toContain('2 quotes, none claimed yet, none quoted, 0 booked, 0 lost.');
    expect(text.out).toMatch(/\n\/couriers\/leeds +1 +0 +0 +0 +0 +0%\n/);
    expect(text.out).toMatch(/\nnewsletter +1 +0 +0 +0 +0 +0%\n/);
    expect(text.out).toMatch(/\nsearch +1 +0 +0 +0 +0 +0%\n/);
    expect(text.out).toMatch(/\nSmall Van +2 +0 +0 +0 +0 +0%\n/);

    const json = JSON.parse((await quotes('report', '--json')).out);
    expect(json.totals).toEqual({ quotes: 2, claimed: 0, quoted: 0, booked: 0, lost: 0, bookedPerQuote: 0, erased: 0 });
    expect(json.byLandingPage.map((row: { key: string }) => row.key)).toEqual(['/', '/couriers/leeds']);
    expect(json.timeToClaim).toEqual({ medianMs: null, withinFiveMinutes: 0, withinThirtyMinutes: 0 });
  });

  it('mails the report to staff and operations in the local inbox with --email', async () => {
    await store();
    await inbox.clear();
    env.OPERATIONS_EMAIL = 'ops@example.co.uk';
    const mailed = await quotes('report', '--email', '--since', '7d');
    expect(mailed).toMatchObject({ code: 0, err: '' });
    expect(mailed.out).toMatch(
      /^Mailed the lead report since [\d-]+T[\d:.]+Z to the local inbox at http:\/\/127\.0\.0\.1:(\d+) \(INBOX_PORT=\1\)\.$/,
    );
    const emails = await inbox.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Leads .*: 1 quote, 0 booked$/);
    expect(emails[0]?.body.html).toContain('<meta name="viewport"');
    expect(emails[0]?.body.text).toContain('1 quote, none claimed yet');
  });

  it('reports a calendar week of UK time with --week last, this or its name, on a driven clock', async () => {
    // Only Date is driven: the store and the inbox keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T23:30:00Z') });
    try {
      await store(); // Sunday 29 Nov, 23:30: week 48
      vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
      await store(); // Tuesday 1 Dec: week 49
      vi.setSystemTime(new Date('2026-12-06T23:59:00Z'));
      await store(); // Sunday 6 Dec, 23:59: week 49
      vi.setSystemTime(new Date('2026-12-09T09:00:00Z')); // Wednesday of week 50

      const last = JSON.parse((await quotes('report', '--week', 'last', '--json')).out);
      expect([last.from, last.to, last.totals.quotes]).toEqual([
        '2026-11-30T00:00:00.000Z',
        '2026-12-07T00:00:00.000Z',
        2,
      ]);
      const named = await quotes('report', '--week', '2026-W49');
      expect(named).toMatchObject({ code: 0, err: '' });
      expect(named.out).toMatch(/^Leads in Week 49, Mon 30 Nov – Sun 6 Dec 2026 \(UK time\)\n\n2 quotes, /);
      expect(JSON.parse((await quotes('report', '--week', '2026-W48', '--json')).out).totals.quotes).toBe(1);
      const thisWeek = await quotes('report', '--week', 'this');
      expect(thisWeek.out).toMatch(
        /^Leads in Week 50, Mon 7 Dec – Sun 13 Dec 2026 \(UK time\)\n\nNo quotes in this period\./,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a --week that is no week in one plain line, exit code 2', async () => {
    for (const [week, message] of [
      ['lst', '--week takes last, this or a week such as 2026-W49, not "lst".'],
      ['2026-W99', '--week 2026-W99: 2026 has no week 99 (its weeks are W01 to W53).'],
    ]) {
      expect(await quotes('report', '--week', week as string)).toEqual({ code: 2, out: '', err: message });
    }
  });

  it('refuses a bad period or option with a plain message and exit code 2', async () => {
    expect(await quotes('report', '--since', 'last week')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--since takes a date/),
    });
    expect(await quotes('report', '--csv')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^report does not take --csv/),
    });
  });
});

describe('npm run quotes -- --stack NAME report --email', () => {
  // The stack's outputs from (mocked) CloudFormation, and the report function the command invokes run as its handler
  // runs it, against the local store and inbox: staff who read leads mail the report through it, never SES themselves.
  const cloudFormation = mockClient(CloudFormationClient);
  const lambda = mockClient(LambdaClient);
  afterEach(() => {
    cloudFormation.reset();
    lambda.reset();
    restoreAwsEnvironment();
  });
  // The classes' own `send` is stubbed: put it back for the files that share this worker (decision 031).
  afterAll(() => {
    cloudFormation.restore();
    lambda.restore();
  });
  const deployed = (outputs: Record<string, string>) => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'CourierSite' }).resolves(deployedStack(outputs));
  };

  it('asks the report function for the period, which mails it', async () => {
    deployed({ WeeklyReportFunctionName: 'CourierSite-WeeklyReportFunction-x' });
    await store();
    const asked: unknown[] = [];
    lambda
      .on(InvokeCommand, { FunctionName: 'CourierSite-WeeklyReportFunction-x' })
      .callsFake(async ({ Payload }: { Payload: Uint8Array }) => {
        const request = JSON.parse(new TextDecoder().decode(Payload));
        asked.push(request);
        const period = requestedPeriod(request, new Date());
        const mail = { senderEmail: 'quotes@example.co.uk', staffEmails: ['office@example.co.uk'] };
        const answer =
          'refused' in period ? period : { sent: await sendLeadReport({ table, ses: inboxSes(inbox), mail }, period) };
        return { StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify(answer)) };
      });

    const mailed = await quotes('--stack', 'CourierSite', 'report', '--email', '--since', '2026-11-01');
    expect(mailed).toMatchObject({ code: 0, err: '' });
    expect(mailed.out).toBe(
      "Mailed the lead report since 2026-11-01T00:00:00.000Z to staff and operations, through the stack's report function (1 quote).",
    );
    expect(asked).toEqual([{ from: '2026-11-01T00:00:00.000Z', to: expect.stringMatching(/^20\d\d-/) }]);
    expect((await inbox.emails())[0]?.subject).toMatch(/^Leads Sun 1 Nov 2026 to .*: 1 quote, 0 booked$/);
  });

  it('says plainly when the stack has no report function (weeklyReport off), exit 2', async () => {
    deployed({});
    expect(await quotes('--stack', 'CourierSite', 'report', '--email')).toEqual({
      code: 2,
      out: '',
      err:
        'Stack CourierSite has no WeeklyReportFunctionName output: it is deployed with weeklyReport=false ' +
        '(DEPLOY.md 3), which leaves the report function out.',
    });
  });
});
