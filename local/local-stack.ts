/**
 * Starts what `npm start`, the browser tests and the benchmarks run against: the local SES inbox, a
 * DynamoDB-compatible store (dynalite, in-process) holding the quote table, the quote sender's and
 * sweeper's loops, and the site server with the real Lambda handlers wired to them and to the embedded route estimator;
 * or, with LOCATION_ENDPOINT (or ROUTE_PROVIDER=amazon-location), to Amazon Location behind the same spending
 * ceiling and geocode cache as in AWS, their tables in the same dynalite.
 */

import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { etaEnv, leadClaimEnv, quoteEnv } from '@courier/common/api/lambda-env';
import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import type { RouteProvider } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { envName } from '@courier/common/settings/all-settings';
import { readSiteConfig } from '@courier/common/site-config-env';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import { claimKeysFromEnv, claimLinksTo } from '@courier/lambdas/claim-link/claim-keys';
import { createEtaHandler } from '@courier/lambdas/eta/eta-api';
import { readEtaEnv } from '@courier/lambdas/eta/eta-env';
import { geocodeCacheTableSchema } from '@courier/lambdas/eta/geocode-cache';
import { meteredProviderFromEnv } from '@courier/lambdas/eta/metered-provider-from-env';
import type { HttpHandler } from '@courier/lambdas/http/api-gateway';
import { originVerifyHeader, requireOriginSecret } from '@courier/lambdas/http/origin-verification';
import { createLeadClaimHandler, leadClaimSettingsFromEnv } from '@courier/lambdas/lead-claim/claim-api';
import { escalateUnclaimed } from '@courier/lambdas/lead-claim/escalation';
import type { OnCallTexts } from '@courier/lambdas/lead-claim/on-call-text';
import { type Logger, logsOnly } from '@courier/lambdas/observability/observability';
import type { DeliveryDeps } from '@courier/lambdas/quote/deliver/deliver-quote';
import { deliveryDepsFromEnv } from '@courier/lambdas/quote/deliver/delivery-env';
import { type LocalDynamo, startLocalDynamo } from '@courier/lambdas/quote/store/local-quote-table';
import { createQuoteLimits, quoteLimitSettingsFromEnv } from '@courier/lambdas/quote/store/quote-limits';
import { createQuoteHandler, quoteSettingsFromEnv } from '@courier/lambdas/quote/submit/quote-api';
import { createQuoteEstimator, quoteEstimateTimeoutMs } from '@courier/lambdas/quote/submit/server-estimate';
import { testMarkKey } from '@courier/lambdas/quote/submit/test-mark';
import { snsClientFromEnv } from '@courier/lambdas/sms/send-text';
import { type SmsStub, startSmsStub } from '@courier/lambdas/test-support/sms-stub';
import sesLocal from 'aws-ses-v2-local';
import { inboxPageWithNewTabLinks, serveInboxPage } from './inbox-page';
import { alsoListenAt, hostProblem, type Listening, listenHosts, listenOn, siteHostNames } from './listen';
import { checkLocalSettings, localStackSettings } from './local-settings';
import type { stackPortNames } from './ports';
import {
  localRedelivery,
  localSweepSettings,
  reportInboxDelivery,
  startQuoteSenderLoop,
  startSweeperLoop,
} from './quote-sender-loop';
import { createSiteServer } from './site-server';
import { answerUnreadableRequests } from './unreadable-requests';

// A CommonJS package: Node's ESM loader hands over module.exports, bundlers its default export.
const startInbox = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;

export const defaultSiteDir = join(import.meta.dirname, '..', 'frontend', 'dist');

/**
 * For the browser tests and benchmarks, which post many quotes from one address and one IP about other things:
 * caps and a wave rate no run reaches. `npm start` keeps the deployed defaults (the terminal logs each quote held past a cap).
 */
export const uncappedQuoteEnv = {
  [envName('quoteCapPerAddressPerHour')]: '1000000',
  [envName('quoteCapPerIpPerHour')]: '1000000',
  [envName('quoteWaveLimit')]: '1000000',
} as const;

/** The options of `startLocalStack` that name a port. */
export type PortOption = (typeof stackPortNames)[number];

/** A port the local stack was asked to listen on is taken by another process. */
export class PortInUseError extends Error {
  constructor(
    readonly option: PortOption,
    readonly port: number,
  ) {
    super(`${option} ${port} is already in use`);
    this.name = 'PortInUseError';
  }
}

