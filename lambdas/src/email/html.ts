/** The HTML every email and API page shares: escaping, and every HTML email's document. */

/** An email as rendered: its subject, its text part, and its HTML part (an `htmlDocument`). */
export interface QuoteEmail {
  subject: string;
  text: string;
  html: string;
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML, in an element or an attribute's quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c] as string);
}

/** The viewport meta of every HTML email: as wide as the phone it is read on. */
export const phoneViewport = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/** The class of a table of label and value rows that, below 480 px, stacks each label over its value. */
export const stackedRows = 'rows';

/**
 * Below 480 px a row's label and value side by side leave each too narrow a column on a phone: each row becomes its
 * label, then its value, full width. Mail clients that drop the stylesheet keep the table, whose labels still never
 * break inside a word.
 */
const stackingStyle =
  `<style>@media (max-width:479px){table.${stackedRows},table.${stackedRows} tbody,table.${stackedRows} tr,` +
  `table.${stackedRows} th,table.${stackedRows} td{display:block;width:auto}` +
  `table.${stackedRows} th{border-bottom:0!important;padding-bottom:0!important}}</style>`;

/** Every HTML email's document: the viewport meta, the title and the body's font, around `body`'s lines. */
export function htmlDocument(title: string, body: string[]): string {
  return [
    '<!doctype html>',
    // Staff read leads on phones: without the viewport, a mail client that honours it lays the email out 980 px wide.
    `<html lang="en-GB"><head><meta charset="utf-8">${phoneViewport}<title>${escapeHtml(title)}</title>` +
      `${stackingStyle}</head>`,
    // A long address or link wraps rather than push a phone's screen sideways.
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;overflow-wrap:anywhere">',
    ...body,
    '</body></html>',
    '',
  ].join('\n');
}
