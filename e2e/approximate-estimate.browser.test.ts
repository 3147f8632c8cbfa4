/**
 * When Amazon Location may not be used (here: a spending ceiling of $0 an hour), /api/eta answers figures from the
 * embedded estimator marked approximate: the visitor sees them as an approximate estimate, and the staff email
 * says so too. A stack of its own, with the Amazon Location provider pointed at the stub that counts calls, so the
 * whole deployed path runs: ceiling, fallback, form, quote API, sender, inbox.
 */
import { etaEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { ukToday } from '@courier/common/time/uk-time';
import { type LocationStub, startLocationStub } from '@courier/lambdas/test-support/location-stub';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { approximateEstimateLabel } from '../frontend/src/features/quote/quote-form-copy';
import { type LocalStack, startLocalStack } from '../local/local-stack';
import { humanFillMs, type Page, useBrowser } from './browser';
import { emailsFor as inboxEmailsFor, uniqueName } from './inbox';

const browser = useBrowser();
let location: LocationStub;
let stack: LocalStack;

beforeAll(async () => {
  location = await startLocationStub();
  stack = await startLocalStack({
    port: 0,
    inboxPort: 0,
    env: { [etaEnv.locationEndpoint]: location.endpoint, [envName('locationBudgetUsdPerHour')]: '0' },
    logger: () => {},
    minimumFillSeconds: inject('minimumFillSeconds'),
  });
});

afterAll(async () => {
  await stack?.stop();
  await location?.close();
});

/** The day after `isoDate` (YYYY-MM-DD). */
const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const fieldOf = (page: Page, name: string) => page.locator(`form.quote-form [name="${name}"]`);

const emailsFor = (name: string) => inboxEmailsFor(stack.inboxUrl, name);

it('shows the figures as an approximate estimate, makes no paid call, and tells staff they are approximate', async () => {
  const name = uniqueName('Approximate');
  const { page, problems } = await browser.openPage({ width: 1280, height: 900 });
  await page.goto(`${stack.siteUrl}/#quote`, { waitUntil: 'networkidle' });
  await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');

  await fieldOf(page, 'from_name').fill(name);
  await fieldOf(page, 'from_email').fill('approximate@example.com');
  await fieldOf(page, 'pickup_location').fill('Unit 4, Freemen’s Common');
  await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
  await fieldOf(page, 'pickup_date').fill(nextDay(ukToday()));
  await fieldOf(page, 'delivery_location').fill('Piccadilly, Manchester');
  await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
  await fieldOf(page, 'delivery_date').fill(nextDay(ukToday()));
  await fieldOf(page, 'vehicle_type').selectOption('Small Van');

  await expect.poll(() => fieldOf(page, 'distance_miles').inputValue()).not.toBe('');
  await expect.poll(() => page.locator('form.quote-form').textContent()).toContain(approximateEstimateLabel);
  expect(location.calls()).toEqual({ geocodes: 0, routes: 0 });

  await fieldOf(page, 'terms_agree').check();
  // The server takes a form sent within its fill-time minimum of opening for a script's.
  await page.waitForTimeout(humanFillMs());
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect.poll(async () => (await emailsFor(name)).length, { timeout: 30_000 }).toBe(1);
  const [email] = await emailsFor(name);
  expect(email?.body.text).toMatch(/approximate/i);
  expect(problems).toEqual([]);
});
