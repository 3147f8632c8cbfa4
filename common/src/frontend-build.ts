import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/**
 * Where the frontend build writes the site: frontend/dist when unset. CDK builds into its asset directory instead, so
 * a synth never replaces the build that `npm start` or the browser tests are serving.
 */
export const frontendOutDirEnv = 'FRONTEND_OUT_DIR';

/**
 * The build's directories (frontend/vite.config.ts and scripts/prerender.ts agree through this): the site, and the
 * server entry the prerender step runs and then removes. That entry stays inside frontend/, where Node finds the
 * packages it imports, and each output directory has its own, so two builds at once never share one.
 */
export function frontendBuildDirs(
  frontendDir: string,
  env: Record<string, string | undefined>,
): { outDir: string; ssrDir: string } {
  const custom = env[frontendOutDirEnv]?.trim();
  if (!custom) return { outDir: join(frontendDir, 'dist'), ssrDir: join(frontendDir, 'dist-ssr') };
  const outDir = resolve(frontendDir, custom);
  const id = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
  return { outDir, ssrDir: join(frontendDir, `dist-ssr-${id}`) };
}
