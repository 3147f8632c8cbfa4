/**
 * A setting in a function's environment, by its key in the table: a function declares the settings it reads
 * (`pickSettings`, beside the code that uses them), its construct writes their values into its environment
 * (`settingsEnv`), and the function, or the local stack for it, reads them back (`readSettings`): each under the
 * variable its row names (`variableName`), with the row's default, checked by its kind and bounds. A function imports
 * only the rows it reads, not the whole table (all-settings.ts), which would cost every bundle about 15 KB.
 */
import { checkOnCallPhone } from '../api/on-call-settings';
import { type IntegerSetting, type Setting, type ValueOf, type ValuesOf, variableName } from './setting';

type Env = Record<string, string | undefined>;

/** A set of settings' rows by key: one concern's table, or the settings one function reads. */
export type SettingRows = Record<string, Setting>;

/** The settings of `rows` that have a value when their variable is unset: a default (one for every stage), or npm start's. */
type WithEnvDefault<Rows> = {
  [Key in keyof Rows]: Rows[Key] extends { default: number | string | boolean } | { localDefault: number | string }
    ? Key
    : never;
}[keyof Rows];

/** The values `readSettings` reads: each setting with a default always has one; the others only when set. */
export type EnvValues<Rows> = ValuesOf<Rows, WithEnvDefault<Rows>>;

/** A variable a function cannot run with; its message names the variable and says what it must be. */
export class SettingEnvError extends Error {
  override name = 'SettingEnvError';
}

/** The settings of `rows` named in `keys`: what one function reads. */
export function pickSettings<Rows extends SettingRows, Key extends keyof Rows & string>(
  rows: Rows,
  keys: readonly Key[],
): Pick<Rows, Key> {
  return Object.fromEntries(keys.map((key) => [key, rows[key]])) as Pick<Rows, Key>;
}

/**
 * The variables that give a function the settings of `rows` from a deployment's values: each under its name, a list
 * comma-separated. A setting a deployment does not set (no context key, such as a test's fill time) is not the
 * stack's to write, nor is one without a value.
 */
export function settingsEnv<Rows extends SettingRows>(
  values: { readonly [Key in keyof Rows]?: ValueOf<Rows[Key]> },
  rows: Rows,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, setting] of Object.entries(rows)) {
    const value: unknown = values[key];
    if (!setting.context || value === undefined) continue;
    env[variableName(key, setting)] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return env;
}

/**
 * The settings of `rows` from `env`: each variable that is set, read by its setting's kind and bounds, else the
 * setting's default (npm start's where the row has no other). A value it cannot use is a `SettingEnvError` naming the
 * variable, never a silent default.
 */
export function readSettings<Rows extends SettingRows>(env: Env, rows: Rows): EnvValues<Rows> {
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(rows)) {
    const name = variableName(key, setting);
    const text = env[name]?.trim();
    const value = text ? parsed(name, setting, text) : unsetValue(setting);
    if (value !== undefined) values[key] = value;
  }
  return values as EnvValues<Rows>;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** An unset variable's value: the default (a per-stage one is the stack's to choose), else npm start's. */
function unsetValue(setting: Setting): unknown {
  const fallback = 'default' in setting && typeof setting.default !== 'object' ? setting.default : setting.localDefault;
  return typeof fallback === 'string' && setting.kind === 'emailList' ? list(fallback) : fallback;
}

const decimal = /^-?\d+(\.\d+)?$/;

/**
 * A whole number of minutes or seconds may be a fraction in a function's environment, and below the deployment's
 * bound: the local stack and the tests compress time (a digest after 15 s, a form filled in half a second). A deployment
 * needs whole minutes (schedules, alarm periods), which the synth checks.
 */
const compressible = (setting: IntegerSetting) => setting.unit === 'minutes' || setting.unit === 'seconds';

/** `text` as a number `setting` can be, or what it must be instead. */
function integerProblem(setting: IntegerSetting, text: string, number: number): string | undefined {
  const { min, max, unit } = setting;
  if (compressible(setting)) {
    const positive = min > 0;
    return decimal.test(text) && (positive ? number > 0 : number >= 0) && (max === undefined || number <= max)
      ? undefined
      : `a number of ${unit} ${positive ? '> 0' : '≥ 0'}${max === undefined ? '' : ` and ≤ ${max}`}`;
  }
  return /^-?\d+$/.test(text) && number >= min && (max === undefined || number <= max)
    ? undefined
    : max === undefined
      ? `a whole number ≥ ${min}`
      : `a whole number from ${min} to ${max}`;
}

/** `text`, set in `name`, as `setting`'s kind reads it, or a `SettingEnvError`. */
function parsed(name: string, setting: Setting, text: string): unknown {
  const refuse = (what: string) => {
    throw new SettingEnvError(`${name} must be ${what}; got "${text}"`);
  };
  const number = Number(text);
  switch (setting.kind) {
    case 'integer': {
      const problem = integerProblem(setting, text, number);
      if (problem) refuse(problem);
      return number;
    }
    case 'minutes':
      if (!decimal.test(text) || !(number > 0)) refuse('a number of minutes > 0, such as 10 or 0.5');
      return number;
    case 'usd':
      if (!decimal.test(text) || number < 0) refuse('an amount of US dollars ≥ 0, such as 1 or 0.5');
      return number;
    case 'port':
      if (!/^\d+$/.test(text) || number > 65_535) refuse('a port number from 0 to 65535');
      return number;
    case 'boolean':
      if (text !== 'true' && text !== 'false') refuse('true or false');
      return text === 'true';
    case 'choice':
      if (!setting.values.includes(text)) refuse(`one of ${setting.values.join(', ')}`);
      return text;
    case 'emailList': {
      // A list of nothing (", ") is a list not given.
      const items = list(text);
      return items.length > 0 ? items : unsetValue(setting);
    }
    case 'phone': {
      const phone = checkOnCallPhone(name, text);
      if (!phone.ok) throw new SettingEnvError(phone.message);
      return phone.value;
    }
    default:
      return text;
  }
}
