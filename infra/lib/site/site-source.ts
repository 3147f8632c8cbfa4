import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { frontendOutDirEnv } from '@courier/common/frontend-build';
import { type SiteConfig, siteConfigEnv } from '@courier/common/site-config';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { repoRoot } from '../paths';

/** The environment the frontend build reads its settings from (see `siteConfigEnv`). */
export function siteBuildEnv(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(siteConfigEnv).map(([key, name]) => [name, String(site[key as keyof SiteConfig])]),
  );
}

/**
 * The built site: `siteDir` when given (tests, or a site built elsewhere), otherwise `frontend` built during synth
 * with the stack's settings, so the deployed pages, canonical URLs and CSP agree. No Docker: the build runs locally.
 */
export function siteSource(site: SiteConfig, siteDir?: string): ISource {
  if (siteDir) {
    if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`siteDir ${siteDir} has no index.html`);
    return Source.asset(siteDir);
  }
  const frontend = join(repoRoot, 'frontend');
  return Source.asset(frontend, {
    // The output depends on common/ and the settings too, so hash what was built rather than the sources.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('none'),
      environment: siteBuildEnv(site),
      local: {
        tryBundle(outputDir, { environment }) {
          // Straight into the asset's directory: frontend/dist, which `npm start` and the browser tests serve, is
          // left as it was (`frontendOutDirEnv`).
          buildFrontend({ ...process.env, ...environment, [frontendOutDirEnv]: outputDir });
          return true;
        },
      },
    },
  });
}

function buildFrontend(env: NodeJS.ProcessEnv): void {
  try {
    execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: repoRoot, env, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`Frontend build failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}
