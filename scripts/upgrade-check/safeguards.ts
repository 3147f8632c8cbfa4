/**
 * The safeguards an update must not take away without a word (issue 54 B), each refused until accepted:
 * - a table's point-in-time recovery turned off or its period shortened (DynamoDB drops the restore points with it),
 *   or its deletion protection turned off: an AWS::DynamoDB::Table's own, a GlobalTable's per replica (a replica that
 *   goes takes them with it);
 * - a DeletionPolicy or UpdateReplacePolicy weakened: from keeping the resource (Retain, RetainExceptOnCreate, which
 *   is the same for a deployed one) to a snapshot of it, or to deleting it (Delete, or none), or from a snapshot to
 *   deleting it;
 * - a table's TTL turned off or moved to another attribute: items stop expiring, and the quote table's retention is
 *   what the privacy notice states;
 * - a backup selection removed (nothing of the same selection takes its place).
 */
import { type FindingKind, type Problem, problem, same, where } from './problems';
import { type Resource, retains, tableTypes } from './resources';

/** How much of a resource a policy keeps: all of it, a snapshot (where its type takes one), nothing. */
const keeps = (policy: string | undefined) => (retains(policy) ? 2 : policy === 'Snapshot' ? 1 : 0);

const policyChecks = [
  ['DeletionPolicy', 'deletion-policy', 'when it leaves the stack or the stack is deleted, it'],
  ['UpdateReplacePolicy', 'update-replace-policy', 'when an update replaces it, the old one'],
] as const satisfies readonly [keyof Resource, FindingKind, string][];

function weakenedPolicies(stack: string, id: string, was: Resource, is: Resource): Problem[] {
  return policyChecks.flatMap(([attribute, kind, when]) => {
    const before = was[attribute];
    const after = is[attribute];
    if (keeps(after) >= keeps(before)) return [];
    const fate = keeps(after) === 1 ? 'is deleted (a snapshot kept, where its type takes one)' : 'is deleted';
    const line =
      `${where(stack, id, was)}: ${attribute} ${before} → ${after ?? 'none (Delete)'}: ${when} ${fate} ` +
      `instead of kept. Keep ${attribute} ${before}, unless letting it go is the point of this change.`;
    return [problem(kind, stack, id, line)];
  });
}

/** CloudFormation takes a boolean property as `true` or `"true"`; anything else (an expression too) may be off. */
const on = (value: unknown) => value === true || value === 'true';

interface TableSafeguards {
  pitr: boolean;
  /** Days of restore points kept: DynamoDB's default is 35. */
  pitrDays: number;
  deletionProtection: boolean;
}
const none: TableSafeguards = { pitr: false, pitrDays: 0, deletionProtection: false };

function safeguardsOf(spec: Record<string, unknown> | undefined): TableSafeguards {
  const pitr = spec?.PointInTimeRecoverySpecification as Record<string, unknown> | undefined;
  return {
    pitr: on(pitr?.PointInTimeRecoveryEnabled),
    pitrDays: Number(pitr?.RecoveryPeriodInDays ?? 35),
    deletionProtection: on(spec?.DeletionProtectionEnabled),
  };
}

/** A table's safeguards: an AWS::DynamoDB::Table's under '', a GlobalTable's by replica (its Region). */
function tableSafeguards(table: Resource): Map<string, TableSafeguards> {
  if (table.Type === 'AWS::DynamoDB::Table') return new Map([['', safeguardsOf(table.Properties)]]);
  const replicas = (table.Properties?.Replicas as Record<string, unknown>[] | undefined) ?? [];
  return new Map(
    replicas.map((r) => [typeof r.Region === 'string' ? r.Region : JSON.stringify(r.Region), safeguardsOf(r)]),
  );
}

