/**
 * Reading context values: from the command line (or the top of cdk.json), else from the stage's block in cdk.json,
 * as text, a switch, a whole number, dollars, minutes, a choice, a list, an email address or a phone number; each
 * refused with a message naming it. Names, kinds, defaults and bounds are the settings table's
 * (common/src/settings/): a value not given is the setting's default for the stage. `values()` reads every setting
 * by its kind; the concern readers (domain.ts, email.ts, site.ts…) add the rules a kind does not say.
 */
import { checkOnCallPhone } from '@courier/common/api/on-call-settings';
import { parsePostalAddress, postalAddressRule } from '@courier/common/postal-address';
import { type ContextValues, contextKeys, type SettingName, settings } from '@courier/common/settings/all-settings';
import { defaultIn, type Stage } from '@courier/common/settings/setting';
import type { Node } from 'constructs';

/** A context value the deployment cannot be built with; `cdk synth` prints its message alone, without a stack trace. */
export class ContextError extends Error {
  override name = 'ContextError';
}

/** A value that says nothing: absent, or empty in cdk.json (a setting still to fill in). */
export const isUnset = (value: unknown) =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) ? value.length === 0 : typeof value === 'string' && value.trim() === '');

const emailAddress = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

type Settings = typeof settings;
/** The context keys of the settings of one kind. */
type KeyOf<Kind extends string> = {
  [Name in SettingName]: Settings[Name] extends { kind: Kind; context: true } ? Name : never;
}[SettingName];
/** Any context key. */
export type ContextKey = KeyOf<string>;

/** "a, b or c". */
const orList = (values: readonly string[]) =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** The context of one synth, for one stage; it remembers which settings were read, so the rest are typos. */
export class ContextReader {
  private readonly settingsRead = new Set<string>();

  constructor(
    private readonly node: Node,
    /** The stage, whose defaults apply. */
    readonly stage: Stage,
    /** The settings of the stage's block in cdk.json (`stages.<stage>`). */
    private readonly ofStage: Record<string, unknown>,
  ) {}

  /** The setting's default in this stage. */
  private defaultOf<T>(key: ContextKey): T {
    return defaultIn((settings[key] as { default?: unknown }).default, this.stage) as T;
  }

  raw(key: ContextKey): unknown {
    this.settingsRead.add(key);
    const given = this.node.tryGetContext(key);
    return isUnset(given) ? this.ofStage[key] : given;
  }

  text(key: ContextKey): string | undefined {
    const value = this.raw(key);
    if (value === undefined || value === null) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  }

  bool(key: KeyOf<'boolean'>): boolean {
    const value = this.text(key);
    if (value === undefined) return this.defaultOf(key);
    if (value === 'true' || value === 'false') return value === 'true';
    throw new ContextError(`Context ${key} must be true or false, got "${value}"`);
  }

  /** A whole number within the setting's bounds. */
  int(key: KeyOf<'integer'>): number {
    const value = this.text(key);
    if (value === undefined) return this.defaultOf(key);
    const { min, max } = settings[key] as { min: number; max?: number };
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || (max !== undefined && parsed > max)) {
      const range = max === undefined ? `≥ ${min}` : `from ${min} to ${max}`;
      throw new ContextError(`Context ${key} must be an integer ${range}`);
    }
    return parsed;
  }

  /** US dollars, cents allowed: "1", 0.5. */
  usd(key: KeyOf<'usd'>): number {
    const value = this.text(key);
    if (value === undefined) return this.defaultOf(key);
    if (!/^\d+(\.\d{1,6})?$/.test(value)) {
      throw new ContextError(`Context ${key} must be an amount of US dollars ≥ 0, such as 1 or 0.5; got "${value}"`);
    }
    return Number(value);
  }

  /** A positive number of minutes, decimals allowed: 10, 0.5. */
  minutes(key: KeyOf<'minutes'>): number {
    const value = this.text(key);
    if (value === undefined) return this.defaultOf(key);
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(parsed > 0)) {
      throw new ContextError(`Context ${key} must be a number of minutes > 0, such as 10 or 0.5; got "${value}"`);
    }
    return parsed;
  }

  /** One of the setting's values. */
  choice<Key extends KeyOf<'choice'>>(key: Key): Settings[Key] extends { values: readonly (infer V)[] } ? V : never {
    const value = this.text(key) ?? this.defaultOf<string>(key);
    const { values } = settings[key] as { values: readonly string[] };
    if (!values.includes(value)) throw new ContextError(`Context ${key} must be ${orList(values)}, got "${value}"`);
    return value as never;
  }

  list(key: KeyOf<'emailList'>): string[] {
    const value = this.raw(key);
    const items = Array.isArray(value) ? value.map(String) : (this.text(key) ?? '').split(',');
    return items.map((item) => item.trim()).filter(Boolean);
  }

  /** `value`, read from `key`, if it is an email address. */
  email(key: ContextKey, value: string): string {
    if (!emailAddress.test(value)) throw new ContextError(`Context ${key} has an invalid email address "${value}"`);
    return value;
  }

  /** A setting's value as its kind reads it (an email address checked, a host name in lower case), or none. */
  value(key: ContextKey): unknown {
    const setting = settings[key];
    switch (setting.kind) {
      case 'integer':
        return this.int(key as KeyOf<'integer'>);
      case 'minutes':
        return this.minutes(key as KeyOf<'minutes'>);
      case 'usd':
        return this.usd(key as KeyOf<'usd'>);
      case 'boolean':
        return this.bool(key as KeyOf<'boolean'>);
      case 'choice':
        return this.choice(key as KeyOf<'choice'>);
      case 'emailList': {
        const items = this.list(key as KeyOf<'emailList'>).map((item) => this.email(key, item));
        return items.length > 0 ? items : undefined;
      }
      case 'email': {
        const value = this.text(key);
        return value && this.email(key, value);
      }
      case 'phone': {
        const value = this.text(key);
        if (!value) return undefined;
        const phone = checkOnCallPhone(key, value);
        if (!phone.ok) throw new ContextError(`Context ${phone.message}`);
        return phone.value;
      }
      case 'hostName':
        return this.text(key)?.toLowerCase();
      case 'postalAddress': {
        const value = this.text(key);
        if (value && !parsePostalAddress(value)) {
          throw new ContextError(`Context ${key} must be ${postalAddressRule}; got "${value}"`);
        }
        return value ?? this.defaultOf(key);
      }
      default:
        return this.text(key) ?? this.defaultOf(key);
    }
  }

  /** Every setting a deployment sets, each as its kind reads it (undefined: none). */
  values(): ContextValues {
    return Object.fromEntries(contextKeys.map((key) => [key, this.value(key as ContextKey)])) as ContextValues;
  }

  /** The stage block's settings no reader asked for: not settings at all (typos, most likely). */
  unread(): string[] {
    return Object.keys(this.ofStage).filter((key) => !this.settingsRead.has(key));
  }
}
