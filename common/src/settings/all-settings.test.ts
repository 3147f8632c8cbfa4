/** The settings table holds together: one entry a name and a variable, and every default inside its own bounds. */
import { describe, expect, it } from 'vitest';
import { settingGroups, settings } from './all-settings';
import { defaultIn, type Setting, stages, variableName } from './setting';

const entries = Object.entries(settings) as [string, Setting][];

describe('the settings table', () => {
  it('names each setting once across its concerns, and each environment variable for one setting', () => {
    const names = Object.values(settingGroups).flatMap(Object.keys);
    expect(names.length).toBe(new Set(names).size);
    const variables = entries.flatMap(([name, setting]) => (setting.env ? [variableName(name, setting)] : []));
    expect(variables.length).toBe(new Set(variables).size);
  });

  it.each(entries)('%s: its default in every stage is one of its values, within its bounds', (_, setting) => {
    for (const stage of stages) {
      const value = 'default' in setting ? defaultIn(setting.default, stage) : undefined;
      if (setting.kind === 'integer') {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(setting.min);
        if (setting.max !== undefined) expect(value).toBeLessThanOrEqual(setting.max);
      }
      if (setting.kind === 'minutes') expect(value).toBeGreaterThan(0);
      if (setting.kind === 'usd') expect(value).toBeGreaterThanOrEqual(0);
      if (setting.kind === 'boolean') expect(typeof value).toBe('boolean');
      if (setting.kind === 'choice') expect(setting.values).toContain(value);
    }
    // A setting is read from somewhere: a deployment's context, or a variable.
    expect(Boolean(setting.context) || Boolean(setting.env)).toBe(true);
    // Only what a deployment sets can differ between its stages.
    if (setting.perStage) expect(setting.context).toBe(true);
    expect(setting.description).toMatch(/^[A-Z0-9'"].*\.$/);
  });
});
