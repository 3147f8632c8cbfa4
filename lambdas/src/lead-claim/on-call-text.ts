/**
 * The phones that ring (issue 51): while leads wait (waiting-leads.ts), each on-call phone gets one text an escalation
 * interval naming every waiting lead, most urgent first (on-call-message.ts), until each is claimed, erased or its
 * pickup day has passed. The backup phone gets the same text from a lead's second text on. Bounded three ways: one
 * text a phone an interval (a window counter two sweeps cannot both take), at most three parts a text, and a day's
 * cap a phone, whose last text says so. Never silent: a text SNS refuses, throttles or lets hang, and the cap reached,
 * are each a metric with an alarm and an email to operations (on-call-alert.ts), besides the lead's history.
 */
import type { SNSClient } from '@aws-sdk/client-sns';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { checkSenderId, defaultSenderId } from '@courier/common/api/on-call-settings';
import { leadSettings } from '@courier/common/settings/leads';
import { variableName } from '@courier/common/settings/setting';
import { type EnvValues, pickSettings, readSettings, SettingEnvError } from '@courier/common/settings/setting-env';
import { readSiteConfig } from '@courier/common/site-config-env';
import { addWithinLimits, type CounterTable } from '../aws/window-counter';
import type { ClaimLinks } from '../claim-link/claim-keys';
import { errorName } from '../observability/error-name';
import type { Gauge } from '../observability/observability';
import type { QuoteRecord } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { sendText } from '../sms/send-text';
import { noteLeadText, recordTextOutcome, type TextOutcome } from './lead-owner';
import { type AlertDeps, alertOperations } from './on-call-alert';
import { mostUrgentFirst, renderOnCallText, type TextLead } from './on-call-message';

/**
 * The settings the sweeper reads for the texts (the stack sets them, infra/lib/leads/on-call-texts.ts): the on-call
 * phone (E.164; none, no texts), the backup phone (none, no backup), the most texts each gets in a UTC day, and the
 * sender ID they come from.
 */
export const onCallSettings = pickSettings(leadSettings, [
  'onCallPhone',
  'onCallBackupPhone',
  'onCallTextsPerDay',
  'onCallSenderId',
]);

type OnCallValues = EnvValues<typeof onCallSettings>;

/** The settings of the texts as read, each with a value but the backup phone (none, no backup). */
export type OnCallSettings = Required<Omit<OnCallValues, 'onCallBackupPhone'>> &
  Pick<OnCallValues, 'onCallBackupPhone'>;

/** Where and how the texts go. */
export interface OnCallTexts extends OnCallSettings {
  sns: SNSClient;
  /** The window counters the texts are counted in (the quote limits' table). */
  counters: CounterTable;
}

export type OnCallSettingsRead = { ok: true; settings?: OnCallSettings } | { ok: false; message: string };

/**
 * The settings as the stack (or `npm start`) sets them: none without a phone, or what is wrong with one. The sender
 * ID is the company name's first word unless set.
 */
