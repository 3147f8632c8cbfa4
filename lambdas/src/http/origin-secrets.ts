/**
 * The origin-secret values the API accepts, read from Secrets Manager so a rotation needs no redeploy of the
 * functions: AWSCURRENT always, and AWSPREVIOUS for a window after the current value was created, while CloudFront
 * still sends the value it was given at its last update (DEPLOY.md, "Rotating the origin secret"). Read at most
 * every `refreshMs` per warm function.
 */
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';

export interface OriginSecretsOptions {
  client: SecretsManagerClient;
  secretId: string;
  /** How long AWSPREVIOUS is still accepted after AWSCURRENT was created. */
  windowMs: number;
  /** How long values are used before they are read again. */
  refreshMs?: number;
  now?: () => number;
}

/** The values a request's header may carry now. Throws only when the secret has never been read. */
export type OriginSecrets = () => Promise<string[]>;

export const defaultRefreshMs = 5 * 60_000;

interface Read {
  current: string;
  currentCreatedMs: number;
  previous?: string;
}

export function rotatingOriginSecrets({
  client,
  secretId,
  windowMs,
  refreshMs = defaultRefreshMs,
  now = Date.now,
}: OriginSecretsOptions): OriginSecrets {
  let read: Read | undefined;
  let readAt = 0;

  const stage = (VersionStage: string) => client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage }));
  async function load(): Promise<Read> {
    const [current, previous] = await Promise.all([
      stage('AWSCURRENT'),
      // A secret never rotated has no AWSPREVIOUS.
      stage('AWSPREVIOUS').catch((error) => {
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }),
    ]);
    if (!current.SecretString) throw new Error('The origin secret has no AWSCURRENT string value');
    return {
      current: current.SecretString,
      currentCreatedMs: current.CreatedDate?.getTime() ?? 0,
      previous: previous?.SecretString,
    };
  }

  return async () => {
    if (!read || now() - readAt >= refreshMs) {
      try {
        read = await load();
      } catch (error) {
        // Secrets Manager failing must not lock out CloudFront: keep the last values until the next try.
        if (!read) throw error;
      }
      readAt = now();
    }
    const inWindow = read.previous !== undefined && now() < read.currentCreatedMs + windowMs;
    return inWindow ? [read.current, read.previous as string] : [read.current];
  };
}