const inUse = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/** Runs `start`, turning a taken port into a PortInUseError that names its option. */
async function onPort<T>(option: PortOption, port: number, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    throw inUse(error) ? new PortInUseError(option, port) : error;
  }
}

/** Why nothing can listen on `port` at `host` (by default any address), found by trying. */
const listenError = (port: number, host = '::') =>
  new Promise<unknown>((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });

/** Whether another process already listens on `port` (0 is never taken: it asks for a free one). */
export const portIsTaken = async (port: number) => port !== 0 && inUse(await listenError(port));

/**
 * aws-ses-v2-local listens at one address itself, the first of `hosts`; the others are added to it. It resolves with
 * its server even when it could not listen (Express hands the error to a callback that ignores it), so a failed start
 * is told by the server not listening. What it cannot read gets the site server's plain answers.
 */
/** The inbox's page, its email links opening in a new tab (read once: the package's file does not change). */
const inboxPage = inboxPageWithNewTabLinks();

async function startInboxOn(port: number, hosts: readonly string[]): Promise<Listening> {
  const [host = '127.0.0.1', ...others] = hosts;
  const inbox = await startInbox({ port, host });
  if (!inbox.listening) {
    const error = await listenError(port, host);
    throw error ? hostProblem(error, host) : new Error(`The local SES inbox could not listen on port ${port}.`);
  }
  answerUnreadableRequests(inbox);
  serveInboxPage(inbox, inboxPage);
  return alsoListenAt(inbox, (inbox.address() as AddressInfo).port, others);
}

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  inboxPort: number;
  /** dynalite's port; 0 (the default) picks a free one. */
  dynamoPort?: number;
  siteDir?: string;
  /**
   * An address the site and the inbox listen at besides this machine's loopbacks, e.g. 0.0.0.0 (`HOST`, read by
   * local/listen.ts); by default they listen on the loopbacks only.
   */
  openHost?: string;
  env?: Record<string, string | undefined>;
  /** For every handler and the sender; by default their JSON log lines without metrics. The benchmarks pass a silent one. */
  logger?: Logger;
  /**
   * The quote handler's spam filter: the seconds a person takes at least to fill the form (3, as deployed). Browser
   * tests that are not about the filter set it small, so they need not sleep the seconds out.
   */
  minimumFillSeconds?: number;
  /**
   * How often the idle sender looks for a quote it was not woken for, one another process stored (`npm run quotes`):
   * a second by default. A quote the local API stores wakes it at once.
   */
  senderIdleIntervalMs?: number;
  /** How often the sweeper runs: every 2 s by default (`localSweepIntervalMs`), as the deployed one every few minutes. */
  sweepIntervalMs?: number;
}

export interface LocalStack {
  siteUrl: string;
  inboxUrl: string;
  /** dynalite, for `npm run quotes` and the tests. */
  dynamoEndpoint: string;
  quoteTableName: string;
  /**
   * The key `npm run smoke -- --with-quote` marks its test quote with (SMOKE_KEY, 64 hex digits): derived from this
   * run's origin secret, as the deployed one is from the stack's (docs/decisions/035).
   */
  smokeKey: string;
  /** With ON_CALL_PHONE: the SMS stand-in the on-call texts go to (each also shows in the inbox). */
  sms?: SmsStub;
  /** Takes the local SES down (connections refused) or brings it back on the same port, to show the retry path. */
  setSesAvailable(available: boolean): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Local names of the tables CDK creates in AWS, unless the environment gives others (the route calculator's and the
 * place index's are their rows' local defaults).
 */
const localLocationNames = {
  [etaEnv.spendTableName]: 'local-location-spend',
  [etaEnv.geocodeTableName]: 'local-geocodes',
};

/**
 * The embedded estimator by default. With LOCATION_ENDPOINT (a stub, or any endpoint speaking Amazon Location) or
 * ROUTE_PROVIDER=amazon-location (the real service, with your AWS credentials), the deployed function's provider:
 * spend counters and geocode cache in dynalite, ceiling from LOCATION_BUDGET_USD_PER_HOUR / _PER_DAY.
 */
async function localRouteProvider(
  env: Record<string, string | undefined>,
  dynamo: LocalDynamo,
  logger: Logger,
): Promise<RouteProvider> {
  if (!env[etaEnv.locationEndpoint]?.trim() && localStackSettings(env).routeProvider !== 'amazon-location') {
    return createEmbeddedEstimator(ukGeography);
  }
  const withNames = { ...localLocationNames, ...definedOnly(env) };
  const settings = readEtaEnv(withNames);
  await dynamo.createKeyTable(settings.spendTableName, windowCounterTableSchema.partitionKey);
  await dynamo.createKeyTable(settings.geocodeTableName, geocodeCacheTableSchema.partitionKey);
  return meteredProviderFromEnv(withNames, logger);
}

const definedOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const onCallSettings = checkLocalSettings(options.env ?? {});
  const hosts = listenHosts(options.openHost);
  let inbox: Listening | undefined = await onPort('inboxPort', options.inboxPort, () =>
    startInboxOn(options.inboxPort, hosts),
  );
  const inboxPort = inbox.port;
  const stopInbox = async () => {
    const running = inbox;
    inbox = undefined;
    await running?.close();
  };
  const inboxUrl = `http://localhost:${inboxPort}`;

