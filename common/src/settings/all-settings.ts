/**
 * Every setting of the site, one table a concern: what a deployment sets (CDK context keys, in cdk.json or with
 * `-c`), what the functions and the local stack read from their environment, each with its default, the values it
 * takes and what it does. infra/lib/config/ reads the context by these names, defaults and bounds; the functions'
 * environment readers and the local stack take their defaults from here; DEPLOY.md §3 and the README's environment
 * table are checked against it (settings-docs.test.ts).
 */
import { backupSettings } from './backup';
import { deploymentSettings } from './deployment';
import { edgeSettings } from './edge';
import { emailSettings } from './email';
import { leadSettings } from './leads';
import { localSettings } from './local';
import { locationSettings } from './location';
import { monitoringSettings } from './monitoring';
import { quoteSettings } from './quotes';
import { type Setting, type ValuesOf, variableName } from './setting';
import { siteSettings } from './site';

/** The tables by concern, in the order the docs list them. */
export const settingGroups = {
  deployment: deploymentSettings,
  edge: edgeSettings,
  site: siteSettings,
  email: emailSettings,
  quotes: quoteSettings,
  backup: backupSettings,
  leads: leadSettings,
  location: locationSettings,
  monitoring: monitoringSettings,
  local: localSettings,
} as const;

export const settings = {
  ...deploymentSettings,
  ...edgeSettings,
  ...siteSettings,
  ...emailSettings,
  ...quoteSettings,
  ...backupSettings,
  ...leadSettings,
  ...locationSettings,
  ...monitoringSettings,
  ...localSettings,
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof settings;

/** The settings a deployment sets, by their context keys. */
export const contextKeys = (Object.keys(settings) as SettingName[]).filter(
  (name) => (settings[name] as Setting).context,
);

type Settings = typeof settings;
type ContextRows = { [Name in SettingName as Settings[Name] extends { context: true } ? Name : never]: Settings[Name] };
/** A context setting has a value when it has a default, or one its reader works out (defaultWords: the site's email…). */
type WithContextValue = {
  [Name in keyof ContextRows]: ContextRows[Name] extends { default: unknown } | { defaultWords: string } ? Name : never;
}[keyof ContextRows];

/**
 * A deployment's settings as infra/lib/config.ts reads them, by context key, each of its kind's type: what the stack
 * and its constructs are given, typed from the table rather than restated.
 */
export type ContextValues = ValuesOf<ContextRows, WithContextValue>;

/** The environment variable a setting is read from (setting.ts's `variableName`), for the tests and the local stack. */
export const envName = (key: SettingName): string => variableName(key, settings[key]);
