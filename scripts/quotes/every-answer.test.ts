/**
 * The field table's guard (issue 44 A, docs/decisions/041): a quote with every field of the table filled, each with a
 * value of its own, goes through the real quote handler (its no-JavaScript check page, then sent and stored), and
 * each value is looked for, where and as each output shows it, in the check page, the staff email (both parts),
 * `npm run quotes -- show`, the CSV and the visitor's confirmation. The values come from the table, so a field added
 * to it is filled and looked for too: an output that leaves one out fails here.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { estimateTitle, sentSummary } from '@courier/common/quote/answers-as-sent';
import {
  type Kind,
  type QuoteAnswer,
  type QuoteField,
  quoteAnswers,
  quoteFields,
  stopLocationField,
  stopPostcodeField,
  stopTitles,
} from '@courier/common/quote/quote-fields';
import { testToday } from '@courier/common/testing/quote-builders';
import { ukDateWithWeekday } from '@courier/common/time/uk-time';
import { escapeHtml } from '@courier/lambdas/email/html';
import { useQuoteApi } from '@courier/lambdas/test-support/quote-api-harness';
import { checkPageFields, protocolFields, urlencodedEvent } from '@courier/lambdas/test-support/quote-fixtures';
import { describe, expect, it } from 'vitest';
import { runQuotes } from './run';

const api = useQuoteApi();

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A value of its own for the `index`th field of its kind, valid together with the others. */
function valueFor(name: string, f: QuoteField, index: number): string {
  const byKind: Record<Kind, () => string> = {
    // Markup and an ampersand, so each output is seen to escape it too.
    text: () => `<${name}> & co`.slice(0, f.maxLength),
    multiline: () => `<${name}> & co`.slice(0, f.maxLength),
    email: () => `every.answer.${index}@example.co.uk`,
    tel: () => `0116 496 01${10 + index}`,
    postcode: () => ['LE1 1AA', 'M1 1AE', 'LS1 1AA', 'G1 1AA'][index] ?? 'EH1 1AA',
    date: () => addDays(testToday, 2 + index),
    yesNo: () => 'Yes',
    vehicle: () => 'Luton Van (Box or Curtain)',
    // Whole miles from 10 and minutes under the hour read the same in every output ("about 41 miles, 53 min").
    number: () => String(41 + 12 * index),
    checkbox: () => 'Yes',
  };
  return byKind[f.kind]();
}

/** Every field of the table filled, two stops, as the site's form posts them (no fill time: a browser without JS). */
function everyAnswerFilled(): Record<string, string> {
  const seen = new Map<Kind, number>();
  const answers: Record<string, string> = {};
  for (const [name, f] of Object.entries(quoteFields) as [string, QuoteField][]) {
    const index = seen.get(f.kind) ?? 0;
    seen.set(f.kind, index + 1);
    answers[name] = f.copyOf ? (answers[f.copyOf] ?? '') : valueFor(name, f, index);
  }
  return {
    ...answers,
    [stopLocationField(1)]: '<stop one> & co',
    [stopPostcodeField(1)]: 'B1 1AA',
    [stopLocationField(2)]: '<stop two> & co',
    [stopPostcodeField(2)]: 'CV1 1AA',
    website: '',
    fill_seconds: '',
  };
}

/** Where the lead came from, as the form posts it beside the answers (issue 43 B): not an answer, staff's only. */
const visit = {
  landing_page: '/courier-leeds',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  referrer_kind: 'other site',
};
const cameFrom = '/courier-leeds · newsletter / email / spring · referred by other site';

type Output = 'the check page' | 'the staff email' | 'show' | 'the CSV' | 'the confirmation';
/** A line of an output: its title, and a piece of what it must say. */
type Expected = [title: string, says: string];

const stopsPosted = (posted: Record<string, string>) =>
  [1, 2].map((n) => ({ location: posted[stopLocationField(n)] ?? '', postcode: posted[stopPostcodeField(n)] ?? '' }));

/** What each output says of each answer, as the table says it is shown. */
function expected(output: Output, answer: QuoteAnswer, posted: Record<string, string>): Expected[] {
  const staffList = output === 'show' || output === 'the CSV';
  const stops = stopsPosted(posted);
  const { distance_miles: miles = '', duration_minutes: minutes = '' } = posted;
  if (answer.shown === 'stops') {
    if (output === 'the staff email') {
      return stops.flatMap((s, i): Expected[] => [
        [stopTitles.location(i + 1), s.location],
        [stopTitles.postcode(i + 1), s.postcode],
      ]);
    }
    if (output === 'the confirmation') {
      return stops.map((s, i): Expected => [stopTitles.stop(i + 1), `${s.location}, ${unbroken(s.postcode)}`]);
    }
    return stops.map((s): Expected => [staffList ? 'stops' : stopTitles.all, `${s.location}, ${s.postcode}`]);
  }
  if (answer.shown === 'routeFigures') {
    if (output === 'the staff email') {
      return [
        [quoteFields.distance_miles.title, `(the customer's own: ${miles} miles)`],
        [quoteFields.duration_minutes.title, `(the customer's own: ${minutes} minutes)`],
      ];
    }
    if (staffList) return [['customer figures', `${miles} miles, ${minutes} min`]];
    return [[estimateTitle, `about ${miles} miles, ${minutes} min by road`]];
  }
  const { field, name } = answer;
  const value = posted[name] ?? '';
  const title =
    output === 'the confirmation'
      ? (field.summaryLine ?? field.title)
      : staffList
        ? field.title.toLowerCase()
        : field.title;
  if (answer.shown === 'date') return [[title, staffList ? value : ukDateWithWeekday(value)]];
  if (answer.shown === 'yesNo') return [[title, staffList ? value.toLowerCase() : value]];
  if (answer.shown === 'postcode' && output === 'the confirmation') return [[title, unbroken(value)]];
  return [[title, value]];
}

