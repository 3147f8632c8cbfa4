/**
 * A table's global secondary indexes in an update: DynamoDB creates or deletes one per update, so more than one fails
 * the update, which rolls back (and may leave an index behind). An index whose keys or projection change is deleted
 * and made again: two.
 */
import { type IndexChange, type Problem, problem, same, where } from './problems';
import type { Resource } from './resources';

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

/** The table `was` becoming `is`, when that takes more than one index operation. */
export function indexProblem(stack: string, id: string, was: Resource, is: Resource): Problem | undefined {
  const change = indexChange(was, is);
  if (indexOperations(change) <= 1) return undefined;
  const line =
    `${where(stack, id, was)}: ${describeIndexChange(change)}. DynamoDB creates or deletes one global ` +
    'secondary index per update, so the update would fail and roll back.';
  return { ...problem('indexes', stack, id, line), indexes: change };
}
