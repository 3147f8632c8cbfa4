/**
 * SES's reports of every quote email (configuration set → default event bus), routed by the email's `recipient` tag:
 * staff's to the mail-events function, which records them on the quote (delivered, bounced…), and their problems as
 * they are to operations' alarm topic; customers' acknowledgements to the same function, which only counts them
 * (sent, bounced), so operations never receive a customer's address. What EventBridge cannot hand the function lands
 * in a dead-letter queue.
 */
import { quoteEnv, sesRecipientTag } from '@courier/common/api/lambda-env';
import { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, type EventPattern, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction, SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { ConfigurationSetEventDestination, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ApiFunction, handlerEntry } from '../api/api-function';
import { deadLetterQueue } from '../dead-letter-queue';
import type { SenderIdentity } from '../email/sender-identity';
import type { LogSettings } from '../log-group';
import { grantOnTable } from './quote-tables';

export interface MailEventsProps {
  sender: SenderIdentity;
  /** The deployment's settings: how long the function's log is kept. */
  settings: LogSettings;
  mailEventsEntry?: string;
}

export interface MailEvents {
  /** SES reports EventBridge could not hand to the mail-events function (its retries ran out): alarmed. */
  deadLetters: Queue;
  mailEventsFunction: ApiFunction;
}

/**
 * SES's reports on the default bus of mail sent with `sender`'s configuration set to `recipient` (the tag every quote
 * email carries), of the event types given (all of them without).
 */
function reportsOf(sender: SenderIdentity, recipient: string, eventTypes?: string[]): EventPattern {
  return {
    source: ['aws.ses'],
    detail: {
      ...(eventTypes ? { eventType: eventTypes } : {}),
      mail: {
        tags: {
          'ses:configuration-set': [sender.configurationSet.configurationSetName],
          [sesRecipientTag.name]: [recipient],
        },
      },
    },
  };
}

/**
 * The dead-letter queue (`MailEventsDeadLetters`), event destination (`MailEvents`) and rules (`StaffMailEvents`,
 * `AcknowledgementMailEvents`) in `scope`; the function in its stack's scope (`QuoteMailEventsFunction`).
 */
export function createMailEvents(scope: Construct, table: TableV2, props: MailEventsProps): MailEvents {
  const deadLetters = deadLetterQueue(
    scope,
    'MailEventsDeadLetters',
    'This queue is itself the dead-letter queue of the SES-events rule target; its alarm tells operations.',
  );

  // Fed by EventBridge, not API Gateway: no routes and no origin secret, but the same bundling and log group.
  const mailEventsFunction = new ApiFunction(Stack.of(scope), 'QuoteMailEventsFunction', {
    entry: props.mailEventsEntry ?? handlerEntry('quote-mail-events.ts'),
    settings: props.settings,
  });
  mailEventsFunction.useResource({ [quoteEnv.quoteTableName]: table.tableName }, (fn) =>
    grantOnTable(table, fn, 'dynamodb:UpdateItem'),
  );
  const defaultBus = EventBus.fromEventBusName(scope, 'DefaultBus', 'default');
  new ConfigurationSetEventDestination(scope, 'MailEvents', {
    configurationSet: props.sender.configurationSet,
    destination: EventDestination.eventBus(defaultBus),
    events: [
      EmailSendingEvent.SEND,
      EmailSendingEvent.DELIVERY,
      EmailSendingEvent.DELIVERY_DELAY,
      EmailSendingEvent.BOUNCE,
      EmailSendingEvent.COMPLAINT,
      EmailSendingEvent.REJECT,
    ],
  });
  // What EventBridge still cannot deliver after its retries lands in the dead-letter queue, never nowhere.
  const toFunction = () =>
    new LambdaFunction(mailEventsFunction, {
      retryAttempts: 4,
      maxEventAge: Duration.hours(6),
      deadLetterQueue: deadLetters,
    });
  new Rule(scope, 'StaffMailEvents', {
    description: 'SES reports of quote emails to staff, recorded on their quotes',
    eventPattern: reportsOf(props.sender, sesRecipientTag.staff),
    targets: [toFunction()],
  });
  // Only what the acknowledgements' bounce rate is made of: the sends and the bounces.
  new Rule(scope, 'AcknowledgementMailEvents', {
    description: "SES reports of customers' acknowledgements, counted (sent, bounced) and not kept",
    eventPattern: reportsOf(props.sender, sesRecipientTag.customer, ['Send', 'Bounce']),
    targets: [toFunction()],
  });
  return { deadLetters, mailEventsFunction };
}

/**
 * SES's reports of staff's mail that did not get through (bounce, complaint, reject, delay), as SES wrote them, to
 * `topic` (operations): a staff address refusing quotes is seen at once, and what it shows is staff's own mail.
 * Customers' reports never go there: they carry the customer's address (`StaffMailReports`, in `scope`).
 */
export function reportStaffMailProblems(scope: Construct, sender: SenderIdentity, topic: ITopic): void {
  new Rule(scope, 'StaffMailReports', {
    description: "SES reports of staff's quote emails that did not get through, to operations",
    eventPattern: reportsOf(sender, sesRecipientTag.staff, ['Bounce', 'Complaint', 'Reject', 'DeliveryDelay']),
    targets: [new SnsTopic(topic)],
  });
}
