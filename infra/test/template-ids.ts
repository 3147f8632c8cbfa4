/** Lookups in a synthesized template shared by the synth tests that read more than one configuration. */
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';

/** The logical IDs of a type's resources that start with `prefix`. */
export const idsOf = (t: Template, type: string, prefix: string) =>
  Object.keys(t.findResources(type)).filter((id) => id.startsWith(prefix));

/** The one logical ID of a type that starts with `prefix` (fails the test if there is not exactly one). */
export const onlyId = (t: Template, type: string, prefix: string) => {
  const ids = idsOf(t, type, prefix);
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
};

/** Every statement of the inline policies attached to the role `roleId`. */
export const roleStatements = (t: Template, roleId: string) =>
  Object.values(t.findResources('AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
