import { Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IPublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface SenderIdentityProps {
  senderEmail: string;
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
  /** Every send names it, so bounces, complaints, rejects and delays can be reported (`reportProblemsTo`). */
  readonly configurationSet: ConfigurationSet;
  private readonly resources: string[];

  constructor(scope: Construct, id: string, props: SenderIdentityProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    const senderDomain = domainOf(props.senderEmail);
    const zone = props.hostedZone?.zoneName === senderDomain ? props.hostedZone : undefined;

    this.identity = new EmailIdentity(this, 'Identity', {
      identity: zone ? Identity.publicHostedZone(zone) : Identity.email(props.senderEmail),
    });
    this.identityName = zone ? senderDomain : props.senderEmail;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    // Sending with a configuration set is authorised on the set too.
    this.resources = [this.identity.emailIdentityArn, this.configurationSetArn];

    const recipients = new Set((props.sandboxRecipients ?? []).map((address) => address.toLowerCase()));
    recipients.delete(props.senderEmail.toLowerCase());
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

  /** Bounce, complaint, reject and delivery-delay events of every quote email to `topic` (operations). */
  reportProblemsTo(topic: ITopic): void {
    new ConfigurationSetEventDestination(this, 'Problems', {
      configurationSet: this.configurationSet,
      destination: EventDestination.snsTopic(topic),
      events: [
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
        EmailSendingEvent.DELIVERY_DELAY,
      ],
    });
  }

  /** ses:SendEmail / ses:SendRawEmail with the sender as From, and nothing else. */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: this.resources,
        conditions: { StringEquals: { 'ses:FromAddress': this.senderEmail } },
      }),
    );
  }
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
