/**
 * `npm run quotes -- --csv` against a real local store: the list for a spreadsheet, its header row always, and no
 * cell a spreadsheet could read as a formula, whatever it splits on.
 */
import { recordOutcome } from '@courier/lambdas/lead-claim/lead-outcome';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { describe, expect, it } from 'vitest';
import { csvCell } from './format';
import { detailColumns, listColumns } from './quote-rows';
import { quotes, rewriteRequest, store, storedItem, table, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes -- --csv', () => {
  it('--csv exports the list with formula-like cells neutralised', async () => {
    await store({ from_name: '=HYPERLINK("http://x.example","Ada")' });

    const { out } = await quotes('--csv', '--details', '--since', '1d');
    const [header, row] = out.split('\n');
    expect(header).toBe(detailColumns.join(','));
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
      expect(header).toMatch(/,outcome,lost reason,outcome at,first quoted at,landing page,/);
      expect(
        rows.filter((row) => row.endsWith(`,lost,no reply,${at(90).toISOString()},${at(20).toISOString()},,,,,`)),
      ).toHaveLength(1);
      expect(rows.filter((row) => row.endsWith(',,,,,,,,,'))).toHaveLength(1);
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

  it('--csv with no quotes still gives the header row', async () => {
    expect(await quotes('--csv')).toEqual({ code: 0, out: listColumns.join(','), err: '' });
    expect((await quotes('--csv', '--details')).out).toBe(detailColumns.join(','));
  });
});
