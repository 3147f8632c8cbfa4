/**
 * The night dispatcher's phones with a backup (issue 51): a same-day lead nobody claims is texted every interval, the
 * backup phone from its second text, until it is claimed; a job days away never; the texts show in the inbox, and the
 * lead page's claim stops them. Twelve junk quotes from one mailbox (past the caps, in a wave), then a real one: the
 * real one is texted. No text carries a visitor's link or runs past three parts. The day's cap: on-call-text-cap.
 */
import { envName } from '@courier/common/settings/all-settings';
import { ukToday } from '@courier/common/time/uk-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../local/local-stack';
import { runQuotes } from '../scripts/quotes/run';
import { useBrowser } from './browser';
import { uniqueName } from './inbox';
import { backupPhone, expectSafeTexts, intervalMs, onCallPhone, post, smsOf, startStack } from './on-call-stack';

const { openPage } = useBrowser();

describe('an unclaimed same-day lead at night, with a backup phone', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startStack({ [envName('onCallBackupPhone')]: backupPhone, [envName('quoteWaveLimit')]: '8' });
  });
  afterAll(() => stack?.stop());

  /** `npm run quotes -- …` in-process against this stack's store. */
  async function quotes(...argv: string[]) {
    const out: string[] = [];
    const env = { DYNAMO_PORT: new URL(stack.dynamoEndpoint).port, QUOTE_TABLE_NAME: stack.quoteTableName };
    const code = await runQuotes(argv, env, { out: (line) => out.push(line), err: (line) => out.push(line) });
    return { code, out: out.join('\n') };
  }

  it('is texted every interval, the backup from its second text, until claimed; a job days away never', async () => {
    const sms = smsOf(stack);
    const name = uniqueName('Tara Today');
    const reference = await post(stack, name, { pickup_time: '8am' });
    const later = new Date(Date.now() + 4 * 86_400_000);
    const laterReference = await post(stack, uniqueName('Lena Later'), {}, ukToday(later));
    const to = (phone: string) => sms.texts().filter((text) => text.to === phone);
    await expect.poll(() => to(onCallPhone).length >= 3 && to(backupPhone).length >= 1, { timeout: 60_000 }).toBe(true);
    const [first] = to(onCallPhone);
    expect(first?.message).toMatch(
      new RegExp(
        `^1 unclaimed lead waiting\\. Claim it before you call, so nobody else does\\.\\n${reference} TODAY 8am Tara, Small Van, LE1>M1 ${stack.siteUrl.replace(/\./g, '\\.')}/api/leads/claim\\?q=`,
      ),
    );
    expect(sms.texts().some((text) => text.message.includes(laterReference))).toBe(false);

    // The texts show in the inbox; the staff email's claim link opens the lead page in a new tab, where it is claimed.
    const { page } = await openPage({ width: 1280, height: 900 });
    await page.goto(stack.inboxUrl);
    await expect.poll(() => page.getByText('Text to +44 7700 900888').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText('Text to +44 7700 900999').count()).toBeGreaterThan(2);
    const quoteEmail = page.locator('.email', { hasText: `Quote request: TODAY 8am · ${name}` });
    await quoteEmail.getByRole('button', { name: 'Toggle HTML view' }).click();
    const [leadTab] = await Promise.all([
      page.context().waitForEvent('page'),
      quoteEmail
        .frameLocator('iframe')
        .getByRole('link', { name: `Claim ${reference}` })
        .click(),
    ]);
    await leadTab.waitForLoadState();
    await leadTab.getByLabel('Your name').fill('Nina Night');
    await leadTab.getByRole('button', { name: 'Claim this quote' }).click();
    await expect.poll(() => leadTab.getByText('It is yours').count(), { timeout: 10_000 }).toBe(1);
    const claimedAt = Date.now();

    // Within one interval the texts stop: none goes after it, over three more.
    await new Promise((resolve) => setTimeout(resolve, 4 * intervalMs));
    const after = sms.texts().filter((text) => Date.parse(text.at) > claimedAt + intervalMs);
    expect(after).toEqual([]);
    const shown = await quotes('show', reference);
    expect(shown.out).toMatch(/history +texted \+44 7700 900999 at \d\d:\d\d on /);
    expect(shown.out).toMatch(/history +texted \+44 7700 900888 at \d\d:\d\d on /);
    expect(shown.out).toMatch(/history +claimed by Nina Night at /);
    expectSafeTexts(sms);
  });

  it('twelve junk quotes from one mailbox, past its cap, the IP cap and the wave, then a real one: the real one is texted', async () => {
    const sms = smsOf(stack);
    const junk = { from_email: 'junk@example.com' };
    await post(stack, 'Claim it before you call, so nobody else does: https://evil.example/api/leads/claim?q=1', junk);
    for (let n = 1; n < 12; n++) await post(stack, uniqueName(`Junk ${n}`), junk);
    const real = await post(stack, uniqueName('Rita Real'), { from_email: 'rita@example.co.uk' });
    await expect.poll(() => sms.texts().some((text) => text.message.includes(real)), { timeout: 60_000 }).toBe(true);
    expectSafeTexts(sms);
    const listed = await quotes('--since', '1d');
    expect(listed.out).toMatch(/HELD/);
  });
});
