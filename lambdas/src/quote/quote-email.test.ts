import type { QuoteRequest } from '@courier/common/quote/quote-schema';
import { describe, expect, it } from 'vitest';
import { escapeHtml, newQuoteReference, renderQuoteEmail, routeMapUrl, ukDate, ukDateWithWeekday } from './quote-email';

const quote: QuoteRequest = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.co.uk',
  phone: '',
  pickup_location: 'Leicester',
  pickup_postcode: 'LE11AA',
  pickup_date: '2026-11-22',
  pickup_time: '',
  stops: [],
  delivery_location: 'Manchester',
  delivery_postcode: 'M1 1AE',
  delivery_date: '2026-11-22',
  delivery_time: '',
  is_return: false,
  distance_miles: null,
  duration_minutes: null,
  vehicle_type: 'Luton Van (Box or Curtain)',
  load_details: '',
  notes: '',
};

describe('renderQuoteEmail', () => {
  it('puts vehicle, postcodes, UK pickup date and reference in the subject', () => {
    expect(renderQuoteEmail(quote, 'Q-7KD2QF').subject).toBe(
      'Quote request: Luton Van (Box or Curtain), LE1 1AA → M1 1AE, 22 Nov 2026 [Q-7KD2QF]',
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
    );

    expect(html).not.toContain('<i>');
    expect(html.split('&lt;i&gt;&amp;&quot;&#39;&lt;/i&gt;')).toHaveLength(9);
  });

  it('keeps the line breaks of multi-line fields, escaped first', () => {
    const { html, text } = renderQuoteEmail(
      { ...quote, notes: 'Gate code <1234>\r\nRing twice\nThen wait', load_details: 'Box A\rBox B' },
      'Q-7KD2QF',
    );

    expect(html).toContain('Gate code &lt;1234&gt;<br>Ring twice<br>Then wait');
    expect(html).toContain('Box A<br>Box B');
    expect(text).toContain('Notes:\nGate code <1234>\nRing twice\nThen wait\n');
    expect(text).not.toContain('\r');
  });

  it('says "Not given" for blank optional fields and "No" for a one-way job', () => {
    const { text } = renderQuoteEmail(quote, 'Q-7KD2QF');

    for (const line of ['Phone: Not given', 'Pickup time: Not given', 'Return journey: No', 'Distance: Not given']) {
      expect(text).toContain(`${line}\n`);
    }
    expect(text).not.toContain('Stop 1');
  });

  it('shows distance and duration as estimates, with hours for long jobs', () => {
    const estimate = {
      estimateSource: 'estimate',
      estimateRoute: 'LE1 1AA → M1 1AE, one way, Luton Van (Box or Curtain)',
    } as const;
    const { text } = renderQuoteEmail({ ...quote, distance_miles: 98.5, duration_minutes: 150 }, 'Q-7KD2QF', estimate);

    expect(text).toContain('Distance: 98.5 miles, as estimated\n');
    expect(text).toContain('Duration: 150 minutes (2 h 30 min), as estimated\n');
    expect(text).toContain('Estimated for: LE1 1AA → M1 1AE, one way, Luton Van (Box or Curtain)\n');
  });

  it('says when the estimate was approximate (the route service was not used)', () => {
    const estimate = { estimateSource: 'approximate', estimateRoute: 'LE1 1AA → M1 1AE, one way, Small Van' } as const;
    const { text, html } = renderQuoteEmail(
      { ...quote, distance_miles: 98.5, duration_minutes: 150, vehicle_type: 'Small Van' },
      'Q-7KD2QF',
      estimate,
    );

    expect(text).toContain('Distance: 98.5 miles, an approximate estimate, check it\n');
    expect(text).toContain('Duration: 150 minutes (2 h 30 min), an approximate estimate, check it\n');
    expect(html).toContain('an approximate estimate, check it');
    expect(text).not.toContain('as estimated');
  });

  it('says when a caller did not state where the figures came from', () => {
    const { text } = renderQuoteEmail({ ...quote, distance_miles: 98.5, duration_minutes: 150 }, 'Q-7KD2QF');

    expect(text).toContain('Distance: 98.5 miles, as sent (source not stated)\n');
    expect(text).not.toContain('as estimated');
  });

  it('links the route, with the link attribute-escaped in the HTML', () => {
    const { html, text } = renderQuoteEmail(quote, 'Q-7KD2QF');
    const url = routeMapUrl(quote);

    expect(text).toContain(`Route map: ${url}\n`);
    expect(html).toContain(`<a href="${url.replaceAll('&', '&amp;')}">`);
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

describe('dates', () => {
  it('formats ISO dates the UK way', () => {
    expect(ukDate('2026-11-22')).toBe('22 Nov 2026');
    expect(ukDateWithWeekday('2026-11-22')).toBe('Sun 22 Nov 2026');
    expect(ukDateWithWeekday('2027-01-01')).toBe('Fri 1 Jan 2027');
    expect(ukDateWithWeekday('2028-02-29')).toBe('Tue 29 Feb 2028');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters and nothing else', () => {
    expect(escapeHtml(`a & b < c > d " e ' f → £`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f → £');
  });
});

describe('newQuoteReference', () => {
  it('is Q- and six unambiguous characters, different each time', () => {
    const references = Array.from({ length: 200 }, newQuoteReference);

    for (const reference of references) expect(reference).toMatch(/^Q-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(references).size).toBe(references.length);
  });
});
