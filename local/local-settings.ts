/**
 * The settings of `npm start` and `npm run dev`: every one its functions read from the environment, checked before
 * anything starts, and the two the local stack reads itself (which route provider, and the caps' clock).
 */
import { localSettings } from '@courier/common/settings/local';
import { pickSettings, readSettings, SettingEnvError } from '@courier/common/settings/setting-env';
import { mailSettings } from '@courier/lambdas/email/mail-env';
import { etaSettings } from '@courier/lambdas/eta/eta-env';
import { claimEmailSettings } from '@courier/lambdas/lead-claim/claim-api';
import { type OnCallSettingsRead, onCallSettingsFromEnv } from '@courier/lambdas/lead-claim/on-call-text';
import { acknowledgementSettings } from '@courier/lambdas/quote/deliver/delivery-env';
import { sweeperSettings } from '@courier/lambdas/quote/deliver/sweeper';
import { quoteLimitSettings } from '@courier/lambdas/quote/store/quote-limits';
import { quoteFunctionSettings } from '@courier/lambdas/quote/submit/quote-api';
import { localRemindersProblem } from './quote-sender-loop';

/** A setting `npm start` cannot run with: the message names its variable and says what it takes. */
export class LocalSettingError extends Error {
  override name = 'LocalSettingError';
}

/**
 * What the local stack reads itself: the offline estimator or the real Amazon Location, and the milliseconds added to
 * the clock the quote caps and the wave rate count their windows by (a test that must not straddle a window's edge
 * starts its wave at one's beginning instead of waiting for it).
 */
const stackSettings = pickSettings(localSettings, ['routeProvider', 'quoteLimitsClockOffsetMs']);

export const localStackSettings = (env: Record<string, string | undefined>) => readSettings(env, stackSettings);

/** The settings each function of the local stack reads, as it declares them, and the stack's own. */
const settingsRead = [
  etaSettings,
  quoteFunctionSettings,
  quoteLimitSettings,
  mailSettings,
  acknowledgementSettings,
  claimEmailSettings,
  sweeperSettings,
  stackSettings,
] as const;

/**
 * Every setting the local stack reads from `env`, checked before anything starts: a variable it cannot use (an
 * on-call phone in another form, QUOTE_DIGEST_MINUTES=soon, reminders past the look-back) stops it with a
 * `LocalSettingError` that names the variable. The on-call texts' settings, if there is a phone.
 */
export function checkLocalSettings(env: Record<string, string | undefined>): OnCallSettingsRead & { ok: true } {
  const onCallSettings = onCallSettingsFromEnv(env);
  if (!onCallSettings.ok) throw new LocalSettingError(onCallSettings.message);
  try {
    for (const rows of settingsRead) readSettings(env, rows);
  } catch (error) {
    throw error instanceof SettingEnvError ? new LocalSettingError(error.message) : error;
  }
  const remindersProblem = localRemindersProblem(env);
  if (remindersProblem) throw new LocalSettingError(remindersProblem);
  return onCallSettings;
}
