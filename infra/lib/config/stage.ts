/**
 * Which deployment a synth is (staging or production), and its block of settings in cdk.json. Each stage's defaults
 * are the settings table's (common/src/settings/: a default per stage, such as the throttles, or one for both).
 */
import { settings } from '@courier/common/settings/all-settings';
import { type Stage, stages } from '@courier/common/settings/setting';
import type { Node } from 'constructs';
import { ContextError, isUnset } from './context';

export { type Stage, stages };

/** The stage the context names (staging unless told), and its block of settings in cdk.json. */
export function readStage(node: Node): { stage: Stage; ofStage: Record<string, unknown> } {
  const stageName = node.tryGetContext('stage');
  const stage = isUnset(stageName) ? settings.stage.default : String(stageName).trim();
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
