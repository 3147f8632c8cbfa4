/**
 * What only the local stack reads (`npm start`, `npm run dev`, the browser tests): its ports and listening address,
 * and the stand-ins and switches that take the place of AWS's services. A deployment sets none of these. The
 * variables CDK also sets in AWS (a resource's name, an endpoint) keep their home in lambda-env.ts, where the
 * functions read them as the resources they are: those rows name them.
 */
import { etaEnv, leadClaimEnv, quoteEnv } from '../api/lambda-env';
import type { Setting } from './setting';

export const localSettings = {
  port: { kind: 'port', env: true, default: 3000, description: 'The port of the site and the API.' },
  inboxPort: { kind: 'port', env: true, default: 8005, description: 'The port of the local SES inbox.' },
  dynamoPort: {
    kind: 'port',
    env: true,
    default: 8006,
    description: 'The port of the local quote store (dynalite); npm run quotes reads it.',
  },
  apiPort: {
    kind: 'port',
    env: true,
    default: 3001,
    description: "The port of the API behind Vite's proxy (npm run dev only).",
  },
  host: {
    kind: 'text',
    env: true,
    defaultWords: '127.0.0.1 and ::1 only',
    description: 'Also listen here with the site and the inbox, e.g. 0.0.0.0.',
  },
  routeProvider: {
    kind: 'choice',
    values: ['embedded', 'amazon-location'],
    default: 'embedded',
    env: true,
    description: 'The offline estimator, or the real Amazon Location (AWS credentials needed).',
  },
  locationEndpoint: {
    kind: 'url',
    env: etaEnv.locationEndpoint,
    description: 'Serve /api/eta through the Amazon Location provider against this URL (e.g. a stub).',
  },
  quoteLimitsClockOffsetMs: {
    kind: 'integer',
    min: Number.MIN_SAFE_INTEGER,
    unit: 'milliseconds',
    default: 0,
    env: true,
    description: 'Shifts the clock the caps and the wave rate count their windows by.',
  },
  leadClaimKey: {
    kind: 'secret',
    env: leadClaimEnv.key,
    defaultWords: 'a new one each run',
    description: 'The key claim links are signed with (deployed: its own Secrets Manager secret).',
  },
  smsEndpoint: {
    kind: 'url',
    env: leadClaimEnv.smsEndpoint,
    defaultWords: 'the SMS stand-in, with ON_CALL_PHONE',
    description: 'Where the on-call texts go: always the stand-in under npm start.',
  },
  sesEndpoint: {
    kind: 'url',
    env: quoteEnv.sesEndpoint,
    defaultWords: 'the local inbox',
    description: 'Where quote emails go: always the local inbox under npm start.',
  },
} as const satisfies Record<string, Setting>;