export function onCallSettingsFromEnv(env: Record<string, string | undefined>): OnCallSettingsRead {
  try {
    const { onCallPhone, onCallBackupPhone, onCallTextsPerDay, onCallSenderId } = readSettings(env, onCallSettings);
    if (!onCallPhone) return { ok: true };
    const name = variableName('onCallSenderId', onCallSettings.onCallSenderId);
    const senderId = checkSenderId(name, onCallSenderId ?? defaultSenderId(readSiteConfig(env).companyName));
    if (!senderId.ok) return senderId;
    const backup = onCallBackupPhone && onCallBackupPhone !== onCallPhone ? { onCallBackupPhone } : {};
    return { ok: true, settings: { onCallPhone, ...backup, onCallTextsPerDay, onCallSenderId: senderId.value } };
  } catch (error) {
    if (error instanceof SettingEnvError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Which phone: the counters are kept by role, so a changed number starts no new count. */
type PhoneRole = 'primary' | 'backup';

/** What one phone's turn came to: sent, failed, or held back by the day's cap (`named` then empty). */
export interface PhoneText {
  to: string;
  outcome: 'sent' | 'failed' | 'capped';
  /** The references the text named, most urgent first. */
  named: string[];
  /** The day's last text to this phone. */
  last?: boolean;
}

/** The texts of one sweep: a phone already texted in this interval has none. */
export interface TextReport {
  texts: PhoneText[];
}

export interface TextDeps extends AlertDeps {
  table: QuoteTable;
  claimLinks?: ClaimLinks;
  gauge?: Gauge;
}

/** Links made per text: only the first leads' fit in three parts. */
const linksPerText = 3;

const dayMs = 86_400_000;

/**
 * Takes this interval's text for a phone, then its place in the day's count: `within` the cap, the day's `last`, or
 * `capped`; undefined when the phone was texted in this interval already. Each is a window counter's conditional add,
 * so of two sweeps at once only one texts a phone an interval, and only one sends its last text of the day.
 */
async function takeText(
  counters: CounterTable,
  role: PhoneRole,
  textsPerDay: number,
  intervalMs: number,
  now: number,
): Promise<'within' | 'last' | 'capped' | undefined> {
  const interval = [{ name: 'interval', lengthMs: intervalMs, limit: 1 }];
  if (!(await addWithinLimits(counters, `on-call-interval:${role}`, 1, interval, { now })).ok) return undefined;
  const day = (limit: number) => [{ name: 'day', lengthMs: dayMs, limit }];
  const key = `on-call-texts:${role}`;
  if ((await addWithinLimits(counters, key, 1, day(textsPerDay - 1), { now })).ok) return 'within';
  return (await addWithinLimits(counters, key, 1, day(textsPerDay), { now })).ok ? 'last' : 'capped';
}

/**
 * Texts each on-call phone whose interval has come about the `waiting` leads. Never throws for the SMS service's
 * sake: a failed text is the metric's, the alarm's, the operations email's and the leads' histories' to tell.
 */
export async function textWaitingLeads(
  deps: TextDeps,
  onCall: OnCallTexts,
  waiting: readonly QuoteRecord[],
  intervalMs: number,
  fits: () => boolean,
): Promise<TextReport> {
  const at = deps.now();
  const ordered = mostUrgentFirst(waiting, at);
  const leads: TextLead[] = await Promise.all(
    ordered.map(async (record, i) => {
      const link = i < linksPerText ? await deps.claimLinks?.(record.id, at).catch(() => undefined) : undefined;
      return { record, ...(link ? { link } : {}) };
    }),
  );
  // The backup phone rings from a lead's second text on: with the on-call phone's text of an interval after the
  // one that first named a lead here. So the sweep that takes the on-call phone's interval texts the backup too.
  const phones: { role: PhoneRole; to: string }[] = [
    { role: 'primary', to: onCall.onCallPhone },
    ...(onCall.onCallBackupPhone && ordered.some((record) => (record.texts?.count ?? 0) >= 1)
      ? [{ role: 'backup' as const, to: onCall.onCallBackupPhone }]
      : []),
  ];
  const texts: PhoneText[] = [];
  for (const { role, to } of phones) {
    if (!fits()) break;
    const taken = await takeText(onCall.counters, role, onCall.onCallTextsPerDay, intervalMs, at.getTime());
    // Texted in this interval already (by an earlier or a concurrent sweep), and so was the backup, if due.
    if (!taken) break;
    if (taken === 'capped') {
      deps.gauge?.(lambdaMetrics.leadClaims.textCapped.outcome, 1, 'Count');
      deps.logger('warn', 'on-call text held back by the daily cap', { role, cap: onCall.onCallTextsPerDay });
      texts.push({ to, outcome: 'capped', named: [] });
      continue;
    }
    const last = taken === 'last';
    texts.push(await sendOneText(deps, onCall, { role, to }, leads, last));
    if (last) {
      // The cap is reached: the phone gets nothing more today, and operations are told once.
      deps.gauge?.(lambdaMetrics.leadClaims.textCapped.outcome, 1, 'Count');
      await alertOperations(deps, onCall.counters, { kind: 'capped', to, cap: onCall.onCallTextsPerDay, leads });
    }
  }
  return { texts };
}

/** One phone's text: rendered, noted on each lead it names, sent, and its outcome recorded. */
async function sendOneText(
  deps: TextDeps,
  onCall: OnCallTexts,
  phone: { role: PhoneRole; to: string },
  leads: readonly TextLead[],
  last: boolean,
): Promise<PhoneText> {
  const at = deps.now();
  const message = renderOnCallText(leads, at, last ? { cap: onCall.onCallTextsPerDay } : undefined);
  const byId = new Map(leads.map(({ record }) => [record.id, record]));
  const named = message.named.map((id) => byId.get(id)).filter((record) => record !== undefined);
  const notes = await Promise.all(
    named.map((record) =>
      noteLeadText(deps.table, { id: record.id, textsBefore: record.texts?.count ?? 0 }, at, phone.to),
    ),
  );
  const record = (outcome: TextOutcome) =>
    Promise.all(
      named.map(async (lead, i) => {
        const index = notes[i]?.index;
        if (index === undefined) return;
        await recordTextOutcome(deps.table, lead.id, { index, at }, outcome).catch((error: unknown) =>
          deps.logger('error', 'on-call text outcome not recorded', {
            reference: lead.reference,
            errorName: errorName(error),
          }),
        );
      }),
    );
  const references = named.map((lead) => lead.reference);
  const facts = { role: phone.role, named: references, waiting: leads.length, ...(last ? { last } : {}) };
  try {
    await sendText(onCall.sns, phone.to, message.text, onCall.onCallSenderId);
  } catch (error) {
    // Refused, throttled or hung: recorded, counted and told; the next interval's text is the retry.
    await record({ failed: errorName(error) });
    deps.gauge?.(lambdaMetrics.leadClaims.textFailed.outcome, 1, 'Count');
    deps.logger('error', 'on-call text not sent', { ...facts, errorName: errorName(error) });
    await alertOperations(deps, onCall.counters, { kind: 'failed', to: phone.to, errorName: errorName(error), leads });
    return { to: phone.to, outcome: 'failed', named: references, ...(last ? { last } : {}) };
  }
  await record({ sent: true });
  deps.gauge?.(lambdaMetrics.leadClaims.textSent.outcome, 1, 'Count');
  deps.logger('warn', 'on-call phone texted', { ...facts, outcome: lambdaMetrics.leadClaims.textSent.outcome });
  return { to: phone.to, outcome: 'sent', named: references, ...(last ? { last } : {}) };
}
