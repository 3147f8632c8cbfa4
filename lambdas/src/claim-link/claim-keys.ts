/**
 * The lead-claim key: its own Secrets Manager secret (not the origin secret, whose rotation window is an hour, while a
 * link in a mailbox must work for a week). Read like the origin secret (AWSCURRENT, and AWSPREVIOUS for a link's
 * lifetime after a rotation), at most every 5 minutes per warm function. Locally and in tests, a fixed key.
 */
import { randomBytes } from 'node:crypto';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { leadClaimEnv } from '@courier/common/api/lambda-env';
import { awsSecretReadLimits } from '../aws/client-config';
import { type OriginSecrets, rotatingOriginSecrets } from '../http/origin-secrets';
import { claimLink, claimLinkLifetimeMs } from './claim-link';

/** The accepted keys, the one to sign with first. Rejects only when the secret has never been read. */
export type ClaimKeys = OriginSecrets;

/** A quote's claim link, made now; undefined when it cannot be (no site URL, or the key cannot be read). */
export type ClaimLinks = (quoteId: string, now: Date) => Promise<string | undefined>;

type Env = Record<string, string | undefined>;

/** The keys the environment names: the secret when deployed, else the fixed key, else one of this process's own. */
export function claimKeysFromEnv(env: Env): ClaimKeys {
  const arn = env[leadClaimEnv.keyArn]?.trim();
  if (arn) {
    return rotatingOriginSecrets({
      client: new SecretsManagerClient(awsSecretReadLimits()),
      secretId: arn,
      windowMs: claimLinkLifetimeMs,
    });
  }
  const fixed = env[leadClaimEnv.key]?.trim() || randomBytes(32).toString('hex');
  return async () => [fixed];
}

/** Links to `siteUrl`, signed with the current key. */
export function claimLinksTo(siteUrl: string, keys: ClaimKeys): ClaimLinks {
  return async (quoteId, now) => {
    const [current] = await keys();
    return current ? claimLink(siteUrl, current, quoteId, now) : undefined;
  };
}

/** The senders' links, when the environment names the site; none (emails without a claim link) when it does not. */
export function claimLinksFromEnv(env: Env): ClaimLinks | undefined {
  const siteUrl = env[leadClaimEnv.siteUrl]?.trim();
  return siteUrl ? claimLinksTo(siteUrl, claimKeysFromEnv(env)) : undefined;
}
