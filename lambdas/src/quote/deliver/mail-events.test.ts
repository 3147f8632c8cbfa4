/**
 * The events function, through its real Powertools instrumentation, against real dynalite: SES's reports of
 * staff's email land on the quote, and a bounce counts the metric the bounce alarm watches; customers'
 * acknowledgements are counted, sent and bounced, with no address in anything written.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import type { SNSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocalQuoteStore } from '../../../test-support/local-quote-store';
import { deliveryDeps, inboxSes, protocolFields } from '../../../test-support/quote-fixtures';
import { powertoolsObservability } from '../../observability/observability';
import { getQuote } from '../store/quote-record';
import { submitQuote } from '../submit/submit-quote';
import { deliverQuote } from './deliver-quote';
import { createMailEventsHandler } from './mail-event-reports';
import { recordMailEvent } from './mail-events';

const local = useLocalQuoteStore();
let stdout: string[];

beforeEach(async () => {
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

/** A quote stored and sent to staff through the local SES: its ID and reference. */
async function sentQuote() {
  const id = crypto.randomUUID();
  const stored = await submitQuote(
    { ...aQuoteForm(), ...protocolFields, submission_id: id },
    { table: local.table, today: testToday, now: new Date(), retentionDays: 30 },
  );
  if (stored.outcome !== 'stored') throw new Error(stored.outcome);
  expect(await deliverQuote(id, deliveryDeps(local.table, inboxSes(local.inbox)))).toBe('sent');
  return { id, reference: stored.reference };
}

/** What SES publishes for a message, with the tags staff's email carries (send-quote-email.ts). */
const sesEvent = (eventType: string, quote: { id: string; reference: string }, recipient = 'staff') => ({
  eventType,
  mail: {
    timestamp: '2026-11-20T09:00:00.000Z',
    messageId: 'message-1',
    tags: {
      'ses:configuration-set': ['quote-mail'],
      recipient: [recipient],
      quote: [quote.id],
      reference: [quote.reference],
    },
  },
  ...(eventType === 'Bounce'
    ? { bounce: { bounceType: 'Permanent', timestamp: '2026-11-20T09:01:00.000Z', bouncedRecipients: [] } }
    : {}),
});

/** As EventBridge delivers it: the SES event is the `detail`. */
const viaEventBridge = (detail: object) => ({ source: 'aws.ses', 'detail-type': 'Email Bounced', detail });

/** The events function as deployed: Powertools logger and metrics around the handler. */
function instrumentedHandler() {
  const observability = powertoolsObservability('mailEvents', {});
  return observability.instrument(createMailEventsHandler(local.table, observability.logger));
}

/** Metric names and dimensions of every embedded-metric document written. */
function metricsWritten(): { name: string; dimensions: Record<string, string> }[] {
  return stdout
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .flatMap((line) => {
      const doc = JSON.parse(line);
      const dimensions = Object.fromEntries(
        doc._aws.CloudWatchMetrics[0].Dimensions[0].map((name: string) => [name, doc[name]]),
      );
      return doc._aws.CloudWatchMetrics[0].Metrics.map((m: { Name: string }) => ({ name: m.Name, dimensions }));
    });
}

