/**
 * SES's reports of every quote email (configuration set → default event bus) → the mail-events function, which
 * records staff's on the quote: delivered, bounced… What EventBridge cannot hand over lands in a dead-letter queue.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ConfigurationSetEventDestination, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ApiFunction, handlerEntry } from '../api/api-function';
import { deadLetterQueue } from '../dead-letter-queue';
import type { SenderIdentity } from '../email/sender-identity';
import { grantOnTable } from './quote-tables';

export interface MailEventsProps {
  sender: SenderIdentity;
  logRetention: RetentionDays;
  mailEventsEntry?: string;
}

export interface MailEvents {
  /** SES reports EventBridge could not hand to the mail-events function (its retries ran out): alarmed. */
  deadLetters: Queue;
  mailEventsFunction: ApiFunction;
}

/**
 * The dead-letter queue (`MailEventsDeadLetters`), event destination (`MailEvents`) and rule (`StaffMailEvents`) in
 * `scope`; the function in its stack's scope (`QuoteMailEventsFunction`).
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
    logRetention: props.logRetention,
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
  new Rule(scope, 'StaffMailEvents', {
    description: 'SES reports of quote emails to staff, recorded on their quotes',
    eventPattern: {
      source: ['aws.ses'],
      detail: {
        mail: {
          tags: {
            'ses:configuration-set': [props.sender.configurationSet.configurationSetName],
            recipient: ['staff'],
          },
        },
      },
    },
    // What EventBridge still cannot deliver after its retries lands in the dead-letter queue, never nowhere.
    targets: [
      new LambdaFunction(mailEventsFunction, {
        retryAttempts: 4,
        maxEventAge: Duration.hours(6),
        deadLetterQueue: deadLetters,
      }),
    ],
  });
  return { deadLetters, mailEventsFunction };
}
