/**
 * `npm run quotes -- report` against a real local store and the real local SES: the period's funnel and breakdowns,
 * as text and JSON, mailed to the local inbox with --email, and a bad period refused with exit code 2.
 */
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  env,
  inbox,
  quotes,
  sendThroughInbox,
  store,
  storedItem,
  table,
  useLocalStoreAndInbox,
} from './quotes-fixture';

useLocalStoreAndInbox();

/** Sets the stored request's visit, as the quote function stores it with its provenance (issue 43 B). */
async function arrivedFrom(id: string, visit: Record<string, string>) {
  const db = DynamoDBDocumentClient.from(table.db);
  const item = await storedItem(id);
  const request = JSON.parse(item?.request as string);
  request.provenance = { ...request.provenance, visit };
  await db.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: { id },
      UpdateExpression: 'SET #request = :request',
      ExpressionAttributeNames: { '#request': 'request' },
      ExpressionAttributeValues: { ':request': JSON.stringify(request) },
    }),
  );
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
    expect(text.out).toMatch(/\n\/couriers\/leeds +1 +0 +0 +0 +0\n/);
    expect(text.out).toMatch(/\nnewsletter +1 +0 +0 +0 +0\n/);
    expect(text.out).toMatch(/\nsearch +1 +0 +0 +0 +0\n/);
    expect(text.out).toMatch(/\nSmall Van +2 +0 +0 +0 +0\n/);

    const json = JSON.parse((await quotes('report', '--json')).out);
    expect(json.totals).toEqual({ quotes: 2, claimed: 0, quoted: 0, booked: 0, lost: 0, erased: 0 });
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
      /^Mailed the lead report since [\d-]+T[\d:.]+Z to the local inbox at http:\/\/127\.0\.0\.1:\d+\.$/,
    );
    const emails = await inbox.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Leads .*: 1 quote, 0 booked$/);
    expect(emails[0]?.body.html).toContain('<meta name="viewport"');
    expect(emails[0]?.body.text).toContain('1 quote, none claimed yet');
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
