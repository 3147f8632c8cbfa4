/**
 * Where the local stack listens. By default on this machine's loopback addresses only (127.0.0.1 and ::1): the inbox
 * shows every staff email, with names, phones, addresses and live claim links, to whoever opens it, and nothing local
 * asks for a login. `HOST` opens the site and the inbox elsewhere on purpose (e.g. HOST=0.0.0.0 to try the site on a
 * phone); they stay on the loopback addresses too, which the stack's own parts and `npm run quotes` use. The quote
 * store (dynalite) listens on 127.0.0.1 only, whatever HOST says: nothing but this machine needs it.
 */
import type { Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { localSettings } from '@courier/common/settings/local';
import { variableName } from '@courier/common/settings/setting';

export const hostVariable = variableName('host', localSettings.host);

const loopback = ['127.0.0.1', '::1'];

/** HOST as set, or undefined when it names nothing beyond this machine (unset, blank, localhost or a loopback). */
export function openHostFromEnv(env: Record<string, string | undefined>): string | undefined {
  const host = env[hostVariable]?.trim();
  return host && host !== 'localhost' && !loopback.includes(host) ? host : undefined;
}

/** Every address of every interface ("0.0.0.0" is all the IPv4 ones, "::" all of them). */
const isWildcard = (host: string) => host === '0.0.0.0' || host === '::';

/**
 * The addresses to listen on: both loopbacks, and `openHost` first when given. "::" already holds both, "0.0.0.0"
 * 127.0.0.1 (a second listener there would find the port taken).
 */
export function listenHosts(openHost?: string): string[] {
  if (!openHost) return loopback;
  if (openHost === '::') return [openHost];
  return [openHost, ...loopback.filter((address) => !(openHost === '0.0.0.0' && address === '127.0.0.1'))];
}

/** The names a browser may reach the site by, for the quote and claim handlers' same-origin check (URL host form). */
export function siteHostNames(openHost?: string): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (!openHost) return names;
  const opened = isWildcard(openHost)
    ? Object.values(networkInterfaces())
        .flat()
        .filter((info) => info && !info.internal && (openHost === '::' || info.family === 'IPv4'))
        .map((info) => info?.address as string)
    : [openHost];
  return [...names, ...opened.map((address) => (address.includes(':') ? `[${address}]` : address))];
}

/** What `npm start` and `npm run dev` print under their URLs when HOST opens the stack beyond this machine. */
export const openHostWarning = (openHost: string) =>
  [
    `  ${hostVariable}=${openHost}: the site and the email inbox answer every machine that can reach this one there.`,
    '  Anyone who opens the inbox sees every quote email (names, phones, addresses, live claim links): it has no login.',
    '  The quote store stays on this machine.',
  ].join('\n');

/** What to do when HOST names no address of this machine, for `npm start` and `npm run dev` to print. */
export const hostUnavailable = (error: HostUnavailableError) =>
  `${error.message}. Leave ${hostVariable} unset to serve this machine only, or set ${hostVariable}=0.0.0.0 to open the site and inbox to the network.`;

/** HOST names no address this machine can listen on. */
export class HostUnavailableError extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`${hostVariable}=${host} is not an address of this machine (${code})`);
    this.name = 'HostUnavailableError';
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? '';
/** This machine lacks the address (e.g. a container without IPv6), or the name resolves to none. */
const noSuchAddress = (error: unknown) =>
  ['EADDRNOTAVAIL', 'EAFNOSUPPORT', 'ENOTFOUND', 'EAI_AGAIN'].includes(errorCode(error));

/** Why listening at `host` failed: a HostUnavailableError when the machine lacks the address, else the error. */
export const hostProblem = (error: unknown, host: string) =>
  noSuchAddress(error) ? new HostUnavailableError(host, errorCode(error)) : error;

const listenAt = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A server listening at one or more addresses, on one port. */
export interface Listening {
  port: number;
  /** Ends every connection and stops listening everywhere. */
  close(): Promise<void>;
}

/**
 * `server`, already listening on `port` at one address (the SES inbox's library listens itself), listening at each of
 * `hosts` too: a plain TCP listener per host hands it its connections (Node's documented way to give an HTTP server
 * connections), so one server answers them all and its closeAllConnections ends them all. A loopback this machine
 * lacks (a container without IPv6) is skipped; any other address it lacks is a HostUnavailableError. When a host
 * fails, everything is closed again before the error is thrown.
 */
export async function alsoListenAt(server: HttpServer, port: number, hosts: readonly string[]): Promise<Listening> {
  const listeners: Server[] = [];
  const close = async () => {
    server.closeAllConnections();
    await Promise.all([server.listening ? closed(server) : undefined, ...listeners.map(closed)]);
  };
  for (const host of hosts) {
    const listener = createServer((socket) => server.emit('connection', socket));
    try {
      await listenAt(listener, port, host);
    } catch (error) {
      if (noSuchAddress(error) && loopback.includes(host)) continue;
      await close();
      throw hostProblem(error, host);
    }
    listeners.push(listener);
  }
  return { port, close };
}

/** `server` listening at every one of `hosts`, on `port` (0: a free one at the first host, then that one at all). */
export async function listenOn(server: HttpServer, port: number, hosts: readonly string[]): Promise<Listening> {
  const [first = loopback[0] as string, ...others] = hosts;
  let chosen: number;
  try {
    chosen = await listenAt(server, port, first);
  } catch (error) {
    throw hostProblem(error, first);
  }
  return alsoListenAt(server, chosen, others);
}
