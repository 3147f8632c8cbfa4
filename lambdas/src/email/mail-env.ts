/**
 * Who staff's emails come from and who gets them, read from a function's environment as the email code takes them
 * (`MailSettings`): the settings every function that emails reads (the sender, the sweeper, the weekly report, and the
 * claim function for the customer's email). Each function's construct writes them (`settingsEnv`).
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { emailSettings } from '@courier/common/settings/email';
import { pickSettings, readSettings } from '@courier/common/settings/setting-env';
import type { MailSettings } from './send-quote-email';

/** The address emails come from and staff's, who get them. */
export const mailSettings = pickSettings(emailSettings, ['senderEmail', 'staffEmails']);

/** `mailSettings` from `env`, and the SES configuration set every send names (none: sent without one). */
export function mailSettingsFromEnv(env: Record<string, string | undefined>): MailSettings {
  const { senderEmail, staffEmails } = readSettings(env, mailSettings);
  return {
    fromAddress: senderEmail,
    staffEmails,
    configurationSetName: env[quoteEnv.sesConfigurationSet]?.trim() || undefined,
  };
}
