/**
 * The rules of the on-call phone's settings, one home for the stack's context values (a phone number by its kind,
 * infra/lib/config/context.ts; the sender ID, config/leads.ts) and a function's environment (common/src/settings/
 * setting-env.ts, lambdas/src/lead-claim/on-call-text.ts): the number texted and the sender ID the texts come from.
 */

/** E.164: a plus, the country code and at most 15 digits in all, no spaces (`+447700900999`). */
const e164 = /^\+[1-9]\d{7,14}$/;

/** An SMS sender ID: 3 to 11 letters and digits, at least one letter (UK carriers block other characters). */
const senderIdPattern = /^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/;

export type SettingCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** The on-call phone as given (`name` names the setting in the message): E.164, or what is wrong with it. */
export function checkOnCallPhone(name: string, text: string): SettingCheck<string> {
  return e164.test(text)
    ? { ok: true, value: text }
    : {
        ok: false,
        message:
          `${name} must be a phone number in E.164 form, a + and the country code with no spaces or 0 ` +
          `(e.g. +447700900999 for 07700 900999); got "${text}"`,
      };
}

/** A sender ID as given, or what is wrong with it. */
export function checkSenderId(name: string, text: string): SettingCheck<string> {
  return senderIdPattern.test(text)
    ? { ok: true, value: text }
    : { ok: false, message: `${name} must be 3 to 11 letters and digits, at least one a letter; got "${text}"` };
}

/** The sender ID by default: the company name's first word, letters and digits only, at most 11 ("Swiftline"). */
export function defaultSenderId(companyName: string): string {
  const word = (companyName.split(/\s+/).find((part) => /[A-Za-z]/.test(part)) ?? '').replace(/[^A-Za-z0-9]/g, '');
  const id = word.slice(0, 11);
  return senderIdPattern.test(id) ? id : 'Courier';
}

/**
 * The most one on-call text may cost, in US dollars (SNS's `AWS.SNS.SMS.MaxPrice`, which is per message, all its
 * parts together): SNS refuses to deliver one that would cost more, a refusal its delivery-status log and alarm report.
 * Set for the longest text the site sends, three parts (lambdas/src/sms/gsm-text.ts), at up to about $0.083 a part:
 * about twice what AWS's price list gave for a UK part when this was written (check it: infra/DEPLOY.md 9).
 */
export const maxPriceUsdPerText = 0.25;

/**
 * What a month of on-call texts can cost at most: every phone texted up to its day's cap every day of a 31-day month,
 * each text at its maximum price. What the account's SMS spend limit must cover, so SNS never stops texting mid-month.
 */
export const worstMonthOfTextsUsd = (textsPerDay: number, phones: number) =>
  Math.round(maxPriceUsdPerText * textsPerDay * phones * 31 * 100) / 100;
