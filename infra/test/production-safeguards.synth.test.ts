/**
 * What a routine production deploy must never do by accident: deploy without anywhere for alarms to go, delete its
 * stacks, or, because a setting was left out, delete the site's DNS records, the mail domain's DKIM and DMARC
 * records, the SES sender identity or the alarm subscriptions. Each variant below leaves one setting out of a full
 * production deploy; whatever it would remove or replace of those kinds must be retained by CloudFormation (except
 * when the create that made it rolls back: fixed-names.synth.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { nagFindings, type Synthesized, synth, synthConfigurations, synthesized } from './synth';

const fullProduction = synthConfigurations.fullProduction.context;

/** Each optional setting left out of the full deploy (an empty value is no value): the configuration without it. */
const leftOut = {
  'the hosted zone': 'fullProductionWithoutZone',
  'the domain name': 'fullProductionWithoutDomain',
  'the domain and its zone': 'fullProductionWithoutDomainOrZone',
  'the DMARC record': 'fullProductionWithoutDmarc',
} as const;

type Variant = keyof typeof leftOut;

let full: Synthesized;
const variants = {} as Record<Variant, Synthesized>;

beforeAll(() => {
  full = synthesized('fullProduction');
  for (const [name, configuration] of Object.entries(leftOut)) variants[name as Variant] = synthesized(configuration);
});

type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
const resourcesOf = (result: Synthesized): Record<string, Resource> =>
  Object.assign(
    {},
    ...[result.site, result.edge, result.edgeAlarms]
      .filter((template): template is Template => template !== undefined)
      .map((template) => template.toJSON().Resources as Record<string, Resource>),
  );

/** DNS records, SES identities and alarm subscriptions: what a deploy must never take away unasked. */
const lasting = ['AWS::Route53::RecordSet', 'AWS::SES::EmailIdentity', 'AWS::SNS::Subscription'];

/** The lasting resources the variant's deploy would delete or replace, and how CloudFormation would treat each. */
function removedOrReplaced(variant: Synthesized): string[] {
  const before = resourcesOf(full);
  const after = resourcesOf(variant);
  return Object.entries(before)
    .filter(([, resource]) => lasting.includes(resource.Type))
    .filter(([id, resource]) => JSON.stringify(after[id]?.Properties) !== JSON.stringify(resource.Properties))
    .map(
      ([id, resource]) =>
        `${resource.Type} ${id}: ${resource.DeletionPolicy ?? 'Delete'}/${resource.UpdateReplacePolicy ?? 'Delete'}`,
    );
}

const stackProtection = (result: Synthesized) => {
  const manifest = JSON.parse(readFileSync(join(result.assemblyDir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { terminationProtection?: boolean } }>;
  };
  return Object.fromEntries(
    Object.entries(manifest.artifacts)
      .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
      .map(([id, artifact]) => [id, artifact.properties?.terminationProtection === true]),
  );
};

describe('production', () => {
  it('is refused without operationsEmail, with a plain message naming it', () => {
    expect(() => synth({ ...fullProduction, operationsEmail: '' })).toThrow(
      /^Context operationsEmail is required in production: without it no alarm, budget warning or CloudFront alarm reaches anyone/,
    );
  });

  it('protects every one of its stacks from deletion; staging’s are not', () => {
    expect(stackProtection(full)).toEqual({
      CourierSite: true,
      CourierSiteEdge: true,
      CourierSiteEdgeAlarms: true,
    });
    expect(stackProtection(synthesized('staging'))).toEqual({ CourierSiteStaging: false });
  });

  it('retains its site records, DKIM and DMARC records and its sender identity', () => {
    const retained = Object.entries(resourcesOf(full))
      .filter(([, resource]) => ['AWS::Route53::RecordSet', 'AWS::SES::EmailIdentity'].includes(resource.Type))
      .map(([, resource]) => ({
        type: resource.Type,
        name: resource.Properties?.Name ?? resource.Properties?.EmailIdentity,
        policies: [resource.DeletionPolicy, resource.UpdateReplacePolicy],
      }));
    // Kept on update and stack deletion, removed only when the create that made them rolls back (issue 41 A).
    const kept = ['RetainExceptOnCreate', 'Retain'];
    expect(retained).toEqual([
      { type: 'AWS::Route53::RecordSet', name: 'www.swiftline.co.uk.', policies: kept },
      { type: 'AWS::Route53::RecordSet', name: 'www.swiftline.co.uk.', policies: kept },
      { type: 'AWS::Route53::RecordSet', name: 'swiftline.co.uk.', policies: kept },
      { type: 'AWS::Route53::RecordSet', name: 'swiftline.co.uk.', policies: kept },
      { type: 'AWS::SES::EmailIdentity', name: 'swiftline.co.uk', policies: kept },
      ...[1, 2, 3].map(() => ({ type: 'AWS::Route53::RecordSet', name: expect.anything(), policies: kept })),
      { type: 'AWS::Route53::RecordSet', name: '_dmarc.swiftline.co.uk.', policies: kept },
    ]);
  });

  it('has an email subscription to operations on each alarm topic, in both regions', () => {
    for (const template of [full.site, full.edgeAlarms]) {
      template?.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@swiftline.co.uk' });
    }
  });

  it.each(Object.keys(leftOut) as Variant[])(
    'left without %s, deletes no DNS record, mail identity or subscription: each it stops managing is retained',
    (name) => {
      const changed = removedOrReplaced(variants[name]);
      expect(changed.length).toBeGreaterThan(0); // the setting did manage something
      for (const line of changed) expect(line).toMatch(/: RetainExceptOnCreate\/Retain$/);
      expect(changed.filter((line) => line.startsWith('AWS::SNS::Subscription'))).toEqual([]);
      expect(nagFindings(variants[name].report)).toEqual([]);
    },
  );
});
