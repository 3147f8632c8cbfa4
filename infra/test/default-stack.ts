/**
 * What the default stack's synth tests share: the stack as `cdk synth` builds it with none of the context set
 * (cdk.json defaults), read once per file (`useDefaultStack()`), and the lookups they find its resources with.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, expect } from 'vitest';
import { type Synthesized, synthesized } from './synth';

export let result: Synthesized;
export let template: Template;

/** Reads the synthesized default stack before the file's tests. */
export function useDefaultStack() {
  beforeAll(() => {
    result = synthesized('defaults');
    template = result.site;
  });
}

/** The one resource of a type (and properties): its logical ID and its template entry (typed `any` by CDK). */
export const only = (type: string, props?: object) => {
  const found = Object.entries(template.findResources(type, props && { Properties: props }));
  expect(found).toHaveLength(1);
  const [entry] = found;
  if (!entry) throw new Error(`No ${type}`);
  return entry;
};
export const distributionConfig = () => only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
export const behavior = (pathPattern: string) =>
  distributionConfig().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pathPattern);
export const logicalId = (type: string, props?: object) => only(type, props)[0];
/** The origin secret (the other secret is the lead-claim key). */
export const originSecretId = () => {
  const [id, ...more] = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((key) =>
    key.startsWith('OriginSecret'),
  );
  expect(more).toEqual([]);
  return id ?? '';
};
/** The quote table: the one table with a stream (the ETA's counters and geocode cache have none). */
export const quoteTable = ['AWS::DynamoDB::GlobalTable', { StreamSpecification: Match.anyValue() }] as const;
export const policyStatements = (roleLogicalIdPrefix: string) =>
  Object.entries(template.findResources('AWS::IAM::Policy'))
    .filter(([id]) => id.startsWith(roleLogicalIdPrefix))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
