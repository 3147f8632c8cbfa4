import { sesRecipientTag } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnRecordSet, type IPublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface SenderIdentityProps {
  /** The deployment's settings: the address quote emails come from among them. */
  settings: Pick<ContextValues, 'senderEmail'>;
  /** With a zone for the sender's domain, the whole domain is verified with Easy DKIM records in it. */
  hostedZone?: IPublicHostedZone;
  /** In the SES sandbox recipients must be verified too, and the sender's IAM policy must cover them. */
  sandboxRecipients?: string[];
}

/** The SES identity quote emails are sent from, and the narrow permission to send from it. */
export class SenderIdentity extends Construct {
  readonly identity: EmailIdentity;
  /** What SES verifies: the sender's domain, or the sender's address. */
  readonly identityName: string;
  readonly senderEmail: string;
  /** Every send names it, so SES's reports of each email come back (quotes/mail-events.ts) and are counted here. */
  readonly configurationSet: ConfigurationSet;
  private readonly resources: string[];

  constructor(scope: Construct, id: string, props: SenderIdentityProps) {
    super(scope, id);
    const { senderEmail } = props.settings;
    this.senderEmail = senderEmail;
    const senderDomain = domainOf(senderEmail);
    const zone = props.hostedZone?.zoneName === senderDomain ? props.hostedZone : undefined;

    this.identity = new EmailIdentity(this, 'Identity', {
      identity: zone ? Identity.publicHostedZone(zone) : Identity.email(senderEmail),
    });
    // Retained, with its DKIM records: a deploy that stops managing them leaves the sender verified and quotes
    // flowing, instead of deleting the identity and its records (DEPLOY.md 8 says how to remove them on purpose).
    // Except when the deploy that created them rolls back: an identity named by the domain would block the retry.
    this.identity.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    for (const record of this.identity.node.findAll()) {
      if (record instanceof CfnRecordSet) record.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    }
    this.identityName = zone ? senderDomain : senderEmail;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    // The problem events as CloudWatch metrics too, by configuration set (so another stack's mail in the same
    // account never counts) and by recipient tag (staff or customer), for `metricStaffProblems`.
    new ConfigurationSetEventDestination(this, 'ProblemMetrics', {
      configurationSet: this.configurationSet,
      destination: EventDestination.cloudWatchDimensions([
        { name: configurationSetTag, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
        { name: sesRecipientTag.name, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'untagged' },
      ]),
      events: problemEvents.map(([event]) => event),
    });
    // Sending with a configuration set is authorised on the set too.
    this.resources = [this.identity.emailIdentityArn, this.configurationSetArn];

    const recipients = new Set((props.sandboxRecipients ?? []).map((address) => address.toLowerCase()));
    recipients.delete(senderEmail.toLowerCase());
    let index = 0;
    for (const address of recipients) {
      if (zone && domainOf(address) === senderDomain) continue; // the domain identity already covers it
      const recipient = new EmailIdentity(this, `SandboxRecipient${index++}`, { identity: Identity.email(address) });
      this.resources.push(recipient.emailIdentityArn);
    }
  }

  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }

  /**
   * Bounces, complaints and rejects of quote emails to staff, summed per 5 minutes: any at all means quotes are
   * not reaching the office. (Customers' bounces, e.g. a mistyped address, don't count here.)
   */
  metricStaffProblems(): IMetric {
    const dimensionsMap = {
      [configurationSetTag]: this.configurationSet.configurationSetName,
      [sesRecipientTag.name]: sesRecipientTag.staff,
    };
    const period = Duration.minutes(5);
    return new MathExpression({
      // SUM of the array adds whichever of the three has data in a period; most periods none has any.
      expression: `SUM([${problemEvents.map(([, metricName]) => metricName.toLowerCase()).join(', ')}])`,
      usingMetrics: Object.fromEntries(
        problemEvents.map(([, metricName]) => [
          metricName.toLowerCase(),
          new Metric({ namespace: 'AWS/SES', metricName, dimensionsMap, statistic: 'Sum', period }),
        ]),
      ),
      period,
      label: 'Quote emails to staff bounced, complained of or rejected',
    });
  }

  /** ses:SendEmail / ses:SendRawEmail (or fewer of them) with the sender as From, and nothing else. */
  grantSend(grantee: IGrantable, actions: string[] = ['ses:SendEmail', 'ses:SendRawEmail']): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions,
        resources: this.resources,
        conditions: { StringEquals: { 'ses:FromAddress': this.senderEmail } },
      }),
    );
  }
}

/** The SES auto-tag naming the configuration set a message was sent with. */
const configurationSetTag = 'ses:configuration-set';

/** The events that mean a message did not get through, with the AWS/SES metric each becomes. */
const problemEvents = [
  [EmailSendingEvent.BOUNCE, 'Bounce'],
  [EmailSendingEvent.COMPLAINT, 'Complaint'],
  [EmailSendingEvent.REJECT, 'Reject'],
] as const;

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
