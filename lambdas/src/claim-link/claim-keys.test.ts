/**
 * Rotating the lead-claim key breaks no link (issue 41 D), against a Secrets Manager stand-in that keeps versions as
 * Secrets Manager does (put-secret-value: the new version AWSCURRENT, the one before AWSPREVIOUS, older ones no label):
 * a link works for its whole week across two rotations, in a container that started after them; a container whose
 * cache is older than a rotation reads the secret once when a link names the new version, instead of answering 403;
 * links from before links named their key keep working; and a replaced key's links end with their week.
 */
import { createHmac, randomUUID } from 'node:crypto';
import {
  GetSecretValueCommand,
  ListSecretVersionIdsCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptedVersions, type ClaimKeys, claimLinksTo, secretClaimKeys } from './claim-keys';
import { checkClaimLink, claimLinkLifetimeMs, claimLinkParams } from './claim-link';

const hour = 3_600_000;
const day = 24 * hour;
const t0 = Date.parse('2026-11-02T09:00:00Z');
const secretId = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:LeadClaimKey-abc';
const site = 'https://www.swiftline-couriers.example';

/** The secret's versions, oldest first, as put-secret-value leaves them. */
let versions: { id: string; created: number; value: string }[];
let calls: { list: number; get: string[] };
let clock: number;

const client = new SecretsManagerClient({ region: 'eu-west-2' });
const secrets = mockClient(client);

function rotate(at: number): string {
  const id = randomUUID();
  versions.push({ id, created: at, value: randomUUID().replaceAll('-', '') });
  return id;
}

beforeEach(() => {
  versions = [];
  calls = { list: 0, get: [] };
  clock = t0;
  rotate(t0); // the deploy's first version
  secrets.reset();
  secrets.on(ListSecretVersionIdsCommand, { SecretId: secretId, IncludeDeprecated: true }).callsFake(() => {
    calls.list++;
    return {
      Versions: versions
        .filter((v) => v.created <= clock)
        .map((v, i, made) => ({
          VersionId: v.id,
          CreatedDate: new Date(v.created),
          VersionStages: i === made.length - 1 ? ['AWSCURRENT'] : i === made.length - 2 ? ['AWSPREVIOUS'] : [],
        })),
    };
  });
  secrets.on(GetSecretValueCommand).callsFake(({ VersionId }) => {
    calls.get.push(VersionId);
    const version = versions.find((v) => v.id === VersionId && v.created <= clock);
    if (!version) throw new ResourceNotFoundException({ message: 'no such version', $metadata: {} });
    return { SecretString: version.value, VersionId, CreatedDate: new Date(version.created) };
  });
});

/** A function's container, started now: its own cache of the key's versions, on the test clock. */
const container = (): ClaimKeys => secretClaimKeys({ client, secretId, now: () => clock });

async function sign(keys: ClaimKeys) {
  const link = await claimLinksTo(site, keys)(randomUUID(), new Date(clock));
  return Object.fromEntries(new URL(link ?? '').searchParams);
}
const check = async (keys: ClaimKeys, link: Record<string, string>) =>
  checkClaimLink(link, await keys.checking(link[claimLinkParams.keyVersion]), new Date(clock));

describe('a claim link across key rotations', () => {
  it('works for its whole week through two rotations, in a container that started after both', async () => {
    clock = t0 + hour;
    const first = await sign(container());
    clock = t0 + day;
    rotate(clock);
    clock = t0 + day + hour;
    const second = await sign(container());
    clock = t0 + 2 * day;
    rotate(clock);

    clock = t0 + 3 * day;
    const fresh = container();
    expect(await check(fresh, first)).toMatchObject({ ok: true });
    expect(await check(fresh, second)).toMatchObject({ ok: true });
    expect((await sign(fresh))[claimLinkParams.keyVersion]).toBe(versions[2]?.id);

    clock = t0 + hour + claimLinkLifetimeMs - 1000;
    expect(await check(fresh, first)).toMatchObject({ ok: true });
    clock = t0 + hour + claimLinkLifetimeMs;
    expect(await check(container(), first)).toEqual({ ok: false, problem: 'expired' });
  });

  it('is checked by a container whose cache is older than the rotation: it reads the secret once, not 403', async () => {
    clock = t0 + day;
    const stale = container();
    await sign(stale); // reads v1
    expect(calls.list).toBe(1);
    clock += 60_000;
    rotate(clock);
    clock += 60_000;
    const fresh = await sign(container()); // another container, started after the rotation: signs with v2
    const listsBefore = calls.list;

    clock += 60_000; // the stale container's cache is 3 minutes old: it would not read again for 2 more
    expect(await check(stale, fresh)).toMatchObject({ ok: true });
    expect(calls.list).toBe(listsBefore + 1);
    expect(await check(stale, fresh)).toMatchObject({ ok: true });
    expect(calls.list).toBe(listsBefore + 1);
  });

  it('reads a version it has never seen at most every 10 seconds: a forged version costs one read, then a 403', async () => {
    const keys = container();
    const genuine = await sign(keys);
    const forged = { ...genuine, [claimLinkParams.keyVersion]: randomUUID() };
    const reads = calls.list;
    clock += 10_000;
    expect(await check(keys, forged)).toEqual({ ok: false, problem: 'forged' });
    expect(await check(keys, { ...forged, [claimLinkParams.keyVersion]: randomUUID() })).toEqual({
      ok: false,
      problem: 'forged',
    });
    expect(calls.list).toBe(reads + 1);
    expect(await check(keys, genuine)).toMatchObject({ ok: true });
  });

  it('from before links named their key keeps working with that key until it expires', async () => {
    clock = t0 + hour;
    const [first] = versions;
    const expires = Math.floor((clock + claimLinkLifetimeMs) / 1000);
    const quoteId = randomUUID();
    const old = {
      [claimLinkParams.quote]: quoteId,
      [claimLinkParams.expires]: String(expires),
      [claimLinkParams.signature]: createHmac('sha256', first?.value ?? '')
        .update(`lead-claim:v1:${quoteId}:${expires}`)
        .digest('base64url'),
    };
    rotate(t0 + day);
    rotate(t0 + 2 * day);
    clock = t0 + 6 * day;
    expect(await check(container(), old)).toMatchObject({ ok: true, target: { quoteId, expires } });
  });

  it('stops reading a replaced key once every link it signed has expired', async () => {
    rotate(t0 + day);
    clock = t0 + day + claimLinkLifetimeMs + 7 * 60_000;
    await sign(container());
    expect(calls.get).toEqual([versions[1]?.id]);
    expect(acceptedVersions([], clock)).toEqual([]);
  });

  it('keeps the versions it has when Secrets Manager fails, and a cold container says it cannot', async () => {
    const keys = container();
    const link = await sign(keys);
    secrets.on(ListSecretVersionIdsCommand).rejects(new Error('throttled'));
    clock += 10 * 60_000;
    expect(await check(keys, link)).toMatchObject({ ok: true });
    await expect(container().signing()).rejects.toThrow('throttled');
  });
});
