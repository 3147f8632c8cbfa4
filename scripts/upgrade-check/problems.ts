/**
 * What `npm run upgrade-check` compares (templates by stack) and what it finds: one problem per change that
 * CloudFormation cannot apply in one update, that loses data or that takes a safeguard away, each with a stable ID
 * (`kind:LogicalId`) the operator can accept with `--accept-risk ID`.
 */
import type { Resource } from './resources';

export interface Template {
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, { Value?: unknown }>;
}

/** Templates by the name of the stack CloudFormation knows them as. */
export type Templates = Record<string, Template>;

/** Every kind of finding, the first part of its ID. */
export const findingKinds = [
  'indexes',
  'replaced',
  'update-fails',
  'removed',
  'moved',
  'web-acl-in-use',
  'pitr-off',
  'pitr-shorter',
  'deletion-protection-off',
  'deletion-policy',
  'update-replace-policy',
  'ttl',
  'backup-selection-removed',
] as const;
export type FindingKind = (typeof findingKinds)[number];

export interface IndexChange {
  created: string[];
  deleted: string[];
  /** Same name, other keys or projection: deleted and made again. */
  remade: string[];
}

export interface Problem {
  /** `kind:LogicalId`, the same for the same change in every run: what `--accept-risk` names. */
  id: string;
  stack: string;
  logicalId: string;
  /** One plain line naming the resource, the property, what would happen and the way through. */
  line: string;
  /** For a table's indexes: which (an earlier commit may make one of them first). */
  indexes?: IndexChange;
}

export const problem = (kind: FindingKind, stack: string, logicalId: string, line: string): Problem => ({
  id: `${kind}:${logicalId}`,
  stack,
  logicalId,
  line,
});

/** How a line names a resource: `CourierSite QuotesTable0D319D86 (AWS::DynamoDB::GlobalTable)`. */
export const where = (stack: string, id: string, resource: Resource) => `${stack} ${id} (${resource.Type})`;

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
