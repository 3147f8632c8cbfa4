/**
 * The code `npm run upgrade-check` compares: a commit of this repository, checked out in a temporary git worktree with
 * its own dependencies (`npm ci`, from the npm cache where it can), or this working tree; and the CDK app each
 * synthesizes, run as `cdk deploy` runs it (its own cdk.json, the same -c options), into a temporary directory.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Templates } from './problems';

const run = promisify(execFile);

/** What went wrong, in one line for the operator (the last line the tool printed), never a stack trace. */
export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

/** The environment for the tools run in a checkout: without what `npm run` set for this one, and no phoning home. */
function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_|^INIT_CWD$/i.test(key)));
  return { ...env, CDK_DISABLE_CLI_TELEMETRY: 'true', CI: 'true' };
}

async function tool(what: string, file: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(file, args, { cwd, env: childEnv(), maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    // The CDK CLI ends with "…: Subprocess exited with error 1" after the app's own message: the app's says why.
    const last = `${stdout}\n${stderr}`
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/Subprocess exited with error/.test(line))
      .at(-1);
    throw new CheckoutError(`${what} failed${last ? `: ${last}` : ''}`);
  }
}

export const git = (repo: string, ...args: string[]) => tool(`git ${args[0]}`, 'git', args, repo);

/** The commit `ref` names, or undefined when it names none. */
export async function resolveCommit(repo: string, ref: string): Promise<string | undefined> {
  if (ref.startsWith('-')) return undefined;
  try {
    return (await git(repo, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`)).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `commit`'s short name and subject, as git log prints them. */
export async function describeCommit(repo: string, commit: string): Promise<string> {
  const [short = '', subject = ''] = (await git(repo, 'log', '-1', '--format=%h%n%s', commit)).split('\n');
  return `${short} (${subject.length > 60 ? `${subject.slice(0, 59)}…` : subject})`;
}

/**
 * Synthesizes the CDK app in `dir` (`label` in messages) into a temporary directory, as `cdk deploy` would, and reads
 * every stack's template.
 */
export async function synthesize(dir: string, context: string[], label: string): Promise<Templates> {
  const out = mkdtempSync(join(tmpdir(), 'upgrade-check-synth-'));
  try {
    const cdk = join(dir, 'node_modules/.bin/cdk');
    const contextArgs = context.flatMap((pair) => ['-c', pair]);
    await tool(`cdk synth of ${label}`, cdk, ['synth', '--quiet', '--no-notices', '-o', out, ...contextArgs], dir);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; properties?: { templateFile: string; stackName?: string } }>;
    };
    return Object.fromEntries(
      Object.entries(manifest.artifacts)
        .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack' && artifact.properties)
        .map(([id, { properties }]) => [
          properties?.stackName ?? id,
          JSON.parse(readFileSync(join(out, properties?.templateFile ?? ''), 'utf8')),
        ]),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** How a checkout is synthesized (`synthesize` above; a test gives its own). */
export type Synthesizer = (dir: string, context: string[], label: string) => Promise<Templates>;

/**
 * This working tree and earlier commits of `repo`, each synthesized once per -c options for every run that shares
 * them (upgrade-check's own test runs it twice). The commits are checked out in one temporary worktree with its own
 * dependencies: `npm ci` runs again only when a commit's package-lock.json differs from the one installed. `dispose`
 * removes the worktree.
 */
export class CommitCheckouts {
  private dir?: string;
  private installedLock?: string;
  private readonly synthesized = new Map<string, Templates>();

  constructor(
    private readonly repo: string,
    private readonly synthesizeIn: Synthesizer = synthesize,
  ) {}

  /** This working tree's templates: today's code, as the repository's files are now. */
  workingTree(context: string[]): Promise<Templates> {
    return this.once(['this working tree', context], () => this.synthesizeIn(this.repo, context, 'this working tree'));
  }

  /** `commit`'s templates, checked out in the worktree. */
  synthesize(commit: string, context: string[]): Promise<Templates> {
    return this.once([commit, context], () => this.checkOutAndSynthesize(commit, context));
  }

  private async once(key: [string, string[]], make: () => Promise<Templates>): Promise<Templates> {
    const name = JSON.stringify(key);
    const known = this.synthesized.get(name);
    if (known) return known;
    const templates = await make();
    this.synthesized.set(name, templates);
    return templates;
  }

  private async checkOutAndSynthesize(commit: string, context: string[]): Promise<Templates> {
    const label = commit.slice(0, 7);
    if (!this.dir) {
      this.dir = join(mkdtempSync(join(tmpdir(), 'upgrade-check-')), 'worktree');
      await git(this.repo, 'worktree', 'add', '--detach', '--quiet', this.dir, commit);
    } else {
      await git(this.dir, 'checkout', '--detach', '--quiet', '--force', commit);
      // What the last commit's build and synth left, but the dependencies.
      await git(this.dir, 'clean', '-fdxq', '-e', 'node_modules');
    }
    const lock = (await git(this.dir, 'rev-parse', `${commit}:package-lock.json`)).trim();
    if (lock !== this.installedLock) {
      const npmCi = ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
      await tool(`npm ci of ${label}`, 'npm', npmCi, this.dir);
      this.installedLock = lock;
    }
    return this.synthesizeIn(this.dir, context, label);
  }

  async dispose(): Promise<void> {
    if (!this.dir) return;
    await git(this.repo, 'worktree', 'remove', '--force', this.dir).catch(() => undefined);
    rmSync(join(this.dir, '..'), { recursive: true, force: true });
    this.dir = undefined;
  }
}

/**
 * The commits after `from` up to HEAD, oldest first, whose changes (tests aside) touch an index: a line naming one of
 * `indexNames` as a quoted string, or declaring an index. Where one of them makes a single index, it is the step to
 * deploy first.
 */
export async function commitsTouchingIndexes(repo: string, from: string, indexNames: string[]): Promise<string[]> {
  const names = indexNames.map((n) => n.replace(/[^A-Za-z0-9_-]/g, '.')).join('|');
  const pattern = `indexName|GlobalSecondaryIndex|['"\`](${names})['"\`]`;
  const log = await git(
    repo,
    'log',
    '--reverse',
    '--format=%H',
    '--extended-regexp',
    '-G',
    pattern,
    `${from}..HEAD`,
    '--',
    '.',
    ':(exclude)*.test.ts',
    ':(exclude)*.md',
  );
  return log.split('\n').filter(Boolean);
}
