import { leadClaimEnv } from '@courier/common/api/lambda-env';
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';

/**
 * The key that signs the claim link in every staff email and checks it when a staff member opens it
 * (lambdas/src/claim-link/). Its own secret, not the origin secret: a link lives in a mailbox for a week, the origin
 * secret's previous value only an hour after a rotation. Each link names the version that signed it, and the functions
 * keep every version whose links are still alive, read from the secret's versions, so no rotation breaks a link.
 * Secrets Manager generates it at deploy; it is never in the code, the template or an output. Only the functions given
 * it may read it: its versions and their values, nothing else.
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
        'Rotated by hand when needed (DEPLOY.md): a scheduled rotation adds nothing to a key that only signs links ' +
        'living a week, and each link names its key version, which the functions keep for its life, so no rotation ' +
        'breaks a link.',
    });
  }

  /**
   * Lets the function sign or check links: the secret's ARN in its environment, and reading its versions (which
   * signed links still alive) and their values, nothing else.
   */
  useIn(fn: ApiFunction): void {
    fn.useResource({ [leadClaimEnv.keyArn]: this.secret.secretArn }, (grantee) =>
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue', 'secretsmanager:ListSecretVersionIds'],
          resources: [this.secret.secretArn],
        }),
      ),
    );
  }
}
