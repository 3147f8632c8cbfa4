import { leadClaimEnv } from '@courier/common/api/lambda-env';
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';

/**
 * The key that signs the claim link in every staff email and checks it when a staff member opens it
 * (lambdas/src/lead-claim/claim-link.ts). Its own secret, not the origin secret: a link lives in a mailbox for a week,
 * the origin secret's previous value only an hour after a rotation. Secrets Manager generates it at deploy; it is never
 * in the code, the template or an output. Only the functions given it may read it, and only its value.
 */
export class LeadClaimKey extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Signs and checks the claim links in staff quote emails',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating it would only invalidate the claim links already in staff mailboxes; the functions accept the ' +
        'previous value for a link’s lifetime (7 days), so a manual rotation (DEPLOY.md) breaks no link.',
    });
  }

  /** Lets the function sign or check links: the secret's ARN in its environment, and reading its value, nothing else. */
  useIn(fn: ApiFunction): void {
    fn.useResource({ [leadClaimEnv.keyArn]: this.secret.secretArn }, (grantee) =>
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }),
      ),
    );
  }
}
