import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { aQuoteRequest, testSending } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { renderDigestSection } from './digest-email';
import { escapeHtml } from './html';
import { routeMapUrl } from './quote-body';
import { renderQuoteEmail } from './quote-email';

/** A one-way job with no stops, its optional answers left blank, its pickup postcode as typed. */
const quote = aQuoteRequest({
  phone: '',
  pickup_postcode: 'LE11AA',
  pickup_time: '',
  stops: [],
  delivery_time: '',
  is_return: false,
  distance_miles: null,
  duration_minutes: null,
  vehicle_type: 'Luton Van (Box or Curtain)',
  load_details: '',
  notes: '',
});

const estimate: ServerEstimate = {
  kind: 'estimated',
  route: 'LE1 1AA → M1 1AE, one way, Luton Van (Box or Curtain)',
  ukPartOnly: false,
  distanceMiles: 98.5,
  durationMinutes: 150,
  approximate: false,
};

describe('renderQuoteEmail', () => {
  it('puts vehicle, postcodes, UK pickup date and reference in the subject', () => {
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', undefined, testSending).subject).toBe(
      'Quote request: Luton Van (Box or Curtain), LE1 1AA → M1 1AE, 22 Nov 2026 [Q-7KD2QF]',
    );
  });

  it.each([
    [[], false, 'LE1 1AA → M1 1AE, 22 Nov 2026'],
    [[{ location: 'Derby', postcode: 'DE1 1AA' }], false, 'LE1 1AA → M1 1AE, +1 stop, 22 Nov 2026'],
    [[], true, 'LE1 1AA → M1 1AE, return, 22 Nov 2026'],
    [
      [
        { location: 'Derby', postcode: 'DE1 1AA' },
        { location: 'Nottingham', postcode: 'NG2 6AG' },
      ],
      true,
      'LE1 1AA → M1 1AE, +2 stops, return, 22 Nov 2026',
    ],
  ])('says in the subject when a job has stops (%j) or a return (%s)', (stops, isReturn, expected) => {
    const subject = renderQuoteEmail(
      { ...quote, stops, is_return: isReturn },
      'Q-7KD2QF',
      undefined,
      testSending,
    ).subject;
    expect(subject).toBe(`Quote request: Luton Van (Box or Curtain), ${expected} [Q-7KD2QF]`);
  });

  it('puts the claim link first in both parts, escaped in the HTML', () => {
    const claimLink = 'https://www.example.co.uk/api/leads/claim?q=abc&e=1&s=x';
    const email = renderQuoteEmail(quote, 'Q-7KD2QF', undefined, { ...testSending, claimLink });
    // Last in the summary block, the lines a phone shows first (summary-block.test.ts), above the quote's heading.
    const lines = email.text.split('\n');
    expect(lines.indexOf(`Claim it before you call, so nobody else does: ${claimLink}`)).toBe(
      lines.indexOf('Quote request Q-7KD2QF') - 2,
    );
    expect(email.html).toContain('href="https://www.example.co.uk/api/leads/claim?q=abc&amp;e=1&amp;s=x"');
    expect(email.html.indexOf('Claim Q-7KD2QF')).toBeLessThan(email.html.indexOf('<h1'));
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', undefined, testSending).text).not.toContain('Claim it');
  });

  it('starts a smoke test’s subject with [TEST]', () => {
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', undefined, { ...testSending, test: true }).subject).toBe(
      '[TEST] Quote request: Luton Van (Box or Curtain), LE1 1AA → M1 1AE, 22 Nov 2026 [Q-7KD2QF]',
    );
  });

  it('escapes every HTML-special character in every user field', () => {
    const hostile = `<i>&"'</i>`;
    const { html } = renderQuoteEmail(
      {
        ...quote,
        from_name: hostile,
        pickup_location: hostile,
        pickup_time: hostile,
        stops: [{ location: hostile, postcode: 'NG1 1AA' }],
        delivery_location: hostile,
        delivery_time: hostile,
        load_details: hostile,
        notes: hostile,
      },
      'Q-7KD2QF',
      undefined,
      testSending,
    );

    expect(html).not.toContain('<i>');
    // Eight fields in the body's rows, and the name, pickup time and both places again in the summary block.
    expect(html.split('&lt;i&gt;&amp;&quot;&#39;&lt;/i&gt;')).toHaveLength(13);
  });

  it('keeps the line breaks of multi-line fields, escaped first', () => {
    const { html, text } = renderQuoteEmail(
      { ...quote, notes: 'Gate code <1234>\r\nRing twice\nThen wait', load_details: 'Box A\rBox B' },
      'Q-7KD2QF',
      undefined,
      testSending,
    );

    expect(html).toContain('Gate code &lt;1234&gt;<br>Ring twice<br>Then wait');
    expect(html).toContain('Box A<br>Box B');
    expect(text).toContain('Notes:\n  | Gate code <1234>\n  | Ring twice\n  | Then wait\n');
    expect(text).not.toContain('\r');
  });

  it('says "Not given" for blank optional fields and "No" for a one-way job', () => {
    const { text } = renderQuoteEmail(quote, 'Q-7KD2QF', undefined, testSending);

    for (const line of ['Phone: Not given', 'Pickup time: Not given', 'Return journey: No', 'Notes: Not given']) {
      expect(text).toContain(`${line}\n`);
    }
    expect(text).not.toContain('Stop 1');
  });

  it('shows the server’s figures as estimated, for the route the server describes, with hours for long jobs', () => {
    const { text } = renderQuoteEmail(
      { ...quote, distance_miles: 98.5, duration_minutes: 150 },
      'Q-7KD2QF',
      estimate,
      testSending,
    );

    expect(text).toContain("Distance: 98.5 miles, estimated (the customer's own: the same)\n");
    expect(text).toContain("Duration: 150 minutes (2 h 30 min), estimated (the customer's own: the same)\n");
    expect(text).toContain('Estimated for: LE1 1AA → M1 1AE, one way, Luton Van (Box or Curtain)\n');
  });

  it('says when the server’s figures are approximate (the route service was not used), and when they leave out postcodes outside the UK', () => {
    const { text, html } = renderQuoteEmail(
      quote,
      'Q-7KD2QF',
      { ...estimate, approximate: true, ukPartOnly: true },
      testSending,
    );
    expect(html).toContain('estimated, approximate: check it');

    expect(text).toContain('Distance: 98.5 miles, estimated, approximate: check it\n');
    expect(text).toContain(
      'Estimated for: LE1 1AA → M1 1AE, one way, Luton Van (Box or Curtain) (the UK postcodes only)\n',
    );
  });

  it('says a partial estimate on its first line, naming what it left out (issue 45 B), in both parts and a digest', () => {
    const mistyped = {
      ...quote,
      pickup_postcode: 'LS1 4XQZ',
      stops: [{ location: 'Wakefield', postcode: 'WF1 1PX' }],
      delivery_postcode: 'S1 2HE',
    };
    const partial = { ...estimate, route: 'WF1 1PX → S1 2HE, one way, Small Van', ukPartOnly: true };
    const line = 'Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only';
    const { text, html } = renderQuoteEmail(mistyped, 'Q-7KD2QF', partial, testSending);
    expect(text.split('\n')[0]).toBe(line);
    expect(html.indexOf(escapeHtml(line))).toBeGreaterThan(html.indexOf('<body'));
    expect(html.indexOf(escapeHtml(line))).toBeLessThan(html.indexOf('<table'));
    expect(
      renderDigestSection({ ...testSending, quote: mistyped, reference: 'Q-7KD2QF', estimate: partial, receivedAt: '' })
        .text[0],
    ).toBe(line);
    // A whole journey's estimate, or none at all, says nothing of the kind.
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', estimate, testSending).text).not.toContain('Partial estimate');
    expect(renderQuoteEmail(mistyped, 'Q-7KD2QF', undefined, testSending).text).not.toContain('Partial estimate');
  });

  it('shows figures the visitor sent as the customer’s own, beside the server’s, never as estimated', () => {
    const { text } = renderQuoteEmail(
      { ...quote, distance_miles: 1, duration_minutes: 2 },
      'Q-7KD2QF',
      estimate,
      testSending,
    );

    expect(text).toContain("Distance: 98.5 miles, estimated (the customer's own: 1 miles)\n");
    expect(text).toContain("Duration: 150 minutes (2 h 30 min), estimated (the customer's own: 2 minutes)\n");
  });

  it('with no figures of the server’s, says why and shows the visitor’s as theirs', () => {
    const sent = { ...quote, distance_miles: 98.5, duration_minutes: 150 };
    const unknown = { kind: 'not_estimated', reason: 'unknown_postcode', postcode: 'ZZ9 9ZZ' } as const;

    expect(renderQuoteEmail(sent, 'Q-7KD2QF', unknown, testSending).text).toContain(
      "Distance: Not estimated: the postcode ZZ9 9ZZ could not be found (the customer's own: 98.5 miles)\n",
    );
    expect(renderQuoteEmail(sent, 'Q-7KD2QF', undefined, testSending).text).toContain(
      "Duration: Not estimated: not estimated when it was received (the customer's own: 150 minutes (2 h 30 min))\n",
    );
    expect(
      renderQuoteEmail(quote, 'Q-7KD2QF', { kind: 'not_estimated', reason: 'too_few_uk_postcodes' }, testSending).text,
    ).toContain('Distance: Not estimated: fewer than two UK postcodes to route\n');
    expect(renderQuoteEmail(sent, 'Q-7KD2QF', undefined, testSending).text).not.toContain('estimated (');
  });

  it('links the route, with the link attribute-escaped in the HTML', () => {
    const { html, text } = renderQuoteEmail(quote, 'Q-7KD2QF', undefined, testSending);
    const url = routeMapUrl(quote);

    expect(text).toContain(`Route map: ${url}\n`);
    expect(html).toContain(`<a href="${url.replaceAll('&', '&amp;')}">`);
  });

  it('says where the lead came from in a footer, last in both parts and in a digest, escaped (issue 43 B)', () => {
    const visit = {
      landingPage: '/courier-leeds',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-vans',
      referrerKind: 'search',
    } as const;
    const line = 'Came from: /courier-leeds · google / cpc / spring-vans · referred by search';
    const { text, html } = renderQuoteEmail(quote, 'Q-7KD2QF', undefined, { ...testSending, visit });
    expect(text.trimEnd().split('\n').at(-1)).toBe(line);
    expect(html).toMatch(new RegExp(`<p style="[^"]*">${line}</p>\\s*</body>`));
    const digest = renderDigestSection({ ...testSending, visit, quote, reference: 'Q-7KD2QF', receivedAt: '' });
    expect(digest.text.at(-1)).toBe(line);
    expect(digest.html.at(-1)).toContain(line);

    // What is stored is read with care: written by hand, it is still only text.
    const stored = { ...visit, utmCampaign: '<b>spring</b> & co' };
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', undefined, { ...testSending, visit: stored }).html).toContain(
      '&lt;b&gt;spring&lt;/b&gt; &amp; co',
    );
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', undefined, testSending).text).not.toContain('Came from');
  });
});

