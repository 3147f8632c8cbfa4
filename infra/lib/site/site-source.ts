import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SiteConfig, siteConfigEnv } from '@courier/common/site-config';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { repoRoot } from '../config';

/** The environment the frontend build reads its settings from (see `siteConfigEnv`). */
export function siteBuildEnv(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(siteConfigEnv).map(([key, name]) => [name, site[key as keyof SiteConfig]]));
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
          // The build writes frontend/dist; put back whatever a developer had there (it may be built differently).
          const dist = join(frontend, 'dist');
          const saved = existsSync(dist) ? mkdtempSync(join(tmpdir(), 'frontend-dist-')) : undefined;
          if (saved) cpSync(dist, saved, { recursive: true });
          try {
            buildFrontend({ ...process.env, ...environment });
            cpSync(dist, outputDir, { recursive: true });
          } finally {
            if (saved) {
              rmSync(dist, { recursive: true, force: true });
              cpSync(saved, dist, { recursive: true });
              rmSync(saved, { recursive: true, force: true });
            }
          }
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
