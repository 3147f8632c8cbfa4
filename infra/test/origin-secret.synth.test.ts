/** Rotating the origin secret: deploying with the new version's ID gives CloudFront that value. */
import { describe, expect, it } from 'vitest';
import { stackOutputs } from '../lib/stack-outputs';
import { synthConfigurations, synthesized } from './synth';

const versionId = synthConfigurations.stagingTuned.context.originSecretVersion;

describe('originSecretVersion', () => {
  it('pins the header CloudFront sends to the rotated version, so the deploy updates the distribution', () => {
    const { site } = synthesized('stagingTuned'); // originSecretRotationMinutes 90
    const [secretId] = Object.keys(site.findResources('AWS::SecretsManager::Secret')).filter((id) =>
      id.startsWith('OriginSecret'),
    );
    const distribution = Object.values(site.findResources('AWS::CloudFront::Distribution'))[0];
    const origins = distribution?.Properties.DistributionConfig.Origins as { OriginCustomHeaders?: unknown }[];
    expect(origins.find((origin) => origin.OriginCustomHeaders)?.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, `:SecretString:::${versionId}}}`]],
        },
      },
    ]);
    const windows = Object.values(site.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Environment?.Variables?.ORIGIN_SECRET_ROTATION_WINDOW_MINUTES)
      .filter(Boolean);
    // The three API functions: ETA, quote, lead claim.
    expect(windows).toEqual(['90', '90', '90']);
  });
});

describe('the OriginSecretArn output', () => {
  it('names the secret, never its value, for npm run smoke -- --with-quote --stack to mark its test quote with', () => {
    const { site } = synthesized('staging');
    const [secretId] = Object.keys(site.findResources('AWS::SecretsManager::Secret')).filter((id) =>
      id.startsWith('OriginSecret'),
    );
    site.hasOutput(stackOutputs.originSecretArn, { Value: { Ref: secretId } });
    expect(JSON.stringify(site.toJSON().Outputs)).not.toMatch(/resolve:secretsmanager/);
  });
});
