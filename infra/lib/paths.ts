/**
 * Where infra finds the rest of the monorepo: the Lambda entries, the frontend, the lock file and cdk.json are found
 * from its root. A leaf every part of infra/lib may import (it imports none of them).
 */
import { fileURLToPath } from 'node:url';

/** The monorepo root. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