function tableProblems(stack: string, id: string, was: Resource, is: Resource): Problem[] {
  const before = tableSafeguards(was);
  const after = tableSafeguards(is);
  /** Where `lost` holds (per replica of a GlobalTable), as the line says it; undefined where it holds nowhere. */
  const found = (
    lost: (was: TableSafeguards, is: TableSafeguards) => boolean,
    detail: (was: TableSafeguards, is: TableSafeguards) => string = () => '',
  ) => {
    const places = [...before].flatMap(([replica, s]) => {
      const now = after.get(replica);
      if (!lost(s, now ?? none)) return [];
      const what = now ? detail(s, now) : 'the replica removed';
      if (is.Type === 'AWS::DynamoDB::Table') return [what];
      return [`replica ${replica}${what ? `: ${what}` : ''}`];
    });
    if (places.length === 0) return undefined;
    return places.some(Boolean) ? ` (${places.join('; ')})` : '';
  };
  const problems: Problem[] = [];
  const resource = where(stack, id, was);
  const pitrOff = found((s, now) => s.pitr && !now.pitr);
  if (pitrOff !== undefined) {
    const line =
      `${resource}: point-in-time recovery turned off${pitrOff}: DynamoDB drops its restore points with it, and ` +
      'turned on again it starts from none. Keep PointInTimeRecoverySpecification on.';
    problems.push(problem('pitr-off', stack, id, line));
  }
  const shorter = found(
    (s, now) => s.pitr && now.pitr && now.pitrDays < s.pitrDays,
    (s, now) => `${s.pitrDays} → ${now.pitrDays} days`,
  );
  if (shorter !== undefined) {
    const line =
      `${resource}: point-in-time recovery period shortened${shorter}: the restore points older than the new ` +
      'period are gone with the update. Keep RecoveryPeriodInDays as deployed.';
    problems.push(problem('pitr-shorter', stack, id, line));
  }
  const unprotected = found((s, now) => s.deletionProtection && !now.deletionProtection);
  if (unprotected !== undefined) {
    const line =
      `${resource}: deletion protection turned off${unprotected}: one call or stack change can then delete the ` +
      'table and what it holds. Keep DeletionProtectionEnabled true; turn it off only in a change of its own, ' +
      'made to delete the table.';
    problems.push(problem('deletion-protection-off', stack, id, line));
  }
  const ttl = ttlProblem(stack, id, was, is);
  return ttl ? [...problems, ttl] : problems;
}

function ttlProblem(stack: string, id: string, was: Resource, is: Resource): Problem | undefined {
  const ttlOf = (table: Resource) => {
    const spec = table.Properties?.TimeToLiveSpecification as Record<string, unknown> | undefined;
    return on(spec?.Enabled) ? spec?.AttributeName : undefined;
  };
  const before = ttlOf(was);
  const after = ttlOf(is);
  if (before === undefined || same(before, after)) return undefined;
  const attribute = JSON.stringify(before);
  const change =
    after === undefined
      ? `its TTL on ${attribute} turned off: items stop expiring`
      : `its TTL moved from ${attribute} to ${JSON.stringify(after)}: items with ${attribute} alone stop expiring`;
  const line =
    `${where(stack, id, was)}: ${change}, so what it keeps for a set time (the quote table's retention, which the ` +
    `privacy notice states) is kept for ever. Keep the TTL on ${attribute}, or write both attributes for a whole ` +
    'retention period before moving it.';
  return problem('ttl', stack, id, line);
}

/** `was` becoming `is` under the same logical ID and type: every safeguard it loses. */
export function safeguardProblems(stack: string, id: string, was: Resource, is: Resource): Problem[] {
  const policies = weakenedPolicies(stack, id, was, is);
  return tableTypes.includes(was.Type) ? [...policies, ...tableProblems(stack, id, was, is)] : policies;
}

/** `was` no longer in the stack under `id`: a backup selection that nothing of the same selection replaces. */
export function backupSelectionRemoved(
  stack: string,
  id: string,
  was: Resource,
  added: [string, Resource][],
): Problem | undefined {
  if (was.Type !== 'AWS::Backup::BackupSelection') return undefined;
  if (added.some(([, r]) => r.Type === was.Type && same(r.Properties, was.Properties))) return undefined;
  const line =
    `${where(stack, id, was)} would be removed: what it selects is no longer backed up (the recovery points ` +
    'made so far stay in the vault until they expire). Keep it, unless ending those backups is the point of this change.';
  return problem('backup-selection-removed', stack, id, line);
}
