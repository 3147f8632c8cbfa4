/**
 * The phone that rings (issue 45 C): a lead whose pickup is today or tomorrow (UK time) and that nobody has claimed by
 * its second reminder gets one text to the on-call phone, with TODAY or Tomorrow, the customer's name and number, the
 * route and the lead's link. Bounded three ways: each lead is texted at most once (a conditional write taken before
 * the text is sent, kept whatever the text's fate), a day's texts stop at the cap (the window counter), and the leads
 * that reach their second reminder in one sweep go in one text (at most three listed in full). A text SNS refuses, or
 * that hangs past its timeout, is recorded as failed and never retried: the reminder emails went regardless.
 */
import type { SNSClient } from '@aws-sdk/client-sns';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { checkSenderId, defaultSenderId } from '@courier/common/api/on-call-settings';
import { leadSettings } from '@courier/common/settings/leads';
import { variableName } from '@courier/common/settings/setting';
import { pickSettings, readSettings, SettingEnvError } from '@courier/common/settings/setting-env';
import { readSiteConfig } from '@courier/common/site-config';
import { addWithinLimits, type CounterTable } from '../aws/window-counter';
import type { ClaimLinks } from '../claim-link/claim-keys';
import { claimInstruction, pickupUrgency, routeLine } from '../email/lead-summary';
import { errorName } from '../observability/error-name';
import type { Gauge, Logger } from '../observability/observability';
import type { QuoteRecord } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { gsmText } from '../sms/gsm-text';
import { sendText } from '../sms/send-text';
import { claimDuration } from './claim-summary';
import { recordTextOutcome, type TextOutcome, takeOnCallText } from './lead-owner';

/**
 * The settings the sweeper reads for the texts (the stack sets them, infra/lib/leads/on-call-texts.ts): the on-call
 * phone (E.164; none, no texts), the most texts it gets in a UTC day, and the sender ID they come from.
 */
export const onCallSettings = pickSettings(leadSettings, ['onCallPhone', 'onCallTextsPerDay', 'onCallSenderId']);

/** The settings of the texts, each with a value. */
export interface OnCallSettings {
  onCallPhone: string;
  onCallTextsPerDay: number;
  onCallSenderId: string;
}

/** Where and how the texts go. */
export interface OnCallTexts extends OnCallSettings {
  sns: SNSClient;
  /** The window counters the day's texts are counted in (the quote limits' table). */
  counters: CounterTable;
}

/** The counter's key and window: one count per text, however many leads it names. */
const dailyTexts = (limit: number) => [{ name: 'day', lengthMs: 86_400_000, limit }];
const counterKey = 'on-call-texts';

/** Leads listed in full in one text; the rest are counted ("+2 more"). */
export const maxLeadsPerText = 3;

export type OnCallSettingsRead = { ok: true; settings?: OnCallSettings } | { ok: false; message: string };

/**
 * The settings as the stack (or `npm start`) sets them: none without a phone, or what is wrong with one. The sender
 * ID is the company name's first word unless set.
 */
export function onCallSettingsFromEnv(env: Record<string, string | undefined>): OnCallSettingsRead {
  try {
    const { onCallPhone, onCallTextsPerDay, onCallSenderId } = readSettings(env, onCallSettings);
    if (!onCallPhone) return { ok: true };
    const name = variableName('onCallSenderId', onCallSettings.onCallSenderId);
    const senderId = checkSenderId(name, onCallSenderId ?? defaultSenderId(readSiteConfig(env).companyName));
    if (!senderId.ok) return senderId;
    return { ok: true, settings: { onCallPhone, onCallTextsPerDay, onCallSenderId: senderId.value } };
  } catch (error) {
    if (error instanceof SettingEnvError) return { ok: false, message: error.message };
    throw error;
  }
}

/** One lead in a text: "TODAY 8am Tara Today 07700 900123, Small Van LS1 4AP > S1 2HE, Q-7KD2QF". */
function leadLine(record: QuoteRecord, now: Date): string {
  const { quote } = record;
  const reach = quote.phone ? quote.phone : `no phone, email ${quote.from_email}`;
  const when = pickupUrgency(quote, now)?.label ?? '';
  return `${when} ${quote.from_name} ${reach}, ${quote.vehicle_type} ${routeLine(quote)}, ${record.reference}`;
}

