/**
 * The lead-claim key: its own Secrets Manager secret (not the origin secret, whose rotation window is an hour, while a
 * link in a mailbox must work for a week). Links are signed with the current version and name it; a link is checked
 * with the version it names, and every version that signed a link still alive is kept, however many rotations came
 * since: Secrets Manager keeps a secret's replaced versions (it deletes unlabelled ones only past 100). Read at most
 * every 5 minutes per warm function, and again at once when a link names a version this function has not read yet
 * (a rotation since its last read), so no fresh link is refused for a stale cache. Locally and in tests, a fixed key.
 */
import { randomBytes } from 'node:crypto';
import {
  GetSecretValueCommand,
  ListSecretVersionIdsCommand,
  SecretsManagerClient,
  type SecretVersionsListEntry,
} from '@aws-sdk/client-secrets-manager';
import { leadClaimEnv } from '@courier/common/api/lambda-env';
import { awsSecretReadLimits } from '../aws/client-config';
import { defaultRefreshMs } from '../http/origin-secrets';
import {
  type ClaimKey,
  claimLink,
  claimLinkLifetimeMs,
  keyVersionPattern,
  signedAfterReplacementMs,
} from './claim-link';

export interface ClaimKeys {
  /** The key to sign with now. Rejects only when the secret has never been read. */
  signing(): Promise<ClaimKey>;
  /**
   * The keys that may have signed a link naming `version`: every key still accepted (a link from before links named
   * their key names none). A version not read yet reads the secret again first.
   */
  checking(version: string | undefined): Promise<ClaimKey[]>;
}

/** A quote's claim link, made now; undefined when it cannot be (no site URL, or the key cannot be read). */
export type ClaimLinks = (quoteId: string, now: Date) => Promise<string | undefined>;

type Env = Record<string, string | undefined>;

/** One key that never rotates: locally (LEAD_CLAIM_KEY, or one of this process's own) and in tests. */
export function fixedClaimKeys(value: string, version = 'fixed'): ClaimKeys {
  const key: ClaimKey = { version, value, fromMs: 0 };
  return { signing: async () => key, checking: async () => [key] };
}

export interface SecretClaimKeysOptions {
  client: SecretsManagerClient;
  secretId: string;
  /** How long the versions read are used before the secret is read again. */
  refreshMs?: number;
  /** Reading again for a link that names an unknown version: at most this often (forged versions cost a read each). */
  unknownVersionReadMs?: number;
  now?: () => number;
}

/**
 * The keys a link may be checked with now, from the secret's versions: the current one, and each replaced one whose
 * links (signed until a little after its replacement) have not all expired yet.
 */
export function acceptedVersions(versions: SecretVersionsListEntry[], nowMs: number) {
  const byAge = [...versions].sort((a, b) => (a.CreatedDate?.getTime() ?? 0) - (b.CreatedDate?.getTime() ?? 0));
  const current = byAge.findIndex((v) => v.VersionStages?.includes('AWSCURRENT'));
  // A version made after the current one (AWSPENDING, a rotation under way) has signed nothing yet.
  return byAge
    .slice(0, current + 1)
    .map((v, i) => ({
      version: v.VersionId ?? '',
      fromMs: v.CreatedDate?.getTime() ?? 0,
      untilMs: i === current ? undefined : (byAge[i + 1]?.CreatedDate?.getTime() ?? 0),
    }))
    .filter(({ untilMs }) => untilMs === undefined || untilMs + signedAfterReplacementMs + claimLinkLifetimeMs > nowMs);
}

/** The key's versions in Secrets Manager (ListSecretVersionIds, then each value once: a version never changes). */
export function secretClaimKeys({
  client,
  secretId,
  refreshMs = defaultRefreshMs,
  unknownVersionReadMs = 10_000,
  now = Date.now,
}: SecretClaimKeysOptions): ClaimKeys {
  let keys: ClaimKey[] | undefined;
  let readAt = 0;
  const values = new Map<string, string>();

  async function listVersions(): Promise<SecretVersionsListEntry[]> {
    const versions: SecretVersionsListEntry[] = [];
    let NextToken: string | undefined;
    do {
      const page = await client.send(
        new ListSecretVersionIdsCommand({ SecretId: secretId, IncludeDeprecated: true, MaxResults: 100, NextToken }),
      );
      versions.push(...(page.Versions ?? []));
      NextToken = page.NextToken;
    } while (NextToken);
    return versions;
  }

  async function read(): Promise<void> {
    const accepted = acceptedVersions(await listVersions(), now());
    if (accepted.at(-1)?.untilMs !== undefined || accepted.length === 0) {
      throw new Error('The lead-claim key has no AWSCURRENT version');
    }
    for (const { version } of accepted) {
      if (values.has(version)) continue;
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: version }));
      if (SecretString) values.set(version, SecretString);
    }
    keys = accepted.flatMap((key) => {
      const value = values.get(key.version);
      return value ? [{ ...key, value }] : [];
    });
  }

  async function fresh(force: boolean): Promise<ClaimKey[]> {
    const age = now() - readAt;
    if (!keys || age >= refreshMs || (force && age >= unknownVersionReadMs)) {
      try {
        await read();
      } catch (error) {
        // Secrets Manager failing must not stop links: keep the keys read last until the next try.
        if (!keys) throw error;
      }
      readAt = now();
    }
    return keys as ClaimKey[];
  }

  return {
    async signing() {
      const current = (await fresh(false)).find((key) => key.untilMs === undefined);
      if (!current) throw new Error('The lead-claim key has no readable AWSCURRENT value');
      return current;
    },
    async checking(version) {
      const known = await fresh(false);
      const unknown =
        version !== undefined && keyVersionPattern.test(version) && !known.some((k) => k.version === version);
      return unknown ? fresh(true) : known;
    },
  };
}

/** The keys the environment names: the secret when deployed, else the fixed key, else one of this process's own. */
export function claimKeysFromEnv(env: Env): ClaimKeys {
  const arn = env[leadClaimEnv.keyArn]?.trim();
  if (arn) return secretClaimKeys({ client: new SecretsManagerClient(awsSecretReadLimits()), secretId: arn });
  return fixedClaimKeys(env[leadClaimEnv.key]?.trim() || randomBytes(32).toString('hex'));
}

/** Links to `siteUrl`, signed with the current key. */
export function claimLinksTo(siteUrl: string, keys: ClaimKeys): ClaimLinks {
  return async (quoteId, now) => claimLink(siteUrl, await keys.signing(), quoteId, now);
}

/** The senders' links, when the environment names the site; none (emails without a claim link) when it does not. */
export function claimLinksFromEnv(env: Env): ClaimLinks | undefined {
  const siteUrl = env[leadClaimEnv.siteUrl]?.trim();
  return siteUrl ? claimLinksTo(siteUrl, claimKeysFromEnv(env)) : undefined;
}
