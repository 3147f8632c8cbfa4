/**
 * Who staff's emails come from and who gets them, read from a function's environment as the email code takes them
 * (`MailSettings`): the settings every function that emails reads (the sender, the sweeper, the weekly report, and the
 * claim function for the customer's email). Each function's construct writes them (`settingsEnv`).
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { emailSettings } from '@courier/common/settings/email';
import { type EnvValues, pickSettings, readSettings } from '@courier/common/settings/setting-env';

/** The address emails come from and staff's, who get them. */
export const mailSettings = pickSettings(emailSettings, ['senderEmail', 'staffEmails']);

/** The mail settings by their keys, and the SES configuration set whose events reach operations. */
export type MailSettings = EnvValues<typeof mailSettings> & {
  /** SES configuration set whose bounce, complaint, reject and delay events reach operations. */
  configurationSetName?: string;
};

/**
 * `mail` to operations as well as staff, operations' address once however staff's list has it (none: staff alone):
 * the unclaimed leads' reminders and the weekly report go to both.
 */
export function withOperations(mail: MailSettings, operationsEmail: string | undefined): MailSettings {
  return { ...mail, staffEmails: [...new Set([...mail.staffEmails, ...(operationsEmail ? [operationsEmail] : [])])] };
}

/** `mailSettings` from `env`, and the SES configuration set every send names (none: sent without one). */
export function mailSettingsFromEnv(env: Record<string, string | undefined>): MailSettings {
  return {
    ...readSettings(env, mailSettings),
    configurationSetName: env[quoteEnv.sesConfigurationSet]?.trim() || undefined,
  };
}
