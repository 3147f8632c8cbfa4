/**
 * What a setting is: its name (its key in the table), the CDK context key that sets it in a deployment, the
 * environment variable a function or the local stack reads it from, its default, what values it takes, and one line
 * on what it does. The tables, one a concern beside this file, are the one home of every default; all-settings.ts
 * joins them, and the settings that constrain each other are checked there (settings-checks.ts).
 */

/** The deployments a stage block of cdk.json sets (infra/lib/config/stage.ts reads which one a synth is). */
export const stages = ['staging', 'production'] as const;
export type Stage = (typeof stages)[number];

/** A default that differs between the stages: each stage's block in cdk.json is where a deployment changes it. */
export type PerStage<T> = { readonly [stage in Stage]: T };

interface SettingFacts {
  /** What it does, in one line (DEPLOY.md §3 and the README say more). */
  readonly description: string;
  /** The CDK context key, if a deployment sets it (cdk.json or `-c key=value`); it is the setting's name. */
  readonly context?: true;
  /** Set per stage: each stage's block in cdk.json holds it (DEPLOY.md's _(stage)_). */
  readonly perStage?: true;
  /** The environment variable(s) a function or the local stack reads it from. */
  readonly env?: string | readonly string[];
  /** A default that is not one value: what it is, in words (the docs' tables say these words). */
  readonly defaultWords?: string;
  /** What `npm start` uses when the variable is unset, where that is not the deployed default. */
  readonly localDefault?: number | string;
}

/** A whole number ≥ `min` (and ≤ `max`, if given) of `unit`. */
export interface IntegerSetting extends SettingFacts {
  readonly kind: 'integer';
  readonly min: number;
  readonly max?: number;
  readonly unit: string;
  readonly default: number | PerStage<number>;
}

/** A number of minutes > 0, decimals allowed (10, 0.5). */
export interface MinutesSetting extends SettingFacts {
  readonly kind: 'minutes';
  readonly default: number;
}

/** US dollars ≥ 0, cents allowed (1, 0.5). */
export interface UsdSetting extends SettingFacts {
  readonly kind: 'usd';
  readonly default: number;
}

export interface BooleanSetting extends SettingFacts {
  readonly kind: 'boolean';
  readonly default: boolean | PerStage<boolean>;
}

/** One of `values`. */
export interface ChoiceSetting extends SettingFacts {
  readonly kind: 'choice';
  readonly values: readonly string[];
  readonly default: string;
}

/**
 * A value its reader checks by its own rule, named by `kind`: free text, an email address, a comma-separated list of
 * them, a phone number in E.164 form, an https URL or origin, a host name, a port… None = unset.
 */
export interface TextSetting extends SettingFacts {
  readonly kind: 'text' | 'email' | 'emailList' | 'phone' | 'url' | 'hostName' | 'port' | 'secret';
  readonly default?: string | number | PerStage<string>;
}

export type Setting = IntegerSetting | MinutesSetting | UsdSetting | BooleanSetting | ChoiceSetting | TextSetting;

const isPerStage = <T>(value: T | PerStage<T>): value is PerStage<T> =>
  typeof value === 'object' && value !== null && 'staging' in value;

/** A setting's default in `stage`. */
export function defaultIn<T>(value: T | PerStage<T>, stage: Stage): T {
  return isPerStage(value) ? value[stage] : value;
}

/** The environment variables a setting is read from (none for a deployment-only one). */
export const envNames = (setting: Setting): readonly string[] =>
  setting.env === undefined ? [] : typeof setting.env === 'string' ? [setting.env] : setting.env;