/** The text: one lead in full, or several (at most three with their links, the rest counted). Claim, then call. */
export function renderOnCallText(leads: { record: QuoteRecord; link?: string }[], now: Date): string {
  const [only] = leads;
  if (leads.length === 1 && only) {
    const waited = claimDuration(now.getTime() - Date.parse(only.record.receivedAt));
    return gsmText(
      `Unclaimed ${waited}: ${leadLine(only.record, now)}. ${claimInstruction}: ${only.link ?? 'see the email'}`,
    );
  }
  const listed = leads.slice(0, maxLeadsPerText).map(({ record, link }, i) => {
    return `${i + 1}) ${leadLine(record, now)} ${link ?? ''}`.trimEnd();
  });
  const more = leads.length - listed.length;
  return gsmText(
    [
      `${leads.length} leads unclaimed at their second reminder. ${claimInstruction}:`,
      ...listed,
      ...(more > 0 ? [`+${more} more: see the reminder emails.`] : []),
    ].join('\n'),
  );
}

export interface TextReport {
  /** The references the text named (taken: none of them is texted again). */
  texted: string[];
  outcome: 'sent' | 'failed' | 'capped';
}

export interface TextDeps {
  table: QuoteTable;
  claimLinks?: ClaimLinks;
  logger: Logger;
  gauge?: Gauge;
  now: () => Date;
}

/**
 * Texts the on-call phone about the leads that reached their second reminder in this sweep: those whose pickup is
 * today or tomorrow, each taken for its one text first. Undefined when none was texted. Never throws: the reminders
 * went, and a text's failure is the log's, the metric's and the lead's history's to tell.
 */
export async function textOnCall(
  deps: TextDeps,
  onCall: OnCallTexts,
  records: QuoteRecord[],
  fits: () => boolean,
): Promise<TextReport | undefined> {
  const at = deps.now();
  const taken: { record: QuoteRecord; index: number }[] = [];
  const record = (outcome: TextOutcome) =>
    Promise.all(
      taken.map(({ record: lead, index }) =>
        recordTextOutcome(deps.table, lead.id, { index, at }, outcome).catch((error: unknown) =>
          deps.logger('error', 'on-call text outcome not recorded', {
            reference: lead.reference,
            errorName: errorName(error),
          }),
        ),
      ),
    );
  try {
    for (const lead of records) {
      if (!pickupUrgency(lead.quote, at) || lead.provenance.test || !fits()) continue;
      const index = await takeOnCallText(deps.table, lead.id, at, onCall.onCallPhone);
      if (index !== undefined) taken.push({ record: lead, index });
    }
    if (taken.length === 0) return undefined;
    const texted = taken.map(({ record: lead }) => lead.reference);
    const counted = await addWithinLimits(onCall.counters, counterKey, 1, dailyTexts(onCall.onCallTextsPerDay), {
      now: at.getTime(),
    });
    if (!counted.ok) {
      await record({ failed: 'daily_cap' });
      deps.gauge?.(lambdaMetrics.leadClaims.textCapped.outcome, 1, 'Count');
      deps.logger('warn', 'on-call text held back by the daily cap', { texted, cap: onCall.onCallTextsPerDay });
      return { texted, outcome: 'capped' };
    }
    const leads = await Promise.all(
      taken.map(async ({ record: lead }) => {
        const link = await deps.claimLinks?.(lead.id, at).catch(() => undefined);
        return { record: lead, ...(link ? { link } : {}) };
      }),
    );
    await sendText(onCall.sns, onCall.onCallPhone, renderOnCallText(leads, at), onCall.onCallSenderId);
    await record({ sent: true });
    deps.gauge?.(lambdaMetrics.leadClaims.textSent.outcome, 1, 'Count');
    deps.logger('warn', 'on-call phone texted', { texted, outcome: lambdaMetrics.leadClaims.textSent.outcome });
    return { texted, outcome: 'sent' };
  } catch (error) {
    // Refused, throttled or hung: recorded as failed, not given back. The lead's reminders went by email.
    const texted = taken.map(({ record: lead }) => lead.reference);
    await record({ failed: errorName(error) });
    deps.gauge?.(lambdaMetrics.leadClaims.textFailed.outcome, 1, 'Count');
    deps.logger('error', 'on-call text not sent', { texted, errorName: errorName(error) });
    return texted.length > 0 ? { texted, outcome: 'failed' } : undefined;
  }
}
