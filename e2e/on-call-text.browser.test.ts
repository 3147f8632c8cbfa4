/**
 * The night dispatcher's phone through the local stack as `npm start` runs it with ON_CALL_PHONE set and a short
 * escalation (issue 45 C and F): a same-day quote nobody claims gets its two reminders and one text, which the SMS
 * stand-in (speaking SNS's protocol) takes and drops into the local inbox; the inbox page shows it, and opens a staff
 * email's claim link in a new tab (not inside its frame, which the site's headers refuse); `npm run quotes -- show REF`
 * lists the reminders and the text. A stack of its own: the shared one escalates after the deployed 10 minutes.
 */
import { randomUUID } from 'node:crypto';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { ukToday } from '@courier/common/time/uk-time';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack, uncappedQuoteEnv } from '../local/local-stack';
import { runQuotes } from '../scripts/quotes/run';
import { useBrowser } from './browser';
import { emailsFor, uniqueName } from './inbox';

const { openPage } = useBrowser();
const onCallPhone = '+447700900999';
/** 3 s: the reminders come at 3 and 6 s, the text with the second; the local sweeper runs every 2 s. */
const escalationMinutes = '0.05';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    inboxPort: 0,
    env: {
      ...uncappedQuoteEnv,
      [envName('onCallPhone')]: onCallPhone,
      [envName('leadEscalationMinutes')]: escalationMinutes,
    },
    minimumFillSeconds: 0.5,
  });
});
afterAll(() => stack?.stop());

/** `npm run quotes -- …` in-process against this stack's store. */
async function quotes(...argv: string[]) {
  const out: string[] = [];
  const env = {
    DYNAMO_PORT: new URL(stack.dynamoEndpoint).port,
    [quoteEnv.quoteTableName]: stack.quoteTableName,
  };
  const code = await runQuotes(argv, env, { out: (line) => out.push(line), err: (line) => out.push(line) });
  return { code, out: out.join('\n') };
}

describe('an unclaimed same-day quote at night', () => {
  it('texts the on-call phone once, shows the text in the inbox, and npm run quotes -- show lists it', async () => {
    const name = uniqueName('Tara Today');
    const form = new FormData();
    for (const [field, value] of [
      ...minimalQuoteFields(name, ukToday(), { phone: '07700 900456', pickup_time: '8am' }),
      ['submission_id', randomUUID()],
    ]) {
      form.append(field as string, value as string);
    }
    const response = await fetch(`${stack.siteUrl}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const reference = response.headers.get('x-quote-reference') ?? '';
    const sms = stack.sms;
    if (!sms) throw new Error('ON_CALL_PHONE set, but the stack started no SMS stand-in');

    await expect.poll(() => sms.texts().length, { timeout: 30_000 }).toBe(1);
    const [text] = sms.texts();
    expect(text?.to).toBe(onCallPhone);
    expect(text?.message).toMatch(
      new RegExp(`^Unclaimed \\d+ s: TODAY 8am ${name} 07700 900456, Small Van LE1 1AA > M1 1AE, ${reference}\\. `),
    );
    expect(text?.message).toContain(`${stack.siteUrl}/api/leads/claim?q=`);

    // The staff email (subject with TODAY), both reminders, and the text, in the inbox.
    await expect.poll(async () => (await emailsFor(stack.inboxUrl, name)).length, { timeout: 30_000 }).toBe(4);
    const subjects = (await emailsFor(stack.inboxUrl, name)).map((email) => email.subject).sort();
    expect(subjects).toEqual([
      `Quote request: TODAY 8am · ${name} · Small Van LE1 1AA → M1 1AE [${reference}]`,
      'Text to +44 7700 900999',
      expect.stringMatching(new RegExp(`^Unclaimed for \\d+ s: TODAY 8am · ${name} · `)),
      expect.stringMatching(new RegExp(`^Unclaimed for \\d+ s: TODAY 8am · ${name} · `)),
    ]);

    const { page } = await openPage({ width: 1280, height: 900 });
    await page.goto(stack.inboxUrl);
    await expect.poll(() => page.getByText('Text to +44 7700 900999').count(), { timeout: 10_000 }).toBe(1);
    // The staff email's claim link opens in a new tab, where the site may show it, not in the inbox's frame.
    const quoteEmail = page.locator('.email', { hasText: `Quote request: TODAY 8am · ${name}` });
    await quoteEmail.getByRole('button', { name: 'Toggle HTML view' }).click();
    const frame = quoteEmail.frameLocator('iframe');
    const [leadTab] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('link', { name: `Claim ${reference}` }).click(),
    ]);
    await leadTab.waitForLoadState();
    expect(await leadTab.getByRole('heading', { level: 1 }).textContent()).toBe(`Quote ${reference}`);
    expect(await leadTab.getByText('Pickup TODAY 8am').count()).toBe(1);
    expect(page.url()).toBe(`${stack.inboxUrl}/`);

    const shown = await quotes('show', reference);
    expect(shown.out).toMatch(/history +reminder 1 emailed to staff@swiftline-couriers\.example at \d\d:\d\d on /);
    expect(shown.out).toMatch(/history +texted \+44 7700 900999 at \d\d:\d\d on \w{3} \d+ \w{3}/);
    // Two more sweeps (every 2 s locally) go by; the lead is texted no more.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(sms.texts()).toHaveLength(1);
  });
});
