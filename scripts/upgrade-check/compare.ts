/**
 * The comparison `npm run upgrade-check` makes between the templates deployed (REF's) and today's: every change
 * CloudFormation cannot apply in one update, or that loses data, one problem each, naming the resource.
 * - More than one global secondary index created or deleted on one table: DynamoDB does one per update, so the update
 *   fails and rolls back (and may leave an index behind). An index whose keys or projection change is deleted and made
 *   again: two.
 * - A stateful resource (stateful-resources.ts) replaced, or removed from the stack.
 * - A retained resource whose logical ID changed: CloudFormation makes the new one beside the kept old one (a fixed
 *   name collides, a table starts empty).
 * - A web ACL removed while another stack's distribution uses it: that stack deploys after, so the delete fails and
 *   the web ACL stays, billed (DEPLOY.md 7, "Turning WAF off").
 */
import { isStateful, type Resource, replacedWhenChanged, retainedPolicies, tableTypes } from './stateful-resources';

export interface Template {
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, { Value?: unknown }>;
}

/** Templates by the name of the stack CloudFormation knows them as. */
export type Templates = Record<string, Template>;

export interface IndexChange {
  created: string[];
  deleted: string[];
  /** Same name, other keys or projection: deleted and made again. */
  remade: string[];
}

export interface Problem {
  stack: string;
  logicalId: string;
  /** One plain line naming the resource and what would happen. */
  line: string;
  /** For a table's indexes: which (an earlier commit may make one of them first). */
  indexes?: IndexChange;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const name = (stack: string, id: string, resource: Resource) => `${stack} ${id} (${resource.Type})`;
const retained = (resource: Resource) => retainedPolicies.includes(resource.DeletionPolicy ?? 'Delete');

interface Index {
  IndexName: string;
  KeySchema?: unknown;
  Projection?: unknown;
}
const indexesOf = (table: Resource) =>
  new Map(((table.Properties?.GlobalSecondaryIndexes as Index[] | undefined) ?? []).map((i) => [i.IndexName, i]));

/** The global secondary indexes an update of `before` into `after` creates, deletes and makes again. */
export function indexChange(before: Resource, after: Resource): IndexChange {
  const old = indexesOf(before);
  const now = indexesOf(after);
  return {
    created: [...now.keys()].filter((n) => !old.has(n)),
    deleted: [...old.keys()].filter((n) => !now.has(n)),
    remade: [...now.keys()].filter((n) => {
      const was = old.get(n);
      const is = now.get(n);
      return was && is && !(same(was.KeySchema, is.KeySchema) && same(was.Projection, is.Projection));
    }),
  };
}

/** DynamoDB's operations on indexes that the change takes: one is all one update may hold. */
export const indexOperations = (change: IndexChange) =>
  change.created.length + change.deleted.length + 2 * change.remade.length;

function describeIndexChange(change: IndexChange): string {
  const parts = [
    change.created.length > 0 ? `created (${change.created.join(', ')})` : '',
    change.deleted.length > 0 ? `deleted (${change.deleted.join(', ')})` : '',
    change.remade.length > 0 ? `deleted and made again with other keys (${change.remade.join(', ')})` : '',
  ].filter(Boolean);
  return `${indexOperations(change)} global secondary index operations in one update: ${parts.join(', ')}`;
}

/** What a resource with a name property is called, to match a renamed logical ID to the same thing. */
const physicalName = (resource: Resource) =>
  JSON.stringify(
    resource.Properties?.Name ??
      resource.Properties?.EmailIdentity ??
      resource.Properties?.TableName ??
      resource.Properties?.BucketName ??
      resource.Properties?.LogGroupName ??
      null,
  );

function changedInStack(stack: string, before: Template, after: Template | undefined): Problem[] {
  const old = before.Resources ?? {};
  const now = after?.Resources ?? {};
  const added = Object.entries(now).filter(([id]) => !(id in old));
  const problems: Problem[] = [];
  for (const [id, was] of Object.entries(old)) {
    const is = now[id];
    if (!is) {
      // Gone from the stack: moved to another logical ID (a retained resource), or removed.
      // Named things match by name (a record, an identity); things CloudFormation names, by type.
      const successor =
        retained(was) && added.find(([, r]) => r.Type === was.Type && physicalName(r) === physicalName(was));
      if (successor) {
        problems.push({
          stack,
          logicalId: id,
          line:
            `${name(stack, id, was)} is retained and would become ${successor[0]}: CloudFormation makes the new one ` +
            'beside the one it keeps (a fixed name collides, data stays in the old one). Keep its logical ID ' +
            '(overrideLogicalId), or move it with a resource import.',
        });
      } else if (isStateful(was)) {
        problems.push({
          stack,
          logicalId: id,
          line: retained(was)
            ? `${name(stack, id, was)} would leave the stack: it is kept in the account, no longer the stack's, and what it holds with it.`
            : `${name(stack, id, was)} would be deleted, and what it holds with it.`,
        });
      }
      continue;
    }
    if (!isStateful(was) && !tableTypes.includes(was.Type)) continue;
    const forcing =
      is.Type !== was.Type
        ? ['Type']
        : (replacedWhenChanged[was.Type] ?? []).filter((p) => !same(was.Properties?.[p], is.Properties?.[p]));
    if (forcing.length > 0) {
      const outcome =
        was.Type === 'AWS::KMS::Key'
          ? 'the update fails (a KMS key cannot change it)'
          : `CloudFormation would replace it with a new, empty one and ${retainedPolicies.includes(was.UpdateReplacePolicy ?? 'Delete') ? 'keep the old one outside the stack' : 'delete the old one with what it holds'}`;
      problems.push({
        stack,
        logicalId: id,
        line: `${name(stack, id, was)}: ${forcing.join(', ')} changed, so ${outcome}.`,
      });
      continue;
    }
    if (tableTypes.includes(was.Type)) {
      const change = indexChange(was, is);
      if (indexOperations(change) > 1) {
        problems.push({
          stack,
          logicalId: id,
          indexes: change,
          line:
            `${name(stack, id, was)}: ${describeIndexChange(change)}. DynamoDB creates or deletes one global ` +
            'secondary index per update, so the update would fail and roll back.',
        });
      }
    }
  }
  return problems;
}

/** The stacks whose web ACL output another stack's template reads (the distribution's WebACLId), by stack and ID. */
function webAclsInUse(templates: Templates): Set<string> {
  const used = new Set<string>();
  const text = JSON.stringify(templates);
  for (const [stack, template] of Object.entries(templates)) {
    for (const [output, { Value }] of Object.entries(template.Outputs ?? {})) {
      const acl = (Value as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];
      if (
        acl &&
        template.Resources?.[acl]?.Type === 'AWS::WAFv2::WebACL' &&
        text.includes(`"OutputName":"${output}"`)
      ) {
        used.add(`${stack} ${acl}`);
      }
    }
  }
  return used;
}

export function compareTemplates(before: Templates, after: Templates): Problem[] {
  const problems = Object.entries(before).flatMap(([stack, template]) => changedInStack(stack, template, after[stack]));
  for (const used of webAclsInUse(before)) {
    const [stack = '', id = ''] = used.split(' ');
    if (after[stack]?.Resources?.[id]) continue;
    problems.push({
      stack,
      logicalId: id,
      line:
        `${stack} ${id} (AWS::WAFv2::WebACL) would be deleted while the distribution still uses it: ${stack} deploys ` +
        'first, the delete fails, and the web ACL stays, billed. Turn WAF off in two steps (DEPLOY.md 7, "Turning WAF off").',
    });
  }
  return problems;
}
