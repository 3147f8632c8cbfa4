/**
 * An SES client that is replaced by a fresh one after a request fails before it is built. The SDK's query
 * serializer (one per client) keeps what it wrote when a value throws part-way, and puts it in front of the next
 * request on that client: another quote's parameters in the next customer's email (decision 026). A fresh client
 * carries nothing.
 */
import type { SESClient, SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';

type Handler = (args: unknown) => Promise<unknown>;
type Middleware = (next: Handler) => Handler;
/** Any SDK command: its middleware stack is all this looks at. */
interface AnyCommand {
  middlewareStack: {
    add(middleware: Middleware, options: { step: 'build'; priority: 'high'; name: string }): void;
    addRelativeTo(
      middleware: Middleware,
      options: { relation: 'after'; toMiddleware: 'endpointV2Middleware'; name: string },
    ): void;
  };
}

/** Commands watched, those whose serializer began, and those whose request was then built. */
const watching = new WeakSet<object>();
const serializing = new WeakSet<object>();
const built = new WeakSet<object>();

/**
 * Marks `command` as its serializer starts, then as its request is built, so a failure between the two is known for
 * what it is: the SDK could not turn what it was given into a request. Anything before the serializer (credentials,
 * the endpoint) or after the build (the network, SES) is the service's. A stubbed client, as in tests, runs neither.
 */
function watchBuild(command: AnyCommand): void {
  if (watching.has(command)) return;
  watching.add(command);
  const mark =
    (seen: WeakSet<object>): Middleware =>
    (next) =>
    async (args) => {
      seen.add(command);
      return next(args);
    };
  // Between the endpoint (after the credentials) and the serializer.
  command.middlewareStack.addRelativeTo(mark(serializing), {
    relation: 'after',
    toMiddleware: 'endpointV2Middleware',
    name: 'quoteRequestSerializing',
  });
  command.middlewareStack.add(mark(built), { step: 'build', priority: 'high', name: 'quoteRequestBuilt' });
}

const notBuilt = (command: object) => serializing.has(command) && !built.has(command);

/** The request never left: the SDK failed building it from what it was given. Never retried as it is. */
export class RequestNotBuiltError extends Error {
  override readonly name = 'RequestNotBuiltError';
  constructor(override readonly cause: unknown) {
    super(`The request could not be built: ${cause instanceof Error ? cause.name : typeof cause}`);
  }
}

/** Sends `command`; a failure before its request was built is thrown as a RequestNotBuiltError. */
export async function sendBuilt(ses: SESClient, command: SendEmailCommand): Promise<SendEmailCommandOutput> {
  watchBuild(command as unknown as AnyCommand);
  try {
    return await ses.send(command);
  } catch (error) {
    if (error instanceof RequestNotBuiltError) throw error;
    throw notBuilt(command) ? new RequestNotBuiltError(error) : error;
  }
}

/**
 * A client, as an SESClient, whose `send` goes through the current one made by `create`, and which makes a new one
 * after a send that failed before its request was built. Everything else (its config, `destroy`) is the current
 * client's; middleware a caller needs on every client belongs in `create`, which runs on first use.
 */
export function renewingSesClient(create: () => SESClient): SESClient {
  let current: SESClient | undefined;
  const client = () => {
    current ??= create();
    return current;
  };
  const send = async (command: AnyCommand, ...rest: unknown[]) => {
    watchBuild(command);
    const sending = client();
    try {
      return await (sending.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
    } catch (error) {
      if (notBuilt(command) && sending === current) {
        current = undefined;
        sending.destroy();
      }
      throw error;
    }
  };
  return new Proxy({} as SESClient, {
    get(_target, name) {
      if (name === 'send') return send;
      const value = Reflect.get(client(), name, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
