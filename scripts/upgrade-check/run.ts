/**
 * `npm run upgrade-check -- --from REF [-c name=value …] [--accept-risk ID …]`, before an update of a deployment made
 * from REF: synthesizes today's templates and REF's (a temporary worktree with its own dependencies, the same -c
 * options, REF's own cdk.json), compares them (compare.ts) and prints one line per change CloudFormation cannot apply
 * in one update, that loses data or that takes a safeguard away, each with the ID that accepts it, exit 1; or `go`,
 * exit 0, when there is none or each is accepted (`--accept-risk ID`, printed as accepted). A table that would get
 * more than one index in one update is offered the commit to deploy first where one between REF and HEAD makes one of
 * its indexes alone. Exit 2, with one line, when it cannot run (an unknown REF, a bad -c, an --accept-risk that names
 * no finding, a checkout that does not synthesize, the CDK CLI's resource database unreadable).
 */
import { parseUpgradeCheckArgs, UsageError } from './args';
import { CheckoutError, CommitCheckouts, commitsTouchingIndexes, describeCommit, resolveCommit } from './checkouts';
import { compareTemplates } from './compare';
import { indexChange, indexOperations } from './indexes';
import type { IndexChange, Problem, Templates } from './problems';
import { type ResourceFacts, ResourceFactsError, resourceFacts } from './resource-facts';
import { acceptedLine, acceptRisks, refusalLine } from './verdict';

export interface UpgradeCheckIo {
  /** The verdict: one line per problem (accepted ones first), then `go` when none is refused. */
  out(line: string): void;
  /** What it is doing meanwhile (a synthesis takes a minute or two). */
  progress(line: string): void;
}

export interface UpgradeCheckOptions {
  /** The repository: its working tree is today's code, its commits REF and the steps between. */
  repo: string;
  /** How many commits between REF and HEAD may be synthesized looking for one to deploy first. */
  maxSteps?: number;
  /**
   * Checkouts to reuse across runs (this working tree's synthesis too), their caller disposing of them; by default
   * each run makes and removes its own.
   */
  checkouts?: CommitCheckouts;
}

interface Search {
  context: string[];
  checkouts: CommitCheckouts;
  io: UpgradeCheckIo;
  facts: ResourceFacts;
}

const tableChange = (before: Templates, after: Templates, problem: Problem): IndexChange | undefined => {
  const was = before[problem.stack]?.Resources?.[problem.logicalId];
  const is = after[problem.stack]?.Resources?.[problem.logicalId];
  return was && is ? indexChange(was, is) : undefined;
};

/**
 * The first commit after REF (among those touching indexes) that a deploy from REF takes in one update and that makes
 * some of `problem`'s indexes: deploy it first. Undefined when none of the first `maxSteps` does.
 */
async function stepFirst(
  problem: Problem,
  from: { commit: string; templates: Templates },
  today: Templates,
  { repo, maxSteps = 4 }: UpgradeCheckOptions,
  { context, checkouts, io, facts }: Search,
): Promise<string | undefined> {
  const { created = [], deleted = [], remade = [] } = problem.indexes ?? {};
  const candidates = await commitsTouchingIndexes(repo, from.commit, [...created, ...deleted, ...remade]);
  for (const commit of candidates.slice(0, maxSteps)) {
    io.progress(`Looking for a step between: synthesizing ${await describeCommit(repo, commit)}…`);
    let step: Templates;
    try {
      step = await checkouts.synthesize(commit, context);
    } catch (error) {
      // A commit that does not synthesize (work in progress, a check it failed then) is no step to deploy.
      if (!(error instanceof CheckoutError)) throw error;
      io.progress(`  not a step: ${error.message}`);
      continue;
    }
    const first = tableChange(from.templates, step, problem);
    if (!first || indexOperations(first) !== 1 || compareTemplates(from.templates, step, facts).length > 0) continue;
    const rest = tableChange(step, today, problem);
    const made = first.created[0] ?? first.deleted[0] ?? '';
    const then =
      rest && indexOperations(rest) <= 1
        ? 'then this'
        : `then run npm run upgrade-check -- --from ${commit.slice(0, 7)} again`;
    return `Deploy ${commit.slice(0, 7)} first (it ${first.created.length > 0 ? 'creates' : 'deletes'} ${made}), ${then}.`;
  }
  return undefined;
}

async function check(argv: string[], io: UpgradeCheckIo, options: UpgradeCheckOptions): Promise<number> {
  const { from, context, acceptRisk } = parseUpgradeCheckArgs(argv);
  const commit = await resolveCommit(options.repo, from);
  if (!commit)
    throw new UsageError(`Unknown --from "${from}": no commit of that name in this repository (git fetch?).`);
  const facts = resourceFacts();
  const checkouts = options.checkouts ?? new CommitCheckouts(options.repo);
  try {
    // Today's first: it is quicker, and a bad -c value stops it at once.
    io.progress('Synthesizing this working tree…');
    const today = await checkouts.workingTree(context);
    io.progress(`Synthesizing ${await describeCommit(options.repo, commit)} in a worktree of its own (npm ci first)…`);
    const deployed = await checkouts.synthesize(commit, context);
    const { accepted, refused } = acceptRisks(compareTemplates(deployed, today, facts), acceptRisk);
    for (const problem of accepted) io.out(acceptedLine(problem));
    for (const problem of refused) {
      const search = { context, checkouts, io, facts };
      const step =
        problem.indexes && (await stepFirst(problem, { commit, templates: deployed }, today, options, search));
      const then = problem.indexes
        ? (step ?? 'No commit after REF makes one of them alone: make them one per deploy.')
        : undefined;
      io.out(refusalLine(problem, then));
    }
    if (refused.length > 0) return 1;
  } finally {
    if (!options.checkouts) await checkouts.dispose();
  }
  io.out('go');
  return 0;
}

/** The command: its exit code (0 go, 1 refused, 2 could not run), having printed why. */
export async function runUpgradeCheck(
  argv: string[],
  io: UpgradeCheckIo,
  options: UpgradeCheckOptions,
): Promise<number> {
  try {
    return await check(argv, io, options);
  } catch (error) {
    const operators = [UsageError, CheckoutError, ResourceFactsError];
    if (!operators.some((kind) => error instanceof kind)) throw error;
    io.out((error as Error).message);
    return 2;
  }
}
