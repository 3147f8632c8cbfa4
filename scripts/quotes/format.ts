/**
 * How `npm run quotes` writes: lines to the terminal (aligned columns, customer text made plain) and CSV for a
 * spreadsheet. Nothing here knows what a quote is: the rows come from quote-rows.ts.
 */

/** Where the command's lines go: the terminal, or a test's arrays. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** A row of named cells, as the list, `show` and the CSV print them. */
export type Cells<Column extends string = string> = Partial<Record<Column, string | number>>;

/** How a stored timestamp (ISO, UTC) is written in one output; '' for none. */
export type Stamp = (iso?: string) => string;

/** A stored timestamp as the terminal shows it: `2026-11-01 09:30:00`. */
export const time: Stamp = (iso) => iso?.replace('T', ' ').slice(0, 19) ?? '';

/**
 * A stored timestamp as the CSV writes every one (issue 53 E): ISO 8601 in UTC to the second, `2026-11-01T09:30:00Z`,
 * one format a spreadsheet or a program reads and sorts alike. A value that is not a time is written as stored.
 */
export const isoTime: Stamp = (iso) => {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
};

/** Customer text on a terminal: control characters (escape sequences, line breaks) become spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
export const plain = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

/** Rows as aligned columns, those given (the values are plain text; nothing here is interpreted). */
export function textTable(columns: readonly string[], rows: Cells[]): string[] {
  const cell = (value: string | number | undefined) => plain(String(value ?? ''));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: readonly (string | number | undefined)[]) =>
    values
      .map((v, i) => cell(v).padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return rows.length === 0
    ? []
    : [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c])))];
}

/**
 * Where a spreadsheet may see a cell begin with a formula (OWASP's CSV injection list: = + - @, tab, carriage
 * return): at the cell's start, or after any separator a spreadsheet may split on (, ; | tab, set per locale or in
 * its import dialog) or a line break, once spaces or a quote mark are passed over. An apostrophe goes there.
 */
const formulaStart = /(?<=^|[,;|\t\r\n])[ "]*(?=[=+\-@\t\r])/g;

/**
 * One CSV cell a spreadsheet shows as text whatever it splits on: each place a formula could start gets an
 * apostrophe (a phone reads '+44 7700 900123), and such a cell, or one holding a quote mark, a separator or a line
 * break, is quoted.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const neutralised = text.replace(formulaStart, "$&'");
  return neutralised !== text || /[",;|\t\n\r]/.test(text) ? `"${neutralised.replaceAll('"', '""')}"` : text;
}

/** The header row, then one row per quote: a spreadsheet opened on no quotes still shows what it would hold. */
export const toCsv = <Column extends string>(columns: readonly Column[], rows: Cells<Column>[]) =>
  [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))].map((r) => r.map(csvCell).join(',')).join('\n');