const unbroken = (postcode: string) => postcode.replaceAll(' ', '\u00a0');

const decodeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) =>
    entity === '#39' ? "'" : (({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[entity] ?? ''),
  );

/** The check page's answers: its `<dt>`/`<dd>` pairs, as read. */
const checkPageLines = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/gs)].map(([, dt, dd]): [string, string] => [
    decodeHtml(dt ?? ''),
    decodeHtml(dd ?? ''),
  ]);

/** The staff email's text part as lines: `Label: value`, or `Label:` and the customer's own lines under it. */
function emailLines(text: string): [string, string][] {
  const lines: [string, string][] = [];
  for (const line of text.split('\n')) {
    const last = lines.at(-1);
    if (line.startsWith('  | ') && last) last[1] = [last[1], line.slice(4)].filter(Boolean).join('\n');
    else {
      const match = /^([^:|][^:]*):(?: (.*))?$/.exec(line);
      if (match) lines.push([match[1] as string, match[2] ?? '']);
    }
  }
  return lines;
}

/** `show`'s lines: a column's name, padded, then its value, all values starting where the reference does. */
const showLines = (out: string, reference: string): [string, string][] => {
  const lines = out.split('\n');
  const start = lines[0]?.indexOf(reference) ?? -1;
  return lines.map((line): [string, string] => [line.slice(0, start).trim(), line.slice(start)]);
};

/** One CSV record's cells (quoted cells may hold commas, doubled quotes and line breaks). */
function csvRecords(csv: string): string[][] {
  const records: string[][] = [[]];
  for (const [, quoted, plain, end] of csv.matchAll(/(?:"((?:[^"]|"")*)"|([^,\n]*))(,|\n|$)/g)) {
    records.at(-1)?.push(quoted === undefined ? (plain ?? '') : quoted.replaceAll('""', '"'));
    if (end === '\n') records.push([]);
    if (end === '') break;
  }
  return records;
}

const csvLines = (csv: string): [string, string][] => {
  const [header = [], row = []] = csvRecords(csv);
  return header.map((column, i) => [column, row[i] ?? '']);
};

async function quotes(...argv: string[]) {
  const out: string[] = [];
  const env = { DYNAMO_PORT: new URL(api.dynamo.endpoint).port, [quoteEnv.quoteTableName]: api.table.tableName };
  await runQuotes(argv, env, { out: (line) => out.push(line), err: () => {} });
  return out.join('\n');
}

describe('every answer of a quote, in every output (the field table’s guard)', () => {
  it('shows each field of the table, filled with a value of its own, wherever a quote’s answers are shown', async () => {
    const posted = everyAnswerFilled();
    const fields = Object.entries({ ...posted, ...visit, ...protocolFields });
    const checkPage = (await api.handle(urlencodedEvent(fields))).body ?? '';
    api.wait(4);
    const sent = await api.handle(urlencodedEvent(checkPageFields(checkPage)));
    const reference = new URL(sent.headers?.location ?? '', 'https://x.example').searchParams.get('ref') ?? '';
    expect(reference).toMatch(/^Q-/);
    const [email, ...more] = await api.inbox.emails();
    expect(more).toEqual([]);

    const outputs: Record<Output, [string, string][]> = {
      'the check page': checkPageLines(checkPage),
      'the staff email': emailLines(email?.body.text ?? ''),
      show: showLines(await quotes('show', reference), reference),
      'the CSV': csvLines(await quotes('--csv', '--details', '--since', '1d')),
      'the confirmation': sentSummary({ ...posted, ...visit }),
    };
    for (const [output, lines] of Object.entries(outputs) as [Output, [string, string][]][]) {
      for (const answer of quoteAnswers) {
        for (const [title, says] of expected(output, answer, posted)) {
          const line = lines.find(([shownTitle, value]) => shownTitle === title && value.includes(says));
          expect(line, `${output}: "${title}" saying "${says}", among ${JSON.stringify(lines)}`).toBeDefined();
        }
      }
    }

    // Where the lead came from: staff see it, in the email's footer, show's line and the CSV's columns; the check page
    // and the confirmation, the visitor's, never.
    expect(outputs['the staff email'].at(-1)).toEqual(['Came from', cameFrom]);
    expect(outputs.show).toContainEqual(['came from', cameFrom]);
    expect(outputs['the CSV'].slice(-5)).toEqual([
      ['landing page', '/courier-leeds'],
      ['utm source', 'newsletter'],
      ['utm medium', 'email'],
      ['utm campaign', 'spring'],
      ['referrer', 'other site'],
    ]);
    for (const output of ['the check page', 'the confirmation'] as const) {
      expect(JSON.stringify(outputs[output]), output).not.toMatch(/courier-leeds|newsletter|spring|other site/);
    }

    // The HTML part has every row the text part has, escaped; and nothing the visitor wrote is markup anywhere.
    const html = email?.body.html ?? '';
    for (const answer of quoteAnswers) {
      for (const [title, says] of expected('the staff email', answer, posted)) {
        expect(html, title).toContain(`>${escapeHtml(title)}</th>`);
        expect(html, title).toContain(escapeHtml(says));
      }
    }
    for (const page of [checkPage, html]) expect(page).not.toMatch(/<(from_name|notes|stop one)>/);
  });
});
