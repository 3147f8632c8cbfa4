/** `npm run upgrade-check`'s command line: `--from REF` and the same -c options as `cdk deploy`. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const usage =
  'Usage: npm run upgrade-check -- --from REF [-c name=value …] (REF: the commit deployed now; the -c options of cdk deploy)';

export interface UpgradeCheckArgs {
  /** The commit (or tag, branch) deployed now. */
  from: string;
  /** Each `-c name=value` as `name=value`, in order. */
  context: string[];
}

export function parseUpgradeCheckArgs(argv: string[]): UpgradeCheckArgs {
  let from: string | undefined;
  const context: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-h' || arg === '--help') throw new UsageError(usage);
    const inlineFrom = /^--from=(.*)$/.exec(arg)?.[1];
    if (inlineFrom !== undefined || arg === '--from') {
      from = inlineFrom ?? argv[++i];
      if (!from) throw new UsageError(`--from needs the commit deployed now, e.g. --from v1.4.0. ${usage}`);
      continue;
    }
    const inline = /^--context=(.*)$/.exec(arg)?.[1];
    const pair = inline ?? (arg === '-c' || arg === '--context' ? argv[++i] : undefined);
    if (pair === undefined) throw new UsageError(`Unknown argument "${arg}". ${usage}`);
    if (pair.indexOf('=') < 1) throw new UsageError(`Expected name=value after -c, got "${pair}". ${usage}`);
    context.push(pair);
  }
  if (!from) throw new UsageError(`--from is missing: give the commit deployed now. ${usage}`);
  return { from, context };
}
