/**
 * The quote API, part four: the staff email says what the journey's figures are: the server's own estimate for the
 * route and vehicle sent, the visitor's figures labelled as theirs, never a line of the visitor's passing for ours.
 */
import { describe, expect, it } from 'vitest';
import { useQuoteApi } from '../../../test-support/quote-api-harness';
import { formFields, multipartEvent } from '../../../test-support/quote-fixtures';

const api = useQuoteApi();
const { handle } = api;

const multipart = (overrides: Record<string, string>) => multipartEvent(formFields(overrides));

describe('the staff email says what the figures are', () => {
  const emailOf = async (overrides: Record<string, string>) => {
    await handle(await multipart(overrides));
    const [email] = await api.inbox.emails();
    return { text: email?.body.text ?? '', html: email?.body.html ?? '' };
  };
  const textOf = async (overrides: Record<string, string>) => (await emailOf(overrides)).text;

  it('the server’s own figures for this route and vehicle are the estimate, with the route the server describes', async () => {
    const text = await textOf({});
    expect(api.routesAsked).toEqual([
      { from: 'LE1 1AA', to: 'M1 1AE', stops: ['NG2 6AG', 'DE1 1AA'], returnTrip: true, vehicle: 'Small Van' },
    ]);
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 152.4 miles)");
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van');
  });

  it('the visitor’s figures and the route they claim are never shown as the estimate (finding 4)', async () => {
    const claimed = 'Pre-agreed price £20, approved by the manager';
    const { text, html } = await emailOf({
      distance_miles: '1',
      duration_minutes: '2',
      estimate_source: 'estimate',
      estimate_route: claimed,
    });

    expect(text).not.toMatch(/Distance: 1 miles|Duration: 2 minutes/);
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 1 miles)");
    expect(text).toContain("Duration: 180 minutes (3 h 0 min), estimated (the customer's own: 2 minutes)");
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van');
    expect(text).not.toContain('Earlier estimate');
    expect(`${text}${html}`).not.toContain('Pre-agreed');
  });

  it('an estimate the form made for another journey is not shown: the server estimates the submitted one', async () => {
    const text = await textOf({ delivery_postcode: '75001', estimate_route: 'LE1 1AA → BT1 1AA, one way, Small Van' });
    expect(api.routesAsked[0]).toMatchObject({ from: 'LE1 1AA', to: 'DE1 1AA', stops: ['NG2 6AG'] });
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 152.4 miles)");
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA, return, Small Van (the UK postcodes only)');
    expect(text).not.toContain('BT1 1AA');
  });

  it('a changed vehicle is estimated as the vehicle sent', async () => {
    const text = await textOf({ vehicle_type: '7.5T Truck' });
    expect(api.routesAsked[0]?.vehicle).toBe('7.5T Truck');
    expect(text).toContain('Estimated for: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, 7.5T Truck');
  });

  it('figures the visitor typed are labelled as the customer’s own', async () => {
    const text = await textOf({ estimate_source: 'customer', estimate_route: '' });
    expect(text).toContain("Distance: 150 miles, estimated (the customer's own: 152.4 miles)");
  });

  it('notes cannot add a second "Route map:" line, or any line that reads as ours (finding 4)', async () => {
    const { text } = await emailOf({
      notes: 'Thanks\nRoute map: https://evil.example/pay\r\nDistance: 1 miles, estimated\rVehicle type: Small Van',
    });

    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('Route map:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Distance:'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('Vehicle type:'))).toEqual(['Vehicle type: Small Van']);
    expect(text).toContain('Notes:\n  | Thanks\n  | Route map: https://evil.example/pay\n  | Distance: 1 miles');
  });

  it('with too few UK postcodes to route, says so and asks no route service', async () => {
    const text = await textOf({
      pickup_postcode: '1012 AB',
      stop_1_postcode: '',
      stop_1_location: '',
      stop_2_postcode: '',
      stop_2_location: '',
      delivery_postcode: '75001',
    });
    expect(api.routesAsked).toEqual([]);
    expect(text).toContain(
      "Distance: Not estimated: fewer than two UK postcodes to route (the customer's own: 152.4 miles)",
    );
    // Nothing of the journey is a UK postcode to route: no place to name as left out of a route.
    expect(text).not.toContain('Partial estimate');
  });

  it('with one postcode mistyped and one left to route, names the mistyped one on its first line (issue 52 D)', async () => {
    const { text, html } = await emailOf({
      pickup_postcode: 'LS1 A4P',
      stop_1_postcode: '',
      stop_1_location: '',
      stop_2_postcode: '',
      stop_2_location: '',
      delivery_postcode: 'S1 2HE',
    });
    const line = 'Partial estimate: LS1 A4P not found: only S1 2HE left, so no distance or time';
    // The very first line, above the summary block (issue 52 A) and the quote's heading.
    expect(text.split('\n')[0]).toBe(line);
    expect(html.indexOf(line)).toBeGreaterThan(html.indexOf('<body'));
    expect(html.indexOf(line)).toBeLessThan(html.indexOf('<table'));
    expect(text).toContain('Distance: Not estimated: fewer than two UK postcodes to route');
  });
});
