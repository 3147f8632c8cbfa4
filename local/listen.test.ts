import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { HostUnavailableError, listenHosts, listenOn, openHostFromEnv, openHostWarning, siteHostNames } from './listen';
import { accepts } from './raw-socket';

/** This machine's addresses other than its loopbacks. */
const otherAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((info) => info && !info.internal && !info.address.startsWith('fe80:'))
    .map((info) => info?.address as string);

describe('where the local stack listens (issue 42 A)', () => {
  it('takes HOST as an opening only when it names more than this machine', () => {
    for (const host of [undefined, '', ' ', 'localhost', '127.0.0.1', '::1']) {
      expect(openHostFromEnv({ HOST: host })).toBeUndefined();
    }
    expect(openHostFromEnv({ HOST: ' 0.0.0.0 ' })).toBe('0.0.0.0');
  });

  it('listens on the two loopbacks by default, and on them too beside an opened address', () => {
    expect(listenHosts()).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts('0.0.0.0')).toEqual(['0.0.0.0', '::1']);
    expect(listenHosts('::')).toEqual(['::']);
    expect(listenHosts('192.0.2.9')).toEqual(['192.0.2.9', '127.0.0.1', '::1']);
  });

  it('answers on 127.0.0.1 and ::1 at one port, on no other address of the machine, and close ends it all', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    const { port, close } = await listenOn(server, 0, listenHosts());
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
      expect([await accepts('127.0.0.1', port), await accepts('::1', port)]).toEqual([true, true]);
      for (const address of otherAddresses()) expect([address, await accepts(address, port)]).toEqual([address, false]);
      // A keep-alive request over ::1 is one of the server's own connections: close does not wait for it.
      const response = await fetch(`http://[::1]:${port}/`);
      expect(await response.text()).toBe('ok');
    } finally {
      await close();
    }
    expect([await accepts('127.0.0.1', port), await accepts('::1', port)]).toEqual([false, false]);
  });

  it('says which HOST is no address of this machine, leaving nothing listening', async () => {
    const server = createServer();
    await expect(listenOn(server, 0, listenHosts('198.51.100.7'))).rejects.toThrow(
      new HostUnavailableError('198.51.100.7', 'EADDRNOTAVAIL'),
    );
    expect(server.listening).toBe(false);
  });

  it('adds the opened address to the names the site answers posts from', () => {
    expect(siteHostNames()).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(siteHostNames('192.0.2.9')).toEqual(['localhost', '127.0.0.1', '[::1]', '192.0.2.9']);
    expect(siteHostNames('fd00::5')).toContain('[fd00::5]');
    const ipv4 = otherAddresses().filter((address) => !address.includes(':'));
    expect(siteHostNames('0.0.0.0')).toEqual(['localhost', '127.0.0.1', '[::1]', ...ipv4]);
  });

  it('warns, when HOST opens it, that the inbox shows personal data to anyone who can reach it', () => {
    expect(openHostWarning('0.0.0.0')).toMatch(
      /HOST=0\.0\.0\.0: the site and the email inbox answer every machine .*\n.*inbox .*names, phones, addresses, live claim links.*no login/,
    );
  });
});
