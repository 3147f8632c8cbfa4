/** cdk-nag v3 runs as a policy validation plugin: an unacknowledged finding must stop the synth. */
import { rmSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { describe, expect, it } from 'vitest';
import { createCourierApp } from '../lib/courier-app';
import { fixtureEntries, fixtureSiteDir, localContext, withoutBundling, withoutTemplateValidation } from './synth';

describe('cdk-nag wiring', () => {
  it('fails the synth on a finding nobody acknowledged', () => {
    const app = new App({
      ...withoutTemplateValidation,
      context: { ...localContext, siteDir: fixtureSiteDir, ...withoutBundling },
    });
    const { site } = createCourierApp(app, fixtureEntries);
    new Topic(site, 'PlainTopic'); // neither encrypted nor TLS-only
    expect(() => app.synth()).toThrow(/PlainTopic[\s\S]*AwsSolutions-SNS3/);
    rmSync(app.outdir, { recursive: true, force: true });
  });
});
