/**
 * Starts what `npm start`, the browser tests and the benchmarks run against: the local SES inbox,
 * and the site server with the real Lambda handlers wired to it and to the embedded route estimator.
 */

import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SESClient } from '@aws-sdk/client-ses';
import { quoteEnv, routeProviderEnv } from '@courier/common/api/lambda-env';
import { readSiteConfig } from '@courier/common/site-config';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { createEmbeddedEstimator } from '@courier/lambdas/eta/embedded/estimator';
import { ukGeography } from '@courier/lambdas/eta/embedded/uk-geography';
import { createEtaHandler, routeProviderFromEnv } from '@courier/lambdas/eta/handler';
import type { HttpHandler } from '@courier/lambdas/http/api-gateway';
import { originVerifyHeader, requireOriginSecret } from '@courier/lambdas/http/origin-verification';
import { createQuoteHandler, quoteSettingsFromEnv, sesClientConfigFromEnv } from '@courier/lambdas/quote/handler';
import sesLocal from 'aws-ses-v2-local';
import { createSiteServer } from './site-server';

// A CommonJS package: Node's ESM loader hands over module.exports, bundlers its default export.
const startInbox = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;

export const defaultSiteDir = join(import.meta.dirname, '..', 'frontend', 'dist');

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  inboxPort: number;
  siteDir?: string;
  env?: Record<string, string | undefined>;
}

export interface LocalStack {
  siteUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

// No host: Node listens on every local address, so both localhost (::1) and 127.0.0.1 reach it.
const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve((server.address() as AddressInfo).port));
  });

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const inbox = await startInbox({ port: options.inboxPort });
  const inboxPort = (inbox.address() as AddressInfo).port;
  const inboxUrl = `http://localhost:${inboxPort}`;

  // The environment, except that SES is always the local inbox.
  const env: Record<string, string | undefined> = {
    ...options.env,
    [quoteEnv.sesEndpoint]: `http://127.0.0.1:${inboxPort}`,
  };
  // The embedded estimator is injected here, so it never ships in the ETA Lambda's bundle.
  const provider =
    env[routeProviderEnv] === 'amazon-location' ? routeProviderFromEnv(env) : createEmbeddedEstimator(ukGeography);
  const eta = createEtaHandler({ provider });
  const quote = createQuoteHandler({
    ses: new SESClient(sesClientConfigFromEnv(env)),
    settings: quoteSettingsFromEnv(env),
  });
  // As deployed: the handlers answer only requests carrying the origin secret, which the site server adds to
  // /api requests as CloudFront does. A direct call to a handler without it gets 403.
  const originSecret = randomBytes(24).toString('hex');
  const handlers: Record<keyof typeof apiFunctions, HttpHandler> = {
    eta: requireOriginSecret(eta, originSecret),
    quote: requireOriginSecret(quote, originSecret),
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
  const port = await listen(server, options.port);

  return {
    siteUrl: `http://localhost:${port}`,
    inboxUrl,
    async stop() {
      server.closeAllConnections();
      inbox.closeAllConnections();
      await Promise.all([close(server), close(inbox)]);
    },
  };
}
