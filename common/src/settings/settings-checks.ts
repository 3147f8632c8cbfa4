/**
 * The settings that constrain each other: a deployment where one would defeat another is refused at synth (and
 * `npm start` refuses the same of its variables), with a message naming both settings and the bound.
 */
import { maxPriceUsdPerText, worstMonthOfTextsUsd } from '../api/on-call-settings';
import { leadReminders } from './leads';
import type { Stage } from './setting';

/** A number as a message shows it: at most two decimals. */
const shown = (value: number) => String(Math.round(value * 100) / 100);

const maxPriceShown = () => maxPriceUsdPerText.toFixed(2);

/** Each check is given the values it needs and answers what is wrong, or undefined. */
export type SettingsCheck<Values> = (values: Values) => string | undefined;

/**
 * Every reminder of an unclaimed lead must come while the sweeper still looks for the lead: the last is due at its
 * multiple of `leadEscalationMinutes` and may wait one sweep more. Past the look-back window it is never sent.
 */
export const remindersInsideLookBack: SettingsCheck<{ leadEscalationMinutes: number; quoteSweepMinutes: number }> = ({
  leadEscalationMinutes,
  quoteSweepMinutes,
}) => {
  const last = Math.max(...leadReminders.atMultiples);
  const windowMinutes = leadReminders.lookBackHours * 60;
  if (last * leadEscalationMinutes + quoteSweepMinutes <= windowMinutes) return undefined;
  const most = Math.floor(((windowMinutes - quoteSweepMinutes) / last) * 100) / 100;
  return (
    `leadEscalationMinutes ${shown(leadEscalationMinutes)} puts the last reminder ${last} × ` +
    `${shown(leadEscalationMinutes)} minutes after a quote arrives, and a sweep every quoteSweepMinutes ` +
    `${shown(quoteSweepMinutes)} can send it that much later: past the ${leadReminders.lookBackHours} hours the ` +
    'sweeper looks back for unclaimed leads, so it would never be sent. Keep ' +
    `${last} × leadEscalationMinutes + quoteSweepMinutes within ${windowMinutes} minutes (leadEscalationMinutes at ` +
    `most ${most} with this quoteSweepMinutes).`
  );
};

/**
 * The visitor is promised a reply within `replyPromiseMinutes`: staff are first reminded of an unclaimed lead at the
 * first of the reminders' multiples of `leadEscalationMinutes`, and a promise shorter than that would be broken before
 * anyone is told it is due.
 */
export const promiseNoShorterThanFirstReminder: SettingsCheck<{
  replyPromiseMinutes: number;
  leadEscalationMinutes: number;
}> = ({ replyPromiseMinutes, leadEscalationMinutes }) => {
  const first = Math.min(...leadReminders.atMultiples);
  const firstReminder = first * leadEscalationMinutes;
  if (replyPromiseMinutes >= firstReminder) return undefined;
  return (
    `replyPromiseMinutes ${shown(replyPromiseMinutes)} promises visitors a reply before staff are first reminded of ` +
    `an unclaimed quote, ${first} × leadEscalationMinutes ${shown(leadEscalationMinutes)} = ${shown(firstReminder)} ` +
    `minutes after it arrives. Make replyPromiseMinutes at least ${Math.ceil(firstReminder)}, or lower ` +
    'leadEscalationMinutes.'
  );
};

/** The hour's ceiling on Amazon Location's spend above the day's would never be reached. */
export const hourWithinDayBudget: SettingsCheck<{
  locationBudgetUsdPerHour: number;
  locationBudgetUsdPerDay: number;
}> = ({ locationBudgetUsdPerHour, locationBudgetUsdPerDay }) =>
  locationBudgetUsdPerHour > locationBudgetUsdPerDay
    ? 'locationBudgetUsdPerHour must not exceed locationBudgetUsdPerDay'
    : undefined;

/** Seconds in the 5-minute period the ETA alarm counts invocations over. */
const alarmPeriodSeconds = 300;

/**
 * The ETA function's unusual-use alarm must be able to ring: its threshold within the invocations /api/eta's own
 * throttle lets through in its 5-minute period (the steady rate for 300 seconds, and the burst).
 */