  const dynamoPort = options.dynamoPort ?? 0;
  const dynamo = await onPort('dynamoPort', dynamoPort, () => startLocalDynamo(dynamoPort)).catch(async (error) => {
    await stopInbox();
    throw error;
  });

  // The environment, except that SES and DynamoDB are always the local inbox and dynalite.
  const env: Record<string, string | undefined> = {
    ...options.env,
    [quoteEnv.sesEndpoint]: `http://127.0.0.1:${inboxPort}`,
    [quoteEnv.dynamoDbEndpoint]: dynamo.endpoint,
  };
  const quoteSettings = quoteSettingsFromEnv(env);
  await dynamo.createQuoteTable(quoteSettings.tableName);
  const logger = (name: Parameters<typeof logsOnly>[0]) => options.logger ?? logsOnly(name);
  const provider = await localRouteProvider(env, dynamo, logger('eta'));
  // As deployed: the handlers answer only requests carrying the origin secret, which the site server adds to
  // /api requests as CloudFront does. A direct call to a handler without it gets 403.
  const originSecret = randomBytes(24).toString('hex');
  // The site's own origins, known once the server listens (port 0 picks one): browser posts from others get 403.
  const siteOrigins: string[] = [];
  const eta = createEtaHandler({ provider, logger: logger('eta') });
  // The quote's own figures come from the same estimator the form's /api/eta answered with.
  const estimate = createQuoteEstimator({
    primary: provider,
    fallback: createEmbeddedEstimator(ukGeography),
    timeoutMs: quoteEstimateTimeoutMs,
  });
  // The caps and the wave rate, counted in dynalite as in DynamoDB (QUOTE_CAP_* and QUOTE_WAVE_* change them;
  // QUOTE_LIMITS_CLOCK_OFFSET_MS shifts the clock their windows are counted by).
  const counterTable = env[quoteEnv.quoteCounterTableName]?.trim() || 'local-quote-counters';
  await dynamo.createKeyTable(counterTable, windowCounterTableSchema.partitionKey);
  const { quoteLimitsClockOffsetMs: clockOffsetMs } = localStackSettings(env);
  const limits = createQuoteLimits({ db: dynamo.db, tableName: counterTable }, quoteLimitSettingsFromEnv(env), {
    logger: logger('quote'),
    ...(clockOffsetMs !== 0 && { now: () => Date.now() + clockOffsetMs }),
  });
  const quote = createQuoteHandler({
    db: dynamo.db,
    settings: {
      ...quoteSettings,
      siteOrigins,
      ...(options.minimumFillSeconds === undefined ? {} : { quoteMinimumFillSeconds: options.minimumFillSeconds }),
    },
    originSecrets: async () => [originSecret],
    logger: logger('quote'),
    estimate,
    limits,
  });
  // The deployed stream → sender function and the scheduled sweeper, here as loops with the same delivery code and
  // timings in seconds rather than minutes; the inbox taking an email counts as SES's delivery report.
  // Staff's claim links point at this server (known once it listens), signed with a key of this run's (the store
  // lives as long as it does), or LEAD_CLAIM_KEY.
  const claimKeys = claimKeysFromEnv(env);
  let siteUrl = '';
  const delivery: DeliveryDeps = {
    ...deliveryDepsFromEnv(env, logger('sender'), {
      onSesClient: (client) => reportInboxDelivery(client, delivery.table, delivery),
    }),
    redelivery: localRedelivery,
    claimLinks: (quoteId: string, now: Date) => claimLinksTo(siteUrl, claimKeys)(quoteId, now),
  };
  const sender = startQuoteSenderLoop(delivery, {
    ...(options.senderIdleIntervalMs !== undefined && { idleIntervalMs: options.senderIdleIntervalMs }),
  });
  // With ON_CALL_PHONE, the on-call texts go to a stand-in speaking SNS's protocol (SMS_ENDPOINT), which also drops
  // each into the inbox; the day's texts are counted in the quote counters' table, as deployed.
  const sms = onCallSettings.settings ? await startSmsStub({ inbox: `http://127.0.0.1:${inboxPort}` }) : undefined;
  const onCall: OnCallTexts | undefined =
    onCallSettings.settings && sms
      ? {
          ...onCallSettings.settings,
          sns: snsClientFromEnv({ [leadClaimEnv.smsEndpoint]: sms.endpoint }),
          counters: { db: dynamo.db, tableName: counterTable },
        }
      : undefined;
  const sweeper = startSweeperLoop(
    {
      ...delivery,
      logger: logger('sweeper'),
      remindUnclaimed: (deps, minutes, fits) =>
        escalateUnclaimed({ ...deps, ...(onCall ? { onCall } : {}) }, minutes, fits),
    },
    localSweepSettings(env),
    options.sweepIntervalMs,
  );
  // With CUSTOMER_ACKNOWLEDGEMENT=true (and CUSTOMER_CLAIM_EMAIL not false), the customer's note of the first claim
  // goes to the inbox too, through the sender's SES client and settings, as deployed.
  const claimEmail = leadClaimSettingsFromEnv(env).customerMail;
  const leadClaim = createLeadClaimHandler({
    table: { db: dynamo.db, tableName: quoteSettings.tableName },
    keys: claimKeys,
    site: quoteSettings.site,
    siteOrigins,
    logger: logger('leadClaim'),
    ...(claimEmail && {
      customerMail: {
        ses: delivery.ses,
        mail: delivery.mail,
        companyName: quoteSettings.site.companyName,
        phone: quoteSettings.site.phone,
        maxPerHour: claimEmail.maxPerHour,
      },
    }),
  });
  // A quote the API stored wakes the sender at once, as its stream record starts the deployed sender.
  const quoteThenSend: HttpHandler = async (event) => {
    try {
      return await quote(event);
    } finally {
      sender.wake();
    }
  };
  const handlers: Record<keyof typeof apiFunctions, HttpHandler> = {
    eta: requireOriginSecret(eta, originSecret),
    quote: requireOriginSecret(quoteThenSend, originSecret),
    leadClaim: requireOriginSecret(leadClaim, originSecret),
  };
  const apiRoutes = Object.fromEntries(
    Object.entries(apiFunctions).flatMap(([name, fn]) =>
      fn.routes.map((route) => [route, handlers[name as keyof typeof apiFunctions]]),
    ),
  );