/** Every href in the HTML part, unescaped as a mail client reads it. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] as string).replaceAll('&amp;', '&').replaceAll('&#39;', "'"));

describe('links staff act on', () => {
  it('calls, replies (with the reference in the subject) and WhatsApps a UK mobile from the HTML part', () => {
    const { html } = renderQuoteEmail({ ...quote, phone: '07700 900123' }, 'Q-7KD2QF', undefined, testSending);

    expect(html).toContain('<a href="tel:+447700900123">07700 900123</a>');
    expect(html).toContain('<a href="https://wa.me/447700900123">WhatsApp</a>');
    expect(html).toContain(
      '<a href="mailto:ada@example.co.uk?subject=Your%20quote%20request%20Q-7KD2QF">ada@example.co.uk</a>',
    );
  });

  it('offers no WhatsApp for a landline, and the text part keeps the raw values', () => {
    const { html, text } = renderQuoteEmail({ ...quote, phone: '0116 496 0000' }, 'Q-7KD2QF', undefined, testSending);

    expect(html).toContain('<a href="tel:+441164960000">0116 496 0000</a>');
    expect(html).not.toContain('wa.me');
    expect(text).toContain('Email: ada@example.co.uk\n');
    expect(text).toContain('Phone: 0116 496 0000\n');
    expect(text).not.toMatch(/tel:|mailto:|wa\.me/);
  });
});

describe('a hostile visitor', () => {
  const hostileText = `"><script>alert(1)</script> javascript:alert(1) <a href="https://evil.example">pay</a>`;
  const everyFreeField = {
    from_name: `Eve "The Boss" <ceo@example.com>`,
    pickup_location: hostileText,
    pickup_time: hostileText,
    stops: [{ location: hostileText, postcode: 'NG1 1AA' }],
    delivery_location: 'javascript:alert(document.cookie)',
    delivery_time: hostileText,
    load_details: hostileText,
    notes: hostileText,
  };

  it('cannot add a link: every href is one of ours, with no script scheme', () => {
    const { html } = renderQuoteEmail(
      { ...quote, ...everyFreeField, phone: '07700 900123" onmouseover="alert()', from_email: 'x?cc=eve@example.com' },
      'Q-7KD2QF',
      undefined,
      testSending,
    );

    const links = hrefs(html);
    expect(links).toHaveLength(4);
    for (const href of links)
      expect(href).toMatch(/^(tel:\+?\d+|https:\/\/wa\.me\/\d+|mailto:|https:\/\/www\.google\.com\/maps\/)/);
    expect(links.find((href) => href.startsWith('tel:'))).toBe('tel:+447700900123');
    expect(html).not.toMatch(/<a href="https:\/\/evil|<script|onmouseover="/);
    const mailto = new URL(links.find((href) => href.startsWith('mailto:')) ?? '');
    expect([...mailto.searchParams.keys()]).toEqual(['subject']);
  });

  it('has every piece of its text in a shaded box in the HTML part', () => {
    const { html } = renderQuoteEmail({ ...quote, ...everyFreeField }, 'Q-7KD2QF', undefined, testSending);

    const boxes = [...html.matchAll(/<blockquote style="[^"]*">(.*?)<\/blockquote>/g)].map((m) => m[1]);
    expect(boxes).toHaveLength(8);
    expect(boxes).toContain('Eve &quot;The Boss&quot; &lt;ceo@example.com&gt;');
    expect(boxes).toContain('javascript:alert(document.cookie)');
    expect(html.split(escapeHtml(hostileText))).toHaveLength(7);
  });

  it.each([
    ['a line feed', '\n'],
    ['CR LF', '\r\n'],
    ['a lone CR', '\r'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
    ['NEL', '\u0085'],
    ['a form feed', '\f'],
  ])('cannot start a line of the text part with %s: a fake "Route map:" stays indented as theirs', (_case, br) => {
    const fake = `Call first${br}Route map: https://evil.example/pay${br}Distance: 1 miles, estimated`;
    const { text } = renderQuoteEmail({ ...quote, notes: fake, load_details: fake }, 'Q-7KD2QF', estimate, testSending);

    const lines = text.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith('Route map:'))).toEqual([`Route map: ${routeMapUrl(quote)}`]);
    expect(lines.filter((line) => line.startsWith('Distance:'))).toEqual(['Distance: 98.5 miles, estimated']);
    expect(lines.filter((line) => line.includes('evil.example'))).toEqual([
      '  | Route map: https://evil.example/pay',
      '  | Route map: https://evil.example/pay',
    ]);
  });
});

describe('routeMapUrl', () => {
  it('goes from pickup through the stops, in order, to the delivery', () => {
    const url = new URL(
      routeMapUrl({
        ...quote,
        stops: [
          { location: 'A', postcode: 'NG1 1AA' },
          { location: 'B', postcode: 'de11aa' },
        ],
      }),
    );

    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.search).toBe(
      '?api=1&origin=LE1%201AA&destination=M1%201AE&waypoints=NG1%201AA%7CDE1%201AA&travelmode=driving',
    );
  });

  it('returns to the pickup on a return job', () => {
    const params = new URL(routeMapUrl({ ...quote, is_return: true })).searchParams;

    expect(params.get('destination')).toBe('LE1 1AA');
    expect(params.get('waypoints')).toBe('M1 1AE');
  });

  it('encodes characters that would break the query', () => {
    const url = routeMapUrl({
      ...quote,
      delivery_postcode: 'D02 X285',
      stops: [{ location: 'x', postcode: '1012 AB' }],
    });

    expect(url).toContain('destination=D02%20X285&waypoints=1012%20AB&');
    expect(url).not.toMatch(/ |\|/);
  });
});
