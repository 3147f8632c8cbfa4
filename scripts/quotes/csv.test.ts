/**
 * `npm run quotes -- --csv` against a real local store: the list for a spreadsheet, its header row always, and no
 * cell a spreadsheet could read as a formula, whatever it splits on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOutcome } from '@courier/lambdas/lead-claim/lead-outcome';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell } from './format';
import { csvColumns, detailColumns, listColumns } from './quote-rows';
import {
  quotes,
  rewriteRequest,
  sendThroughInbox,
  store,
  storedItem,
  table,
  useLocalStoreAndInbox,
} from './quotes-fixture';

useLocalStoreAndInbox();

const folder = mkdtempSync(join(tmpdir(), 'quotes-csv-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run quotes -- --csv', () => {
  it('--csv exports the list with formula-like cells neutralised', async () => {
    await store({ from_name: '=HYPERLINK("http://x.example","Ada")' });

    const { out } = await quotes('--csv', '--details', '--since', '1d');
    const [header, row] = out.split('\n');
    expect(header).toBe(csvColumns(detailColumns).join(','));
    expect(row).toContain(`"'=HYPERLINK(""http://x.example"",""Ada"")"`);
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\r=1', 'plain', 'a,b'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\r'=1"`,
      'plain',
      '"a,b"',
    ]);
  });

  it('--csv leaves no formula at the start of a field, whichever of , ; tab or | a spreadsheet splits on (issue 42 E)', async () => {
    const names = ['Smith;=2*3', 'Ann|@SUM(A1)', 'Bo,-2+3', 'Cy; +1', 'Di,"=1+1"'];
    for (const name of names) await store({ from_name: name, phone: '+44 7700 900123' });
    // What the form refuses (a tab in a name) may still be in the table: written by another version, or by hand.
    const { id } = await store();
    await rewriteRequest(id, (stored) => {
      stored.quote.from_name = 'Alice\t=1+1';
    });

    const { out } = await quotes('--csv', '--details', '--since', '1d');
    for (const separator of [',', ';', '\t', '|', '\n']) {
      const fields = out.split(separator).map((field) => field.replace(/^[ "]*/, ''));
      expect(fields.filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);
    }
    // Each is still there to read, behind an apostrophe, and a spreadsheet that splits on commas gets one cell each.
    for (const cell of [
      `"Smith;'=2*3"`,
      `"Ann|'@SUM(A1)"`,
      `"Bo,'-2+3"`,
      `"Cy; '+1"`,
      `"Di,""'=1+1"""`,
      `"Alice\t'=1+1"`,
      `"'+44 7700 900123"`,
    ]) {
      expect(out).toContain(`,${cell},`);
    }
  });

  it('--csv ends each row with what became of the lead: outcome, lost reason, when, and when first quoted (issue 43)', async () => {
    const { id } = await store();
    await store();
    const received = Date.parse((await storedItem(id))?.receivedAt ?? '');
    const at = (minutes: number) => new Date(received + minutes * 60_000);
    await claimLead(table, { quoteId: id, name: 'Sam', now: at(1) });
    await recordOutcome(table, { quoteId: id, outcome: 'booked', by: 'Sam', now: at(20) });
    await recordOutcome(table, { quoteId: id, outcome: 'lost', reason: 'no_reply', by: 'Sam', now: at(90) });
    for (const args of [['--csv'], ['--csv', '--details']]) {
      const [header, ...rows] = (await quotes(...args, '--since', '1d')).out.split('\n');
      expect(header).toMatch(/,outcome,lost reason,outcome at,first quoted at,seconds to quote,landing page,/);
      const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
      expect(rows.filter((row) => row.endsWith(`,lost,no reply,${iso(at(90))},${iso(at(20))},1200,,,,,`))).toHaveLength(
        1,
      );
      expect(rows.filter((row) => row.endsWith(',,,,,,,,,,'))).toHaveLength(1);
    }
  });

  it('--csv ends with where each lead came from, a column each, neutralised as every cell (issue 43 B)', async () => {
    const visit = { landing_page: '/courier-leeds', utm_source: 'Google', utm_medium: 'cpc', referrer_kind: 'search' };
    await store({ ...visit, utm_campaign: 'spring-vans' });
    // The form's values cannot start a formula (quote-visit.ts); one written by hand into the table still cannot.
    const { id } = await store(visit);
    await rewriteRequest(id, (stored) => {
      stored.provenance.visit.utmCampaign = '=HYPERLINK("http://x.example")';
    });

    for (const args of [['--csv'], ['--csv', '--details']]) {
      const [header, ...rows] = (await quotes(...args, '--since', '1d')).out.split('\n');
      expect(header).toMatch(/,landing page,utm source,utm medium,utm campaign,referrer$/);
      const cameFrom = rows.filter((row) => row.includes('/courier-leeds')).map((row) => row.split(',').slice(-5));
      expect(cameFrom.map((cells) => cells.join(',')).sort()).toEqual([
        '/courier-leeds,google,cpc,"\'=HYPERLINK(""http://x.example"")",search',
        '/courier-leeds,google,cpc,spring-vans,search',
      ]);
    }
  });

  it('--out FILE writes the CSV there, header first, with every time in one ISO format and the times as seconds (issue 53 E)', async () => {
    const claimed = await store();
    await sendThroughInbox(claimed.id);
    await store();
    const item = await storedItem(claimed.id);
    const received = String(item?.receivedAt);
    const sent = Date.parse(String(item?.sentAt));
    await claimLead(table, { quoteId: claimed.id, name: 'Sam', now: new Date(Date.parse(received) + 144_499) });
    await recordOutcome(table, { quoteId: claimed.id, outcome: 'quoted', by: 'Sam', now: new Date(sent + 1_260_600) });
    const file = join(folder, 'leads.csv');

    const written = await quotes('--csv', '--since', '1d', '--out', file);
    expect(written).toEqual({
      code: 1,
      out: expect.stringMatching(/^Wrote 2 quotes since [\d-]+ [\d:]+ to .*leads\.csv \(CSV\)\.\nNo: 1 of 2 quotes /),
      err: '',
    });
    const text = readFileSync(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const [header = '', ...rows] = text.trimEnd().split('\n');
    expect(header).toBe(csvColumns(listColumns).join(','));
    expect(rows).toHaveLength(2);
    const cell = (line: string, column: string) => line.split(',')[header.split(',').indexOf(column)];
    const row = rows.find((line) => line.startsWith(claimed.reference)) ?? '';
    expect(cell(row, 'time to claim')).toBe('2 min 24 s');
    expect(cell(row, 'seconds to claim')).toBe('144');
    expect(cell(row, 'seconds to quote')).toBe('1261');
    const timeColumns = ['received', 'sent at', 'outcome at', 'first quoted at'];
    for (const column of timeColumns) expect(cell(row, column)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(cell(row, 'received')).toBe(received.replace(/\.\d{3}Z$/, 'Z'));
    // The one not claimed, sent or quoted: its times and seconds are empty, not 0.
    const other = rows.find((line) => !line.startsWith(claimed.reference)) ?? '';
    expect(['seconds to claim', 'seconds to quote', 'sent at', 'first quoted at'].map((c) => cell(other, c))).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('--out says plainly what it needs and what it could not write, exit 2', async () => {
    await store();
    expect(await quotes('--out', join(folder, 'a.csv'))).toEqual({
      code: 2,
      out: '',
      err: '--out FILE goes with --csv: npm run quotes -- --csv --out leads.csv',
    });
    expect(await quotes('--csv', '--out')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--out needs a value\./),
    });
    expect(await quotes('--csv', '--out', join(folder, 'no-such-folder', 'a.csv'))).toEqual({
      code: 2,
      out: '',
      err: `Could not write ${join(folder, 'no-such-folder', 'a.csv')}: no such folder.`,
    });
    expect(await quotes('--csv', '--out', folder)).toMatchObject({
      code: 2,
      err: `Could not write ${folder}: it is a folder.`,
    });
  });

  it('--csv with no quotes still gives the header row', async () => {
    expect(await quotes('--csv')).toEqual({ code: 0, out: csvColumns(listColumns).join(','), err: '' });
    expect((await quotes('--csv', '--details')).out).toBe(csvColumns(detailColumns).join(','));
  });
});
