/**
 * The local stack's ports: the variable that sets each and its default, and the one rule for reading them, shared by
 * `npm start`, `npm run dev` (before anything starts) and `npm run quotes` (which finds the store by them).
 */

import { localSettings } from '@courier/common/settings/local';
import { variableName } from '@courier/common/settings/setting';

/** Each port's variable and default, as the settings table has them. */
const portOf = (name: 'port' | 'inboxPort' | 'dynamoPort' | 'apiPort') => ({
  variable: variableName(name, localSettings[name]),
  fallback: localSettings[name].default,
});

export const portVariables = {
  port: portOf('port'),
  inboxPort: portOf('inboxPort'),
  dynamoPort: portOf('dynamoPort'),
  apiPort: portOf('apiPort'),
} as const;

export type PortName = keyof typeof portVariables;

/** A port variable that is not a port number; the message names it and says what it takes. */
export class PortVariableError extends Error {
  override name = 'PortVariableError';
}

/** The port `name` is set to in `env` (its default when unset or blank), or a PortVariableError. */
export function portFromEnv(env: Record<string, string | undefined>, name: PortName): number {
  const { variable, fallback } = portVariables[name];
  const text = env[variable]?.trim() || String(fallback);
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65535) {
    throw new PortVariableError(`${variable}=${text} is not a port number (0 to 65535).`);
  }
  return port;
}

/** Every port in `names` read from `env`, or the first PortVariableError. */
export function portsFromEnv<Name extends PortName>(
  env: Record<string, string | undefined>,
  names: readonly Name[],
): Record<Name, number> {
  return Object.fromEntries(names.map((name) => [name, portFromEnv(env, name)])) as Record<Name, number>;
}

/** What `startLocalStack` listens on: the ports `npm start` takes from its variables. */
export const stackPortNames = ['port', 'inboxPort', 'dynamoPort'] as const;

/**
 * For a command a person runs: the ports, or one plain line naming the variable that is wrong (no stack trace), and
 * exit code 1.
 */
export function portsOrExit<Name extends PortName>(command: string, names: readonly Name[]): Record<Name, number> {
  try {
    return portsFromEnv(process.env, names);
  } catch (error) {
    if (!(error instanceof PortVariableError)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
}
