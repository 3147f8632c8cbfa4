/** The ETA function's Lambda entry: GET /api/eta behind CloudFront, Amazon Location metered by the spending ceiling. */
import { createEtaHandler, etaObservability as observability } from '../eta/eta-api';
import { meteredProviderFromEnv } from '../eta/metered-provider-from-env';
import type { HttpEvent, HttpHandler } from '../http/api-gateway';
import { behindCloudFront } from '../http/origin-verification';

/** Built on the first request, so importing this module (the local stack does) needs no AWS settings. */
let deployed: HttpHandler | undefined;
export const handler = observability.instrument((event: HttpEvent) => {
  deployed ??= behindCloudFront(
    createEtaHandler({ provider: meteredProviderFromEnv(process.env, observability.logger) }),
  );
  return deployed(event);
});
