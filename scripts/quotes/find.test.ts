/** `npm run quotes -- find EMAIL` (a subject access request) against a real local store. */
import { describe, expect, it } from 'vitest';
import { quotes, store, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes -- find EMAIL (a subject access request)', () => {
  it('lists every quote of the address however it was spelled, matched as the caps match senders, and only those', async () => {
    const dotted = await store({ from_email: 'Ada.Lovelace+quotes@GMail.com', from_name: 'Ada One' });
    const googlemail = await store({ from_email: 'adalovelace@googlemail.com', from_name: 'Ada Two' });
    const other = await store({ from_email: 'ada.lovelace@example.co.uk', from_name: 'Not Her' });

    const { code, out } = await quotes('find', 'ADALOVELACE@gmail.com');
    expect(code).toBe(0);
    expect(out).toContain(dotted.reference);
    expect(out).toContain(googlemail.reference);
    expect(out).not.toContain(other.reference);
    expect(out).toMatch(/2 stored quotes of adalovelace@gmail\.com/);

    // Case never matters, at any provider; dots do outside Gmail.
    expect((await quotes('find', 'Ada.Lovelace@EXAMPLE.co.uk')).out).toContain(other.reference);
    expect((await quotes('find', 'adalovelace@example.co.uk')).out).toContain(
      'No stored quote of adalovelace@example.co.uk.',
    );
  });

  it('--json prints each quote whole, for sending to the person', async () => {
    const { reference } = await store({ notes: 'Ring first, please' });

    const { code, out } = await quotes('find', 'ada@example.co.uk', '--json');
    expect(code).toBe(0);
    const [record, ...more] = JSON.parse(out);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      reference,
      delivery: 'PENDING',
      request: {
        from_name: "Ada O'Brien",
        from_email: 'ada@example.co.uk',
        phone: '07700 900123',
        pickup_location: 'Unit 4, Freemen’s Common',
        delivery_postcode: 'M1 1AE',
        notes: 'Ring first, please',
        distance_miles: 152.4,
      },
      serverEstimate: { distanceMiles: 150, durationMinutes: 180 },
    });
  });

  it('answers a missing or malformed address with a plain message and exit code 2', async () => {
    expect(await quotes('find')).toMatchObject({
      code: 2,
      err: 'find needs an email address, e.g. npm run quotes -- find ada@example.co.uk',
    });
    expect(await quotes('find', 'ada at example')).toMatchObject({
      code: 2,
      err: 'find takes an email address, such as ada@example.co.uk, not "ada at example".',
    });
    expect(await quotes('--json')).toMatchObject({ code: 2, err: '--json goes with find EMAIL or report.' });
  });
});
