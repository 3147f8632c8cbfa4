import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { frontendOutDirEnv } from '@courier/common/frontend-build';
import { builtSiteScriptHashSources } from '@courier/common/inline-scripts';
import type { SiteConfig } from '@courier/common/site-config';
import { siteConfigEnv } from '@courier/common/site-config-env';
import { AssetHashType, DockerImage, Stage } from 'aws-cdk-lib';
import { Asset, type AssetOptions } from 'aws-cdk-lib/aws-s3-assets';
import type { ISource } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { repoRoot } from '../paths';

/** The environment the frontend build reads its settings from (see `siteConfigEnv`). */
export function siteBuildEnv(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(siteConfigEnv).map(([key, name]) => [name, String(site[key as keyof SiteConfig])]),
  );
}

/** The built site as a deployment's source, and what its pages need of the CSP. */
export interface BuiltSite {
  source: ISource;
  /** The pages' inline scripts, each allowed by its hash ('sha256-…'), read from the pages as built (decision 053). */
  scriptHashes: string[];
}

/**
 * The built site: `siteDir` when given (tests, or a site built elsewhere), otherwise `frontend` built during synth
 * with the stack's settings, so the deployed pages, canonical URLs and CSP agree. No Docker: the build runs locally.
 * It is built here, once, before the distribution's CSP is made, so the CSP allows the inline scripts of exactly the
 * pages deployed. A stack CDK does not bundle (`cdk deploy --exclusively` of another) builds nothing and is not
 * deployed: its CSP lists no script.
 */
export function builtSite(scope: Construct, site: SiteConfig, siteDir?: string): BuiltSite {
  if (siteDir && !existsSync(join(siteDir, 'index.html'))) throw new Error(`siteDir ${siteDir} has no index.html`);
  const asset = new Asset(scope, 'SiteFiles', siteDir ? { path: siteDir } : { path: frontend, ...frontendBuild(site) });
  const staged = isAbsolute(asset.assetPath) ? asset.assetPath : join(Stage.of(scope)?.outdir ?? '', asset.assetPath);
  return {
    // As Source.asset binds, with the asset built once for both of the site's deployments.
    source: {
      bind(_scope, context) {
        if (!context) throw new Error('The built site is bound by a BucketDeployment, which gives a context');
        asset.grantRead(context.handlerRole);
        return { bucket: asset.bucket, zipObjectKey: asset.s3ObjectKey };
      },
    },
    scriptHashes: builtSiteScriptHashSources(staged),
  };
}

const frontend = join(repoRoot, 'frontend');

/** `frontend` built by `npm run build` into the asset's own directory, with the stack's site settings. */
function frontendBuild(site: SiteConfig): AssetOptions {
  return {
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
  };
}

function buildFrontend(env: NodeJS.ProcessEnv): void {
  try {
    execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: repoRoot, env, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`Frontend build failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}
