/** `npm run quotes`'s plain answers: `--help`, and a bad command, value or store with exit code 2. */
import { describe, expect, it } from 'vitest';
import { dynamo, env, quotes, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes', () => {
  it('--help prints the usage and exits 0, touching no store', async () => {
    env.DYNAMO_PORT = '1';
    const help = await quotes('--help');
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatch(/^Usage: npm run quotes/);
    expect(help.out).toContain('show REF');
  });

  it('answers a bad command with a plain message and exit code 2, naming the store it tried', async () => {
    expect(await quotes('--resend', 'Q-NOPE99')).toMatchObject({
      code: 2,
      err: `No quote with reference Q-NOPE99 in the local quote store at ${dynamo.endpoint} (is \`npm start\` running?).`,
    });
    expect(await quotes('--since', 'last tuesday')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--since takes a date/),
    });
    expect(await quotes('--colour')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--colour'"),
    });
    expect(await quotes('--force')).toMatchObject({ code: 2, err: '--force goes with --resend REF or erase REF.' });
    expect(await quotes('show')).toMatchObject({
      code: 2,
      err: 'show needs a quote reference, e.g. npm run quotes -- show Q-7KD2QF',
    });

    for (const [variable, value] of [
      ['DYNAMO_PORT', 'abc'],
      ['INBOX_PORT', '99999'],
    ] as const) {
      const saved = env[variable] as string;
      env[variable] = value;
      expect(await quotes()).toEqual({
        code: 2,
        out: '',
        err: `${variable}=${value} is not a port number (0 to 65535).`,
      });
      env[variable] = saved;
    }

    env.DYNAMO_PORT = '1';
    expect(await quotes()).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Could not read the local quote store at http:\/\/127\.0\.0\.1:1 /),
    });
  });
});
