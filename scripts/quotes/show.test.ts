/** `npm run quotes -- show REF` against a real local store: everything the staff email says of the quote. */
import { describe, expect, it } from 'vitest';
import { quotes, store, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes -- show REF', () => {
  it('show REF shows everything the staff email does: every place, the delivery’s date and time, the return', async () => {
    const { reference } = await store();
    const { out } = await quotes('show', reference);
    expect(out).toMatch(/pickup at +Unit 4, Freemen’s Common, LE1 1AA/);
    expect(out).toMatch(/stop 1 +Nottingham Trent Bridge, NG2 6AG/);
    expect(out).toMatch(/stop 2 +Derby Riverside, DE1 1AA/);
    expect(out).toMatch(/delivery at +Piccadilly, Manchester, M1 1AE/);
    expect(out).toMatch(/delivery on +2026-11-23 Before noon/);
    expect(out).toMatch(/return +yes/);
    expect(out).toMatch(/load +Three pallets, 400 kg/);
    expect(out).toMatch(/claimed by +UNCLAIMED/);
  });
});
