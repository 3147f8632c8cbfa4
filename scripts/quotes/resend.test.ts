/** `npm run quotes -- --resend REF` and `--resend-pending` against a real local store and the real local SES. */
import { describe, expect, it } from 'vitest';
import { inbox, quotes, store, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes -- --resend', () => {
  it('--resend REF sends a pending quote once and exits 0; a sent one again only with --force', async () => {
    const { reference } = await store();

    expect(await quotes('--resend', reference)).toMatchObject({
      code: 0,
      out: expect.stringContaining('sent to staff'),
    });
    // Already with staff: nothing is sent, and the command says so, not "resent" (issue 34).
    const again = await quotes('--resend', reference);
    expect(again).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringMatching(
        new RegExp(`^${reference} was already sent to staff at .+: nothing sent\\. Add --force`),
      ),
    });
    expect(again.err).not.toContain('resent');
    expect(await inbox.emails()).toHaveLength(1);
    expect(await quotes('--resend', reference, '--force')).toMatchObject({
      code: 0,
      out: `${reference}: sent to staff\nDone: 1 resent.`,
    });
    expect(await inbox.emails()).toHaveLength(2);
  });

  it('--resend-pending sends every pending quote once', async () => {
    await Promise.all([store(), store(), store()]);

    expect(await quotes('--resend-pending')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Done: 3 resent.'),
    });
    expect(await inbox.emails()).toHaveLength(3);
    expect(await quotes('--resend-pending')).toMatchObject({
      code: 0,
      out: expect.stringContaining('nothing to resend'),
    });
    expect(await quotes()).toMatchObject({ code: 0, out: expect.stringContaining('Yes: all 3 quotes') });
  });
});
