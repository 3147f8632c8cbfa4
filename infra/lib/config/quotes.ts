/**
 * Quotes and leads: how long a quote is kept, its delivery to staff, the caps and wave digests, claim reminders and the
 * on-call phone's texts.
 */
import { checkOnCallPhone, checkSenderId, defaultSenderId } from '@courier/common/api/on-call-settings';
import type { SiteConfig } from '@courier/common/site-config';
import { ContextError, type ContextReader } from './context';

export interface QuoteConfig {
  /** Days a quote is kept in the quote table (TTL); the same as `site.quoteRetentionDays`, which the notice states. */
  quoteRetentionDays: number;
  /** Stream retries of a quote's send before it is left to the sweeper. */
  quoteSendRetryAttempts: number;
  /** Minutes between sweeps for quotes still pending (the sweeper's schedule). */
  quoteSweepMinutes: number;
  /** Minutes the oldest undelivered quote may wait before its alarm fires. */
  quoteUndeliveredAlarmMinutes: number;
  /** Quotes stored per normalised sender mailbox per hour; past it they are answered but not stored. */
  quoteCapPerAddressPerHour: number;
  /** Quotes stored per client IP per hour. */
  quoteCapPerIpPerHour: number;
  /** Quotes in `quoteWaveMinutes` past which staff get digests instead of one email each, and the wave alarm rings. */
  quoteWaveLimit: number;
  quoteWaveMinutes: number;
  /** During a wave, minutes between digest emails. */
  quoteDigestMinutes: number;
  /** Minutes a quote may go unclaimed by staff before staff and operations are reminded (common's leadReminders). */
  leadEscalationMinutes: number;
  /** Minutes the oldest quote held past a cap waits for the held-quotes digest (a wave digest takes it sooner). */
  quoteHeldDigestMinutes: number;
  /**
   * The on-call phone (E.164): a lead due today or tomorrow still unclaimed at its second reminder texts it once.
   * None: no texts, and the sweeper has no SMS permission.
   */
  onCallPhone?: string;
  /** The most texts the on-call phone gets in a UTC day. */
  onCallTextsPerDay: number;
  /** The alphanumeric sender ID the texts come from (the company's brand, 3 to 11 letters and digits). */
  onCallSenderId: string;
}

/** A setting checked by its rule in common/src/api/on-call-settings.ts, or the synth's refusal naming it. */
function checked(result: { ok: true; value: string } | { ok: false; message: string }): string {
  if (!result.ok) throw new ContextError(`Context ${result.message}`);
  return result.value;
}

/** The retention is the site's (site.ts reads it), so the privacy notice and the table's TTL never differ. */
export function readQuoteConfig(context: ContextReader, site: SiteConfig): QuoteConfig {
  const onCallPhone = context.text('onCallPhone');
  return {
    quoteRetentionDays: site.quoteRetentionDays,
    quoteSendRetryAttempts: context.int('quoteSendRetryAttempts'),
    quoteSweepMinutes: context.int('quoteSweepMinutes'),
    quoteUndeliveredAlarmMinutes: context.int('quoteUndeliveredAlarmMinutes'),
    quoteCapPerAddressPerHour: context.int('quoteCapPerAddressPerHour'),
    quoteCapPerIpPerHour: context.int('quoteCapPerIpPerHour'),
    quoteWaveLimit: context.int('quoteWaveLimit'),
    quoteWaveMinutes: context.int('quoteWaveMinutes'),
    quoteDigestMinutes: context.int('quoteDigestMinutes'),
    leadEscalationMinutes: context.minutes('leadEscalationMinutes'),
    quoteHeldDigestMinutes: context.int('quoteHeldDigestMinutes'),
    ...(onCallPhone ? { onCallPhone: checked(checkOnCallPhone('onCallPhone', onCallPhone)) } : {}),
    onCallTextsPerDay: context.int('onCallTextsPerDay'),
    onCallSenderId: checked(
      checkSenderId('onCallSenderId', context.text('onCallSenderId') ?? defaultSenderId(site.companyName)),
    ),
  };
}
