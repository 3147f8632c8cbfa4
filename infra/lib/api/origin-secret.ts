import { originSecretEnvName, originVerifyHeader } from '@courier/lambdas/http/origin-verification';
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ApiFunction } from './api-function';

/**
 * The secret CloudFront adds to every API request as an origin custom header and the API functions check, so the
 * execute-api endpoint is useless without CloudFront (and its cache, function and WAF) in front. Secrets Manager
 * generates it at deploy: it is never in the code, the synthesized template (only a `{{resolve:secretsmanager:…}}`
 * reference is) or an output. 64 letters and digits: a valid header value (CloudFront allows up to 1,783
 * characters) with ~380 bits of entropy.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Header value CloudFront sends to the site API; the API refuses requests without it',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy; rotating means replacing the secret and redeploying ' +
        '(DEPLOY.md), which a rotation Lambda cannot do by itself.',
    });
  }

  /** A deploy-time reference, resolved by CloudFormation: never a literal in the template. */
  private get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }

  get originHeaders(): Record<string, string> {
    return { [originVerifyHeader]: this.value };
  }

  /** Gives the function the value it compares the header with. */
  expectIn(fn: ApiFunction): void {
    fn.addEnvironment(originSecretEnvName, this.value);
  }
}
