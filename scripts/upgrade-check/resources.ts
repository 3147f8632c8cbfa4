/**
 * What upgrade-check knows of a resource in a template, from the facts of its type (resource-facts.ts): whether it
 * holds data, whether its physical name is fixed, what keeps it when it leaves the stack.
 */
import type { ResourceFacts } from './resource-facts';

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** Tables, whose global secondary indexes DynamoDB creates or deletes one per update. */
export const tableTypes: readonly string[] = ['AWS::DynamoDB::GlobalTable', 'AWS::DynamoDB::Table'];

/**
 * Whether a DeletionPolicy or UpdateReplacePolicy keeps the resource. RetainExceptOnCreate keeps it as Retain does once
 * the create that made it has succeeded, so for a deployed resource the two are the same.
 */
export const retains = (policy: string | undefined) => policy === 'Retain' || policy === 'RetainExceptOnCreate';

/**
 * Whether losing or replacing `resource` loses data: a type the CDK CLI's database calls stateful, and the SES identity
 * (its verification and DKIM keys are what let the site send mail; the database does not count it). A log group only
 * when retained: the functions' logs go with the stack by design, and one kept is kept for a reason.
 */
export function isStateful(resource: Resource, facts: ResourceFacts): boolean {
  if (resource.Type === 'AWS::Logs::LogGroup') return retains(resource.DeletionPolicy);
  if (resource.Type === 'AWS::SES::EmailIdentity') return true;
  return facts.get(resource.Type)?.stateful === true;
}

/**
 * Its fixed physical name: each of its type's name properties that the template sets, with its value (in the type's
 * order); undefined when the template sets none, and CloudFormation names it.
 */
export function fixedName(resource: Resource, facts: ResourceFacts): Record<string, unknown> | undefined {
  const set = (facts.get(resource.Type)?.nameProperties ?? [])
    .filter((p) => resource.Properties?.[p] !== undefined)
    .map((p) => [p, resource.Properties?.[p]] as const);
  return set.length > 0 ? Object.fromEntries(set) : undefined;
}

/** `CalculatorName "CourierSite-routes"`; a name made of several properties, each. */
export const describeName = (name: Record<string, unknown>) =>
  Object.entries(name)
    .map(([property, value]) => `${property} ${JSON.stringify(value)}`)
    .join(', ');

/**
 * Properties no update can change, which the database does not record (it flags replacement, and these are not
 * replaced): a KMS key's, where "the update request fails" (CloudFormation's AWS::KMS::Key reference).
 */
export const updateFailsWhenChanged: Record<string, readonly string[]> = {
  'AWS::KMS::Key': ['KeySpec', 'KeyUsage', 'Origin', 'MultiRegion'],
};