describe('SES reports of staff’s email', () => {
  it('a bounce marks the quote bounced and counts the metric the bounce alarm watches', async () => {
    const quote = await sentQuote();
    const handle = instrumentedHandler();

    await handle(viaEventBridge(sesEvent('Bounce', quote)) as never);

    expect(await getQuote(local.table, quote.id)).toMatchObject({ status: 'sent', mailStatus: 'bounced' });
    expect(metricsWritten()).toContainEqual({
      name: lambdaMetrics.quoteDelivery.staffBounced.outcome,
      dimensions: lambdaMetrics.dimensions.mailEvents,
    });
  });

  it('a delivery marks it delivered to the mailbox; a late delay report does not undo that, a later bounce does', async () => {
    const quote = await sentQuote();
    const handle = instrumentedHandler();

    await handle(viaEventBridge(sesEvent('Delivery', quote)) as never);
    await handle(viaEventBridge(sesEvent('DeliveryDelay', quote)) as never);
    expect((await getQuote(local.table, quote.id))?.mailStatus).toBe('delivered');

    await handle(viaEventBridge(sesEvent('Complaint', quote)) as never);
    expect((await getQuote(local.table, quote.id))?.mailStatus).toBe('complained');
  });

  it('ignores customers’ mail, and a report whose reference does not match the quote it names', async () => {
    const quote = await sentQuote();
    const handle = instrumentedHandler();

    await handle(viaEventBridge(sesEvent('Bounce', quote, 'customer')) as never);
    await handle(viaEventBridge(sesEvent('Bounce', { id: quote.id, reference: 'Q-WRONG1' })) as never);

    expect((await getQuote(local.table, quote.id))?.mailStatus).toBe('accepted');
  });

  it('a report of the send that arrives before the sender records it: the sender still records it and acknowledges the customer', async () => {
    const id = crypto.randomUUID();
    await submitQuote(
      { ...aQuoteForm(), ...protocolFields, submission_id: id },
      { table: local.table, today: testToday, now: new Date(), retentionDays: 30 },
    );
    const deps = deliveryDeps(local.table, inboxSes(local.inbox));
    // SES's Send report, recorded the moment SES answers: before the sender's own "sent" write.
    deps.ses.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        const tags = (args.input as { Tags: { Name: string; Value: string }[] }).Tags;
        const mailTags = Object.fromEntries(tags.map((tag) => [tag.Name, [tag.Value]]));
        await recordMailEvent(local.table, { eventType: 'Send', mail: { tags: mailTags } }, () => {});
        return result;
      },
      { step: 'initialize' },
    );
    const acknowledging = { ...deps, acknowledgement: { ...deps.acknowledgement, enabled: true } };

    expect(await deliverQuote(id, acknowledging)).toBe('sent');
    expect(await getQuote(local.table, id)).toMatchObject({
      status: 'sent',
      mailStatus: 'accepted',
      acknowledgement: 'sent',
    });
  });

  it('reads the SNS form of the same report too', async () => {
    const quote = await sentQuote();
    const sns = { Records: [{ Sns: { Message: JSON.stringify(sesEvent('Delivery', quote)) } }] } as unknown as SNSEvent;

    await instrumentedHandler()(sns as never);

    expect((await getQuote(local.table, quote.id))?.mailStatus).toBe('delivered');
  });
});

/** What SES publishes of a customer's acknowledgement: its address in the destination and the bounce. */
const acknowledgementEvent = (eventType: string, bounceType?: string) => ({
  eventType,
  mail: {
    timestamp: '2026-11-20T09:00:00.000Z',
    messageId: 'message-2',
    destination: ['ada.customer@example.com'],
    commonHeaders: { to: ['ada.customer@example.com'], subject: 'Your quote request Q-ABC123' },
    tags: { 'ses:configuration-set': ['quote-mail'], recipient: ['customer'] },
  },
  ...(bounceType ? { bounce: { bounceType, bouncedRecipients: [{ emailAddress: 'ada.customer@example.com' }] } } : {}),
});

describe('SES reports of customers’ acknowledgements', () => {
  it('counts each one sent and each that bounced for good, and writes no address', async () => {
    const quote = await sentQuote();
    const handle = instrumentedHandler();
    // Warnings and errors are logged to stderr.
    const stderr: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(String(chunk));
      return true;
    });

    await handle(viaEventBridge(acknowledgementEvent('Send')) as never);
    await handle(viaEventBridge(acknowledgementEvent('Bounce', 'Permanent')) as never);

    const { acknowledgementSent, acknowledgementBounced } = lambdaMetrics.quoteDelivery;
    const dimensions = lambdaMetrics.dimensions.mailEvents;
    expect(metricsWritten()).toEqual([
      { name: acknowledgementSent.outcome, dimensions },
      { name: acknowledgementBounced.outcome, dimensions },
    ]);
    const written = [...stdout, ...stderr].join('');
    expect(written).toContain('"outcome":"acknowledgement_bounced"');
    expect(written).not.toContain('ada.customer');
    expect(written).not.toContain('Q-ABC123');
    // An acknowledgement names no quote: staff's quote is as its own reports left it.
    expect((await getQuote(local.table, quote.id))?.mailStatus).toBe('accepted');
  });

  it('counts nothing for a bounce SES will retry, a delivery or a delay', async () => {
    const handle = instrumentedHandler();

    await handle(viaEventBridge(acknowledgementEvent('Bounce', 'Transient')) as never);
    await handle(viaEventBridge(acknowledgementEvent('Delivery')) as never);
    await handle(viaEventBridge(acknowledgementEvent('DeliveryDelay')) as never);

    expect(metricsWritten()).toEqual([]);
  });
});
