/** `npm run upgrade-check`'s command line: `--from REF`, the same -c options as `cdk deploy`, and `--accept-risk ID`. */
import { findingKinds } from './problems';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const usage =
  'Usage: npm run upgrade-check -- --from REF [-c name=value …] [--accept-risk ID …] (REF: the commit deployed now; ' +
  'the -c options of cdk deploy; ID: one a refusal printed, to go ahead with that change)';

export interface UpgradeCheckArgs {
  /** The commit (or tag, branch) deployed now. */
  from: string;
  /** Each `-c name=value` as `name=value`, in order. */
  context: string[];
  /** The IDs of the findings the operator accepts, e.g. `pitr-off:QuotesTable0D319D86`. */
  acceptRisk: string[];
}

/** The value of `NAME VALUE` (or `--name=VALUE`) at argv[i], with the index of the last argument it took. */
function option(
  argv: string[],
  i: number,
  ...names: string[]
): { value: string | undefined; next: number } | undefined {
  const arg = argv[i] as string;
  const long = names.filter((name) => name.startsWith('--'));
  const inline = long.map((name) => (arg.startsWith(`${name}=`) ? arg.slice(name.length + 1) : undefined));
  const given = inline.find((value) => value !== undefined);
  if (given !== undefined) return { value: given, next: i };
  return names.includes(arg) ? { value: argv[i + 1], next: i + 1 } : undefined;
}

const acceptable = new RegExp(`^(${findingKinds.join('|')}):[A-Za-z0-9]+$`);

export function parseUpgradeCheckArgs(argv: string[]): UpgradeCheckArgs {
  let from: string | undefined;
  const context: string[] = [];
  const acceptRisk: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-h' || arg === '--help') throw new UsageError(usage);
    const fromOption = option(argv, i, '--from');
    if (fromOption) {
      from = fromOption.value;
      if (!from) throw new UsageError(`--from needs the commit deployed now, e.g. --from v1.4.0. ${usage}`);
      i = fromOption.next;
      continue;
    }
    const accept = option(argv, i, '--accept-risk');
    if (accept) {
      if (!accept.value || !acceptable.test(accept.value)) {
        throw new UsageError(
          `--accept-risk needs the ID a refusal printed (kind:LogicalId, e.g. pitr-off:QuotesTable0D319D86), got "${accept.value ?? ''}". ${usage}`,
        );
      }
      acceptRisk.push(accept.value);
      i = accept.next;
      continue;
    }
    const contextOption = option(argv, i, '-c', '--context');
    if (contextOption === undefined || contextOption.value === undefined) {
      throw new UsageError(`Unknown argument "${arg}". ${usage}`);
    }
    const pair = contextOption.value;
    if (pair.indexOf('=') < 1) throw new UsageError(`Expected name=value after -c, got "${pair}". ${usage}`);
    context.push(pair);
    i = contextOption.next;
  }
  if (!from) throw new UsageError(`--from is missing: give the commit deployed now. ${usage}`);
  return { from, context, acceptRisk };
}
