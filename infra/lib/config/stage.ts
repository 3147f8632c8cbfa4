/** Which deployment a synth is (staging or production), its stack's name and region, and each stage's defaults. */
import type { Node } from 'constructs';
import { ContextError, type ContextReader, isUnset } from './context';

/** A deployment's purpose; it picks the defaults of the settings in `stageDefaults`. */
export const stages = ['staging', 'production'] as const;
export type Stage = (typeof stages)[number];

/**
 * What each stage sets when neither the command line nor its block in cdk.json (`stages.<stage>`) gives a value;
 * cdk.json's blocks repeat these.
 * Production keeps the stack name deployments had before stages existed, so redeploying it never creates a
 * second site. Staging's throttles are lower: a few testers use it, it has no WAF by default, and its SES
 * account is normally still in the sandbox (1 email a second, 200 a day), so a higher send rate buys nothing.
 * The ETA rate stays 1 a second (the lowest whole rate); its burst is smaller. Production is out of the SES
 * sandbox: a sandboxed production site mails nobody but verified addresses, so saying so takes `acceptSesSandbox`.
 */
export const stageDefaults = {
  staging: {
    stackName: 'CourierSiteStaging',
    wafEnabled: false,
    throttleRate: 5,
    throttleBurst: 10,
    etaThrottleRate: 1,
    etaThrottleBurst: 2,
    sendThrottleRate: 1,
    sendThrottleBurst: 2,
    sesSandbox: true,
  },
  production: {
    stackName: 'CourierSite',
    wafEnabled: true,
    throttleRate: 20,
    throttleBurst: 40,
    etaThrottleRate: 1,
    etaThrottleBurst: 5,
    sendThrottleRate: 2,
    sendThrottleBurst: 5,
    sesSandbox: false,
  },
} as const satisfies Record<Stage, Record<string, string | number | boolean>>;

export type StageDefaults = (typeof stageDefaults)[Stage];

export interface StageConfig {
  /** staging (the default) or production: the defaults of the stack name, throttles and WAF. */
  stage: Stage;
  /** Name of the main stack; the us-east-1 stacks are `${stackName}Edge` and `${stackName}EdgeAlarms`. */
  stackName: string;
  /** Region of the site's stack (bucket, API, Lambdas, Location, SES). */
  region: string;
}

/** The stage the context names (staging unless told), and its block of settings in cdk.json. */
export function readStage(node: Node): { stage: Stage; ofStage: Record<string, unknown> } {
  const stageName = node.tryGetContext('stage');
  const stage = isUnset(stageName) ? 'staging' : String(stageName).trim();
  if (!stages.includes(stage as Stage)) {
    throw new ContextError(`Context stage must be ${stages.join(' or ')}, got "${stage}"`);
  }
  return { stage: stage as Stage, ofStage: stageSettings(node, stage as Stage) };
}

/** The settings of `stages.<stage>` in the context; a block for no known stage, or one not an object, is refused. */
function stageSettings(node: Node, stage: Stage): Record<string, unknown> {
  const blocks: unknown = node.tryGetContext('stages') ?? {};
  if (typeof blocks !== 'object' || blocks === null || Array.isArray(blocks)) {
    throw new ContextError('Context stages must be an object with a block of settings per stage');
  }
  for (const [name, block] of Object.entries(blocks)) {
    if (!stages.includes(name as Stage)) {
      throw new ContextError(`Context stages has a block "${name}", which is not a stage (${stages.join(' or ')})`);
    }
    if (typeof block !== 'object' || block === null || Array.isArray(block)) {
      throw new ContextError(`Context stages.${name} must be an object of settings`);
    }
  }
  return (blocks as Record<string, Record<string, unknown>>)[stage] ?? {};
}

export function readStageConfig(context: ContextReader, stage: Stage): StageConfig {
  return {
    stage,
    stackName: context.text('stackName') ?? stageDefaults[stage].stackName,
    region: context.text('region') ?? 'eu-west-2',
  };
}
