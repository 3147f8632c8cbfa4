/** SES: sending enabled, the sandbox as configured, and the sender and staff identities the stack creates or needs. */
import { GetAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { CourierConfig } from '../../lib/config';
import { type Finding, isNamed, type PreflightContext, type StackState } from '../check';

/** What SES verifies for the sender (infra/lib/email/sender-identity.ts): the zone's domain, or the address. */
export function senderIdentityName(config: CourierConfig): string {
  const domain = config.senderEmail.slice(config.senderEmail.lastIndexOf('@') + 1).toLowerCase();
  return config.hostedZone?.domain === domain ? domain : config.senderEmail;
}

async function emailIdentity(ses: SESv2Client, name: string): Promise<{ verified: boolean } | undefined> {
  try {
    const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: name }));
    return { verified: identity.VerifiedForSendingStatus === true };
  } catch (error) {
    if (isNamed(error, 'NotFoundException')) return undefined;
    throw error;
  }
}

export async function checkSes({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  const findings: Finding[] = [];
  const account = await clients.ses.send(new GetAccountCommand({}));
  const sandbox = account.ProductionAccessEnabled !== true;
  if (account.SendingEnabled === false) {
    findings.push({
      check: 'SES',
      verdict: 'no-go',
      says: `Sending is disabled for this account in ${config.region}: no quote would reach staff.`,
      todo: ['See the SES account dashboard (a review or pause by AWS) before deploying.'],
    });
  }
  if (sandbox && !config.sesSandbox) {
    findings.push({
      check: 'SES',
      verdict: 'no-go',
      says: `The account is in the SES sandbox but sesSandbox=false: unverified staff addresses would get no quotes.`,
      todo: [
        'Request production access (DEPLOY.md 5) and wait for it, or deploy with -c sesSandbox=true',
        `(in production also -c acceptSesSandbox=true).`,
      ],
    });
  } else if (!sandbox && config.sesSandbox) {
    findings.push({
      check: 'SES',
      verdict: 'warn',
      says: 'The account has SES production access but sesSandbox=true: staff are asked to verify for nothing.',
      todo: ['Deploy with -c sesSandbox=false.'],
    });
  } else {
    findings.push({
      check: 'SES',
      verdict: 'ok',
      says: sandbox
        ? 'The account is in the SES sandbox, as sesSandbox=true says.'
        : 'The account has SES production access.',
    });
  }

  // Identities the stack creates: a first deploy fails if they already exist outside it.
  const sender = senderIdentityName(config);
  const senderDomain = config.hostedZone && sender === config.hostedZone.domain ? sender : undefined;
  const staff = sandbox
    ? config.staffEmails.filter(
        (address) =>
          address.toLowerCase() !== config.senderEmail.toLowerCase() &&
          !address.toLowerCase().endsWith(`@${senderDomain}`),
      )
    : [];
  for (const [name, role] of [[sender, 'sender'] as const, ...staff.map((address) => [address, 'staff'] as const)]) {
    const identity = await emailIdentity(clients.ses, name);
    const createdByStack = role === 'sender' || config.sesSandbox;
    if (!identity) {
      findings.push(
        createdByStack
          ? {
              check: 'SES',
              verdict: role === 'staff' ? 'warn' : 'ok',
              says: `${name} (${role}) is not an SES identity yet: the deploy creates it.`,
              ...(role === 'staff' ? { todo: [`${name} must click the link AWS emails, or gets no quotes.`] } : {}),
            }
          : {
              check: 'SES',
              verdict: 'warn',
              says: `${name} (${role}) is not verified: it gets no quotes in the sandbox.`,
            },
      );
    } else if (!stack && createdByStack) {
      findings.push({
        check: 'SES',
        verdict: 'no-go',
        says: `${name} (${role}) is already an SES identity, not this stack's (made by hand, or left by an earlier ${config.stackName}): creating it would fail.`,
        todo: [
          `If nothing else sends with it: aws sesv2 delete-email-identity --email-identity ${name} --region ${config.region}`,
          role === 'sender'
            ? 'otherwise use another senderEmail.'
            : 'otherwise deploy with -c sesSandbox=false once out of the sandbox.',
        ],
      });
    } else if (!identity.verified) {
      findings.push({
        check: 'SES',
        verdict: 'warn',
        says: `${name} (${role}) is not verified yet: ${role === 'sender' ? 'no quote can be sent' : 'it gets no quotes'}.`,
        todo: [
          senderDomain === name
            ? 'Easy DKIM verifies the domain by itself within 72 hours of the deploy; check its DKIM records.'
            : `${name} must click the link AWS emailed (resend it from the SES console).`,
        ],
      });
    } else findings.push({ check: 'SES', verdict: 'ok', says: `${name} (${role}) is verified.` });
  }
  return findings;
}
