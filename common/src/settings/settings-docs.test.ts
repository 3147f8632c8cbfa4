/**
 * The settings as the docs list them: DEPLOY.md §3's table has a row for every context key of the settings table,
 * with its default as the table has it (each stage's for a per-stage one), and no row for anything else; the README's
 * table of the local server's variables has every variable of the settings table with its default (npm start's where
 * it differs), and no other. A setting added, renamed or given another default fails here until the docs say so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextKeys, envName, type SettingName, settings } from './all-settings';
import { type Setting, stages } from './setting';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** The rows of the first Markdown table after `start`: each row's first cell's names and its second cell. */
function tableRows(text: string, start: string, name: RegExp) {
  const from = text.indexOf(start);
  expect(from, `"${start}" is in the file`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(from).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(
    first,
    lines.findIndex((line, index) => index > first && !line.startsWith('|')),
  );
  return table
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', shown = ''] = line.slice(1).split(' | ');
      return { names: [...names.matchAll(name)].map((match) => match[1] ?? ''), shown: shown.trim() };
    });
}

const plain = (text: string) => text.replaceAll('`', '');
function asSetting(name: string): Setting {
  const setting = (settings as Record<string, Setting | undefined>)[name];
  if (!setting) throw new Error(`${name} is not a setting`);
  return setting;
}

/** How each document says a setting has no default. */
const noDefault = { deploy: '_(none', readme: '–' } as const;
type Doc = keyof typeof noDefault;

/** How the docs say one setting's default: its value (each stage's, for a per-stage one), or its words. */
function defaultWords(setting: Setting, doc: Doc): string {
  const local = doc === 'readme';
  if (local && setting.localDefault !== undefined) {
    return 'default' in setting && setting.default !== undefined
      ? `${setting.default} (${setting.localDefault} locally)`
      : String(setting.localDefault);
  }
  if (setting.defaultWords) return setting.defaultWords;
  return 'default' in setting && setting.default !== undefined ? String(setting.default) : noDefault[doc];
}

/** Words said once for several settings in a row ("placeholders") are written once. */
const once = (words: string[]) => words.filter((word, index) => word !== words[index - 1]).join(', ');

/** A row's defaults as the docs write them: the settings' in order, each stage's for per-stage values. */
function expectedDefaults(names: readonly string[], doc: Doc): string {
  const of = names.map(asSetting);
  const perStage = of.some((setting) => typeof ('default' in setting && setting.default) === 'object');
  if (!perStage) return once(of.map((setting) => defaultWords(setting, doc)));
  return stages
    .map((stage) =>
      once(
        of.map((setting) => {
          const value = 'default' in setting ? setting.default : undefined;
          return typeof value === 'object' && value !== null ? String(value[stage]) : defaultWords(setting, doc);
        }),
      ),
    )
    .join(' / ');
}

describe("DEPLOY.md's settings (§3)", () => {
  const rows = tableRows(read('infra/DEPLOY.md'), '## 3. Settings', /`(\w+)`/g);
  // `stages` is the blocks the per-stage settings go in, not a setting of its own.
  const documented = rows.flatMap((row) => row.names).filter((name) => name !== 'stages');

  it('lists every context key once, and nothing that is not one', () => {
    expect([...documented].sort()).toEqual([...contextKeys].sort());
  });

  it.each(rows.filter((row) => row.names[0] !== 'stages'))('$names: says its default', ({ names, shown }) => {
    const expected = expectedDefaults(names, 'deploy');
    const perStage = names.some((name) => asSetting(name).perStage);
    expect(plain(shown), `the Default cell of ${names.join(', ')} says ${expected}`).toContain(plain(expected));
    expect(shown.startsWith('_(stage)_'), `${names.join(', ')} is marked _(stage)_ if and only if per stage`).toBe(
      perStage,
    );
  });
});

describe("the README's local server variables", () => {
  const rows = tableRows(read('README.md'), '**Local server**', /`([A-Z][A-Z0-9_]+)`/g);
  const fromEnv = (Object.keys(settings) as SettingName[]).filter((name) => (settings[name] as Setting).env);
  const variables = fromEnv.map(envName);
  const settingOf = (variable: string) => fromEnv.find((name) => envName(name) === variable) ?? variable;

  it('lists every variable of the settings table once, and nothing that is not one', () => {
    expect(rows.flatMap((row) => row.names).sort()).toEqual([...variables].sort());
  });

  it.each(rows)('$names: says its default', ({ names, shown }) => {
    const expected = expectedDefaults(names.map(settingOf), 'readme');
    expect(plain(shown), `the default cell of ${names.join(', ')} says ${expected}`).toContain(plain(expected));
  });
});
