/**
 * Reading one context value: from the command line (or the top of cdk.json), else from the stage's block in
 * cdk.json, as text, a switch, a whole number, dollars, minutes or a list; each refused with a message naming it.
 * The concern readers (stage.ts, edge.ts, site.ts…) read every setting through one `ContextReader`.
 */
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

/** The context of one synth, for one stage; it remembers which settings were read, so the rest are typos. */
export class ContextReader {
  private readonly settingsRead = new Set<string>();

  constructor(
    private readonly node: Node,
    /** The settings of the stage's block in cdk.json (`stages.<stage>`). */
    private readonly ofStage: Record<string, unknown>,
  ) {}

  raw(key: string): unknown {
    this.settingsRead.add(key);
    const given = this.node.tryGetContext(key);
    return isUnset(given) ? this.ofStage[key] : given;
  }

  text(key: string): string | undefined {
    const value = this.raw(key);
    if (value === undefined || value === null) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  }

  bool(key: string, fallback: boolean): boolean {
    const value = this.text(key);
    if (value === undefined) return fallback;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new ContextError(`Context ${key} must be true or false, got "${value}"`);
  }

  int(key: string, fallback: number, min: number): number {
    const value = this.text(key);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min) throw new ContextError(`Context ${key} must be an integer ≥ ${min}`);
    return parsed;
  }

  /** US dollars, cents allowed: "1", 0.5. */
  usd(key: string, fallback: number): number {
    const value = this.text(key);
    if (value === undefined) return fallback;
    if (!/^\d+(\.\d{1,6})?$/.test(value)) {
      throw new ContextError(`Context ${key} must be an amount of US dollars ≥ 0, such as 1 or 0.5; got "${value}"`);
    }
    return Number(value);
  }

  /** A positive number of minutes, decimals allowed: 10, 0.5. */
  minutes(key: string, fallback: number): number {
    const value = this.text(key);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(parsed > 0)) {
      throw new ContextError(`Context ${key} must be a number of minutes > 0, such as 10 or 0.5; got "${value}"`);
    }
    return parsed;
  }

  list(key: string): string[] {
    const value = this.raw(key);
    const items = Array.isArray(value) ? value.map(String) : (this.text(key) ?? '').split(',');
    return items.map((item) => item.trim()).filter(Boolean);
  }

  /** `value`, read from `key`, if it is an email address. */
  email(key: string, value: string): string {
    if (!emailAddress.test(value)) throw new ContextError(`Context ${key} has an invalid email address "${value}"`);
    return value;
  }

  /** The stage block's settings no reader asked for: not settings at all (typos, most likely). */
  unread(): string[] {
    return Object.keys(this.ofStage).filter((key) => !this.settingsRead.has(key));
  }
}
