/** `npm run quotes -- show REF` against a real local store: everything the staff email says of the quote. */
import { describe, expect, it } from 'vitest';
import { quotes, store, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes -- show REF', () => {
  it('show REF shows every answer, as the staff email does: every place, the dates and times, the return', async () => {
    const { reference } = await store();
    const { out } = await quotes('show', reference);
    expect(out).toMatch(/pickup location +Unit 4, Freemen’s Common\n/);
    expect(out).toMatch(/pickup postcode +LE1 1AA\n/);
    expect(out).toMatch(/pickup date +2026-11-22\n/);
    expect(out).toMatch(/stops +Nottingham Trent Bridge, NG2 6AG; Derby Riverside, DE1 1AA\n/);
    expect(out).toMatch(/delivery location +Piccadilly, Manchester\n/);
    expect(out).toMatch(/delivery time +Before noon\n/);
    expect(out).toMatch(/return journey +yes\n/);
    expect(out).toMatch(/estimate +150 miles, 180 min\n/);
    expect(out).toMatch(/customer figures +152.4 miles, 185 min\n/);
    expect(out).toMatch(/load details +Three pallets, 400 kg\n/);
    expect(out).toMatch(/claimed by +UNCLAIMED/);
  });
});
