import type { ContextValues } from '@courier/common/settings/all-settings';
import { originSecretEnv, originVerifyHeader } from '@courier/lambdas/http/origin-verification';
import { CfnOutput, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { stackOutputs } from '../stack-outputs';
import type { ApiFunction } from './api-function';

export interface OriginSecretProps {
  /**
   * The deployment's settings: the minutes the functions still accept AWSPREVIOUS after a new value became AWSCURRENT,
   * and the secret version CloudFront sends. Naming the new version after a rotation changes the template, so the
   * deploy updates the distribution (CloudFormation re-reads a reference only when its resource changes).
   */
  settings: Pick<ContextValues, 'originSecretRotationMinutes' | 'originSecretVersion'>;
}

/**
 * The secret CloudFront adds to every API request as an origin custom header and the API functions check, so the
 * execute-api endpoint is useless without CloudFront (and its cache, function and WAF) in front. Secrets Manager
 * generates it at deploy: it is never in the code, the synthesized template (only a `{{resolve:secretsmanager:…}}`
 * reference is) or an output. 64 letters and digits: a valid header value (CloudFront allows up to 1,783
 * characters) with ~380 bits of entropy. The functions read it themselves (AWSCURRENT, and AWSPREVIOUS during a
 * rotation window), so a rotation never locks CloudFront out (docs/decisions/018-origin-secret-rotation-window.md).
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;
  private readonly props: OriginSecretProps;

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    this.props = props;
    this.secret = new Secret(this, 'Secret', {
      description: 'Header value CloudFront sends to the site API; the API refuses requests without it',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy: rotation is putting a new value and deploying with its version ' +
        '(DEPLOY.md), which a rotation Lambda cannot do by itself. The functions accept the previous value meanwhile.',
    });
    new CfnOutput(Stack.of(this), stackOutputs.originSecretArn, { value: this.secret.secretArn });
  }

  /** A deploy-time reference, resolved by CloudFormation: never a literal in the template. */
  get originHeaders(): Record<string, string> {
    const value = SecretValue.secretsManager(this.secret.secretArn, {
      versionId: this.props.settings.originSecretVersion,
    });
    return { [originVerifyHeader]: value.unsafeUnwrap() };
  }

  /** Lets the function read the values it compares the header with. */
  expectIn(fn: ApiFunction): void {
    fn.addEnvironment(originSecretEnv.arn, this.secret.secretArn);
    fn.addEnvironment(originSecretEnv.rotationWindowMinutes, String(this.props.settings.originSecretRotationMinutes));
    // Reading its values is all the function needs (grantRead would add DescribeSecret).
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }),
    );
  }
}