export const etaAlarmWithinThrottle: SettingsCheck<{
  etaAlarmThreshold: number;
  etaThrottleRate: number;
  etaThrottleBurst: number;
}> = ({ etaAlarmThreshold, etaThrottleRate, etaThrottleBurst }) => {
  const most = etaThrottleRate * alarmPeriodSeconds + etaThrottleBurst;
  return etaAlarmThreshold > most
    ? `etaAlarmThreshold ${etaAlarmThreshold} is more ETA invocations than etaThrottleRate ${etaThrottleRate} and ` +
        `etaThrottleBurst ${etaThrottleBurst} let through in the alarm's 5 minutes (${most}): the alarm could never ` +
        'ring. Lower etaAlarmThreshold or raise the throttle.'
    : undefined;
};

/**
 * The on-call texts must be able to go all month: SNS stops texting past the account's SMS spend limit, so the limit
 * must cover every phone at its day's cap every day of a 31-day month, each text at its maximum price. And a backup
 * phone is another phone.
 */
export const smsSpendCoversTheTexts: SettingsCheck<{
  onCallPhone?: string;
  onCallBackupPhone?: string;
  onCallTextsPerDay: number;
  smsMonthlySpendLimitUsd: number;
}> = ({ onCallPhone, onCallBackupPhone, onCallTextsPerDay, smsMonthlySpendLimitUsd }) => {
  if (!onCallPhone) return undefined;
  if (onCallBackupPhone === onCallPhone) {
    return 'onCallBackupPhone is onCallPhone: the backup must be another phone (or leave it out).';
  }
  const phones = onCallBackupPhone ? 2 : 1;
  const needed = worstMonthOfTextsUsd(onCallTextsPerDay, phones);
  if (smsMonthlySpendLimitUsd >= needed) return undefined;
  return (
    `smsMonthlySpendLimitUsd ${shown(smsMonthlySpendLimitUsd)} does not cover a month of on-call texts: ` +
    `${phones === 2 ? 'two phones' : 'one phone'} at onCallTextsPerDay ${onCallTextsPerDay} for 31 days, at most ` +
    `$${maxPriceShown()} a text, is $${shown(needed)}, and SNS stops texting past the limit. Raise the account's SMS ` +
    'spend limit (a quota increase, then aws sns set-sms-attributes) and set smsMonthlySpendLimitUsd to it, or lower ' +
    'onCallTextsPerDay (infra/DEPLOY.md 7).'
  );
};

/**
 * The SES sandbox mails only verified addresses: production in it reaches neither customers nor unverified staff,
 * so it must be meant (`acceptSesSandbox`), and the customers' acknowledgements cannot go from it at all.
 */
export const mailLeavesTheSandbox: SettingsCheck<{
  stage: Stage;
  sesSandbox: boolean;
  acceptSesSandbox: boolean;
  customerAcknowledgement: boolean;
}> = ({ stage, sesSandbox, acceptSesSandbox, customerAcknowledgement }) => {
  if (!sesSandbox) return undefined;
  if (stage === 'production' && !acceptSesSandbox) {
    return (
      'sesSandbox=true in production: in the SES sandbox only verified addresses receive mail, so ' +
      "customers' and unverified staff addresses get nothing. Request SES production access and deploy with " +
      'sesSandbox=false, or pass -c acceptSesSandbox=true if a sandboxed production site is meant.'
    );
  }
  return customerAcknowledgement
    ? 'customerAcknowledgement needs sesSandbox false: the SES sandbox cannot email customers'
    : undefined;
};

/** The values every check reads: the deployment's, as infra/lib/config.ts has read them. */
export type CheckedValues = Parameters<typeof remindersInsideLookBack>[0] &
  Parameters<typeof promiseNoShorterThanFirstReminder>[0] &
  Parameters<typeof hourWithinDayBudget>[0] &
  Parameters<typeof etaAlarmWithinThrottle>[0] &
  Parameters<typeof smsSpendCoversTheTexts>[0] &
  Parameters<typeof mailLeavesTheSandbox>[0];

/** What is wrong between the settings, each problem a message naming them; empty when they agree. */
export function settingsProblems(values: CheckedValues): string[] {
  return [
    remindersInsideLookBack,
    promiseNoShorterThanFirstReminder,
    hourWithinDayBudget,
    etaAlarmWithinThrottle,
    smsSpendCoversTheTexts,
    mailLeavesTheSandbox,
  ]
    .map((check) => check(values))
    .filter((problem): problem is string => problem !== undefined);
}