  const server = createSiteServer({
    siteDir: options.siteDir ?? defaultSiteDir,
    apiRoutes,
    site: readSiteConfig(options.env ?? {}),
    apiOriginHeaders: { [originVerifyHeader]: originSecret },
  });
  let site: Listening | undefined;
  const stopAll = async () => {
    await Promise.all([sender.stop(), sweeper.stop()]);
    await Promise.all([site?.close(), stopInbox(), dynamo.close(), sms?.close()]);
  };
  site = await onPort('port', options.port, () => listenOn(server, options.port, hosts)).catch(async (error) => {
    await stopAll();
    throw error;
  });
  const { port } = site;
  // Every name a browser may use for the local server: this machine's, and the opened address's (HOST).
  siteOrigins.push(...siteHostNames(options.openHost).map((host) => `http://${host}:${port}`));
  siteUrl = `http://localhost:${port}`;

  return {
    siteUrl,
    inboxUrl,
    dynamoEndpoint: dynamo.endpoint,
    quoteTableName: quoteSettings.tableName,
    smokeKey: testMarkKey(originSecret).toString('hex'),
    ...(sms ? { sms } : {}),
    async setSesAvailable(available) {
      if (!available) await stopInbox();
      else inbox ??= await onPort('inboxPort', inboxPort, () => startInboxOn(inboxPort, hosts));
    },
    stop: stopAll,
  };
}
