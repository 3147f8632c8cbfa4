/**
 * `npm start` and `npm run dev` run every part in one process (dynalite, the SES inbox, the sender and sweeper
 * loops, the site server). When one of them throws where nothing catches it, the whole process stops, saying which
 * error and where, with a non-zero exit: a stack left serving without its store would thank visitors for quotes it
 * has lost.
 */

/** The error's name and message, and the first place in a file it was thrown from. */
export function describeCrash(error: unknown): string {
  if (!(error instanceof Error)) return `A value that is not an Error was thrown: ${String(error)}`;
  const where = error.stack
    ?.split('\n')
    .slice(1)
    .map((line) => line.trim())
    .find((line) => line.startsWith('at '));
  return where ? `${error.name}: ${error.message}\n    ${where}` : `${error.name}: ${error.message}`;
}

type CrashSource = Pick<NodeJS.Process, 'on' | 'exit'>;

/** From now on an uncaught exception or unhandled rejection prints why and exits with status 1. */
export function stopOnCrash(command: string, target: CrashSource = process, write = console.error): void {
  const crash = (error: unknown) => {
    write(`\n  ${command}: stopped, because a part of the local stack crashed:\n  ${describeCrash(error)}\n`);
    target.exit(1);
  };
  target.on('uncaughtException', crash);
  target.on('unhandledRejection', crash);
}
