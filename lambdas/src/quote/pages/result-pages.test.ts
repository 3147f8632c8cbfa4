import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formAnswers } from '@courier/common/quote/quote-fields';
import { describe, expect, it } from 'vitest';
import { checkPage, fixItems, itemsToFix, notSentPage, receivedPage } from './result-pages';

const site = { companyName: 'Swift & <Sons>', phone: '0116 000 0000', replyPromiseMinutes: 25 };

/** The page's own stylesheet's custom properties, and the site's design tokens they copy. */
const declared = (css: string): Record<string, string> =>
  Object.fromEntries(
    [...css.matchAll(/(--[\w-]+):\s*([^;}]+)[;}]/g)].map(([, name, value]) => [name, (value ?? '').trim()]),
  );
const tokens = declared(
  readFileSync(join(import.meta.dirname, '../../../../frontend/src/lib/design-tokens.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  ),
);

describe('the pages a no-JavaScript quote ends on', () => {
  it('use the site’s design tokens with the values the site has', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(receivedPage(site, 'Q-7KX2MP'))?.[1] ?? '';
    const own = declared(style.slice(0, style.indexOf('}') + 1));
    expect(Object.keys(own).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(own)) {
      expect(tokens[name]?.replace(/\s+/g, ''), name).toBe(value.replace(/\s+/g, ''));
    }
  });

  it('escape the company’s name, and promise a reply within the minutes set', () => {
    const html = receivedPage(site, null);
    expect(html).toContain('Swift &amp; &lt;Sons&gt;');
    expect(html).toContain('A dispatcher will email you within 25 minutes.');
    expect(html).not.toContain('<Sons>');
  });

  it('name only the answers given, each once', () => {
    const html = notSentPage(site, itemsToFix(['from_email', 'stop_1_location', 'stop_2_postcode', 'nonsense']));
    expect([...html.matchAll(/<li><strong>([^<]*)</g)].map((m) => m[1])).toEqual(['Email', 'Additional stops']);
  });

  it('have a line on the what-to-fix page for every answer the form posts, once, in the form’s order', () => {
    const covered = fixItems.flatMap((item) => item.fields);
    expect(new Set(covered)).toEqual(new Set(formAnswers));
    expect(covered).toHaveLength(formAnswers.length);
    for (const name of formAnswers) expect(itemsToFix([name]), name).toHaveLength(1);
    expect(fixItems.map((item) => item.label).slice(0, 8)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Pickup location',
      'Pickup postcode',
      'Pickup date',
      'Pickup time',
      'Additional stops',
    ]);
    const rules = new Map(fixItems.map((item) => [item.label, item.rule]));
    expect(rules.get('Phone')).toBe('Optional; at least 7 digits, with only spaces and + ( ) - besides.');
    expect(rules.get('Pickup location')).toBe('Enter where we collect from.');
    expect(rules.get('Delivery date')).toBe('Not before the pickup date, within a year.');
    expect(rules.get('Notes')).toBe('Optional; at most 2000 characters, no invisible characters.');
    expect(itemsToFix(['return_job'])).toEqual([
      { label: 'Return journey', rule: 'Yes or No.', fields: ['is_return', 'return_job'] },
    ]);
  });

  it('carry every answer on the check page as a hidden field exactly as sent, line breaks included', () => {
    const notes = 'Line one\r\nLine "two" & <three>\n\'four\'';
    const html = checkPage(site, [
      ['notes', notes],
      ['"><script>', 'x'],
    ]);
    expect(html).toContain('value="Line one&#13;&#10;Line &quot;two&quot; &amp; &lt;three&gt;&#10;&#39;four&#39;"');
    expect(html).toContain('name="&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<dd>Line one\r\nLine &quot;two&quot; &amp; &lt;three&gt;\n&#39;four&#39;</dd>');
  });

  it('show the dates on the check page the way the emails do, with the day of the week (issue 34)', () => {
    const html = checkPage(site, [
      ['pickup_date', '2026-11-28'],
      ['delivery_date', '2026-11-30'],
    ]);
    expect(html).toContain('<dt>Pickup date</dt><dd>Sat 28 Nov 2026</dd>');
    expect(html).toContain('<dt>Delivery date</dt><dd>Mon 30 Nov 2026</dd>');
    // What travels back is still the date as sent.
    expect(html).toContain('name="pickup_date" value="2026-11-28"');
  });
});
