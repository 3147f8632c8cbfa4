/**
 * What CloudFormation replaces, and the names that make a replacement fail (issue 54 A), from the facts of each type
 * (resource-facts.ts):
 * - a resource whose change replaces it: refused when its physical name is fixed and stays so (CloudFormation makes
 *   the new one before it deletes the old, the name is taken, and the update fails: "cannot update a stack when a
 *   custom-named resource requires replacing"), and when it holds data (the new one starts empty);
 * - a resource that leaves the stack: refused when one of its type under another logical ID takes its fixed name (the
 *   create collides the same way), when, retained, one of its type with no name takes its place (made beside the one
 *   kept, whose data stays there), or when it holds data;
 * - a KMS key property no update can change.
 */
import { type Problem, problem, same, where } from './problems';
import type { ResourceFacts } from './resource-facts';
import { describeName, fixedName, isStateful, type Resource, retains, updateFailsWhenChanged } from './resources';

const changed = (was: Resource, is: Resource) => (property: string) =>
  !same(was.Properties?.[property], is.Properties?.[property]);

/** What to change for a new name: the property, or "name" for one made of several (a record's name and type). */
const nameWord = (name: Record<string, unknown>) => {
  const properties = Object.keys(name);
  return properties.length === 1 ? properties[0] : 'name';
};

/** What CloudFormation does with the old one when it replaces a resource that holds data. */
const oldOneAfterReplacement = (was: Resource) =>
  retains(was.UpdateReplacePolicy) ? 'keep the old one outside the stack' : 'delete the old one with what it holds';

/** `was` becoming `is` under the same logical ID, when CloudFormation would fail it or replace what holds data. */
export function replacementProblem(
  stack: string,
  id: string,
  was: Resource,
  is: Resource,
  facts: ResourceFacts,
): Problem | undefined {
  const resource = where(stack, id, was);
  const stateful = isStateful(was, facts);
  if (is.Type !== was.Type) {
    if (!stateful) return undefined;
    const line = `${resource}: Type changed, so CloudFormation would replace it with a new, empty one and ${oldOneAfterReplacement(was)}.`;
    return problem('replaced', stack, id, line);
  }
  const unchangeable = (updateFailsWhenChanged[was.Type] ?? []).filter(changed(was, is));
  if (unchangeable.length > 0) {
    const line =
      `${resource}: ${unchangeable.join(', ')} changed, so the update fails (a KMS key cannot change it). ` +
      'Make a new key under another logical ID, and move to it.';
    return problem('update-fails', stack, id, line);
  }
  const replacedBy = facts.get(was.Type)?.replacedBy ?? {};
  const replacing = Object.keys(replacedBy).filter(changed(was, is));
  if (replacing.length === 0) return undefined;
  const certain = replacing.some((p) => replacedBy[p] === 'yes');
  const name = fixedName(was, facts);
  if (name && same(name, fixedName(is, facts))) {
    const line =
      `${resource}: ${replacing.join(', ')} changed, which CloudFormation applies by ` +
      `${certain ? 'replacing' : 'sometimes replacing'} it, and its name is fixed (${describeName(name)}): the new ` +
      'one would be made while the old one holds the name, so the update fails. Give it a new ' +
      `${nameWord(name)} in the same change${stateful ? ' (a new, empty one: move what it holds)' : ''}, or, to ` +
      'keep the name, rename it in two deploys (to a new name with the change, then back).';
    return problem('replaced', stack, id, line);
  }
  if (!stateful) return undefined;
  const line =
    `${resource}: ${replacing.join(', ')} changed, so CloudFormation ${certain ? 'would' : 'may'} replace it with ` +
    `a new, empty one and ${oldOneAfterReplacement(was)}. Keep ${replacing.length > 1 ? 'them' : 'it'} as ` +
    'deployed, or make the new one beside it under another logical ID and move what it holds.';
  return problem('replaced', stack, id, line);
}

/**
 * `was` no longer in the stack under `id`, `added` the stack's resources under logical IDs it did not have: a problem
 * when one of them takes its place and collides or leaves it behind, or when it held data.
 */
export function departureProblem(
  stack: string,
  id: string,
  was: Resource,
  added: [string, Resource][],
  facts: ResourceFacts,
): Problem | undefined {
  const resource = where(stack, id, was);
  const stateful = isStateful(was, facts);
  const name = fixedName(was, facts);
  if (name) {
    const successor = added.find(([, r]) => r.Type === was.Type && same(fixedName(r, facts), name))?.[0];
    if (successor) {
      const line =
        `${resource} would become ${successor} under the same name (${describeName(name)}): CloudFormation makes ` +
        `${successor} before it deletes ${id}, so the create collides with the name in use and the update fails. ` +
        `Keep its logical ID (overrideLogicalId), or give ${successor} a new ${nameWord(name)}` +
        `${stateful ? ` (a new, empty one: what it holds stays in ${id})` : ''}; to keep the name, go back to it in ` +
        'a later deploy.';
      return problem('moved', stack, id, line);
    }
  } else if (retains(was.DeletionPolicy)) {
    // Things CloudFormation names: the new one of its type takes its place.
    const successor = added.find(([, r]) => r.Type === was.Type && !fixedName(r, facts))?.[0];
    if (successor) {
      const line =
        `${resource} is retained and would become ${successor}: CloudFormation makes the new one beside the one ` +
        'it keeps (data stays in the old one). Keep its logical ID (overrideLogicalId), or move it with a ' +
        'resource import.';
      return problem('moved', stack, id, line);
    }
  }
  if (!stateful) return undefined;
  const line = retains(was.DeletionPolicy)
    ? `${resource} would leave the stack: it is kept in the account, no longer the stack's, and what it holds with it.`
    : `${resource} would be deleted, and what it holds with it.`;
  return problem('removed', stack, id, line);
}
