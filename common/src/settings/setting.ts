/**
 * What a setting is: its name (its key in the table), which is also the CDK context key that sets it in a deployment
 * and, in SCREAMING_SNAKE_CASE, the environment variable a function or the local stack reads it from; its default,
 * what values it takes, and one line on what it does. The tables, one a concern beside this file, are the one home of
 * every default; all-settings.ts joins them, and the settings that constrain each other are checked there
 * (settings-checks.ts). setting-env.ts writes a setting into a function's environment and reads it back.
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
  /**
   * A function or the local stack reads it from its environment: `true`, from the variable named after the key
   * (`variableName`: aKeyLikeThis, A_KEY_LIKE_THIS); or a fixed name, where one is kept for a reason
   * the row gives.
   */
  readonly env?: true | string;
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
 * them, a phone number in E.164 form, an https URL or origin, a host name, a UK postal address on one line, a port…
 * None = unset.
 */
export interface TextSetting extends SettingFacts {
  readonly kind: 'text' | 'email' | 'emailList' | 'phone' | 'url' | 'hostName' | 'postalAddress' | 'port' | 'secret';
  readonly default?: string | number | PerStage<string>;
}

export type Setting = IntegerSetting | MinutesSetting | UsdSetting | BooleanSetting | ChoiceSetting | TextSetting;

const isPerStage = <T>(value: T | PerStage<T>): value is PerStage<T> =>
  typeof value === 'object' && value !== null && 'staging' in value;

/** A setting's default in `stage`. */
export function defaultIn<T>(value: T | PerStage<T>, stage: Stage): T {
  return isPerStage(value) ? value[stage] : value;
}

/** aKeyLikeThis as A_KEY_LIKE_THIS: how a setting's key becomes the name of an environment variable. */
export const screamingSnakeCase = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The environment variable `key`'s setting is read from: its fixed name, or the key in SCREAMING_SNAKE_CASE. */
export function variableName(key: string, setting: Setting): string {
  return typeof setting.env === 'string' ? setting.env : screamingSnakeCase(key);
}

/** The value a setting takes, by its kind. */
export type ValueOf<S> = S extends { kind: 'integer' | 'minutes' | 'usd' | 'port' }
  ? number
  : S extends { kind: 'boolean' }
    ? boolean
    : S extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V
      : S extends { kind: 'emailList' }
        ? string[]
        : string;

/**
 * Settings' values by key, each of the type its kind gives; those in `Given` always have one, the rest may not. What
 * has a value differs between a deployment's context (config) and a function's environment (setting-env.ts).
 */
export type ValuesOf<Rows, Given extends keyof Rows> = { -readonly [Key in Given]: ValueOf<Rows[Key]> } & {
  -readonly [Key in Exclude<keyof Rows, Given>]?: ValueOf<Rows[Key]>;
};
