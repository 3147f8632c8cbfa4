/** The mail-events function's Lambda entry: SES's reports of staff's quote emails, recorded on the quote (mail-event-reports.ts). */
import { powertoolsObservability } from '../observability/observability';
import { createMailEventsHandler, mailEventsTableFromEnv } from '../quote/deliver/mail-event-reports';

const observability = powertoolsObservability('mailEvents');

export const handler = observability.instrument(
  createMailEventsHandler(mailEventsTableFromEnv(process.env), observability.logger),
);
