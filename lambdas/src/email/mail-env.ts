/**
 * Who staff's emails come from and who gets them, read from a function's environment as the email code takes them
 * (`MailSettings`): the settings every function that emails reads (the sender, the sweeper, the weekly report, and the
 * claim function for the customer's email), and operations' address where a function mails operations too (the
 * sweeper's reminders and on-call alerts, the weekly report). Each function's construct writes them (`settingsEnv`).
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { emailSettings } from '@courier/common/settings/email';
import { monitoringSettings, staffAndOperations } from '@courier/common/settings/monitoring';
import { type EnvValues, pickSettings, readSettings } from '@courier/common/settings/setting-env';

/** The address emails come from and staff's, who get them. */
export const mailSettings = pickSettings(emailSettings, ['senderEmail', 'staffEmails']);

/** The mail settings of a function that mails operations too: the weekly report's, and the sweeper's with its own. */
export const operationsMailSettings = { ...mailSettings, ...pickSettings(monitoringSettings, ['operationsEmail']) };

/**
 * The mail settings by their keys (operations' address where the function has one), and the SES configuration set
 * whose events reach operations.
 */
export type MailSettings = EnvValues<typeof mailSettings> &
  Partial<EnvValues<typeof operationsMailSettings>> & {
    /** SES configuration set whose bounce, complaint, reject and delay events reach operations. */
    configurationSetName?: string;
  };

/** `mail` to staff and operations, each address once (no operations address: staff alone): the reminders, the report. */
export function toStaffAndOperations(mail: MailSettings): MailSettings {
  return { ...mail, staffEmails: staffAndOperations(mail) };
}

/** `mail` to operations alone, or to staff where there is no operations address: the on-call texts' alerts. */
export function toOperations(mail: MailSettings): MailSettings {
  return { ...mail, staffEmails: mail.operationsEmail ? [mail.operationsEmail] : mail.staffEmails };
}

/**
 * The mail settings from `env` (operations' address where the function's construct writes it), and the SES
 * configuration set every send names (none: sent without one).
 */
export function mailSettingsFromEnv(env: Record<string, string | undefined>): MailSettings {
  return {
    ...readSettings(env, operationsMailSettings),
    configurationSetName: env[quoteEnv.sesConfigurationSet]?.trim() || undefined,
  };
}
