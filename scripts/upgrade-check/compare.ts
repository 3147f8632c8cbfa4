/**
 * The comparison `npm run upgrade-check` makes between the templates deployed (REF's) and today's: every change
 * CloudFormation cannot apply in one update, that loses data or that takes a safeguard away, one problem each, naming
 * the resource, with the ID that accepts it.
 * - More than one global secondary index operation on one table (indexes.ts).
 * - A replacement that fails on a fixed name or loses data, a resource that leaves the stack holding data or whose
 *   logical ID changes under a fixed name or a retaining policy, a KMS key change no update makes (replacement.ts),
 *   from what the CDK CLI's database says of each type (resource-facts.ts).
 * - A safeguard taken away: point-in-time recovery, deletion protection, a retaining policy, a TTL, a backup selection
 *   (safeguards.ts).
 * - A web ACL removed while another stack's distribution uses it: that stack deploys after, so the delete fails and
 *   the web ACL stays, billed (DEPLOY.md 7, "Turning WAF off").
 */
import { indexProblem } from './indexes';
import { type Problem, problem, type Template, type Templates } from './problems';
import { departureProblem, replacementProblem } from './replacement';
import type { ResourceFacts } from './resource-facts';
import { tableTypes } from './resources';
import { backupSelectionRemoved, safeguardProblems } from './safeguards';

function changedInStack(stack: string, before: Template, after: Template | undefined, facts: ResourceFacts) {
  const old = before.Resources ?? {};
  const now = after?.Resources ?? {};
  const added = Object.entries(now).filter(([id]) => !(id in old));
  const problems: (Problem | undefined)[] = [];
  for (const [id, was] of Object.entries(old)) {
    const is = now[id];
    if (!is) {
      problems.push(departureProblem(stack, id, was, added, facts), backupSelectionRemoved(stack, id, was, added));
      continue;
    }
    const replaced = replacementProblem(stack, id, was, is, facts);
    if (replaced || is.Type !== was.Type) {
      problems.push(replaced);
      continue;
    }
    if (tableTypes.includes(was.Type)) problems.push(indexProblem(stack, id, was, is));
    problems.push(...safeguardProblems(stack, id, was, is));
  }
  return problems.filter((p) => p !== undefined);
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

/** Everything that deploying `after` over `before` would do that the operator must hear of. */
export function compareTemplates(before: Templates, after: Templates, facts: ResourceFacts): Problem[] {
  const problems = Object.entries(before).flatMap(([stack, template]) =>
    changedInStack(stack, template, after[stack], facts),
  );
  for (const used of webAclsInUse(before)) {
    const [stack = '', id = ''] = used.split(' ');
    if (after[stack]?.Resources?.[id]) continue;
    const line =
      `${stack} ${id} (AWS::WAFv2::WebACL) would be deleted while the distribution still uses it: ${stack} deploys ` +
      'first, the delete fails, and the web ACL stays, billed. Turn WAF off in two steps (DEPLOY.md 7, "Turning WAF off").';
    problems.push(problem('web-acl-in-use', stack, id, line));
  }
  return problems;
}
