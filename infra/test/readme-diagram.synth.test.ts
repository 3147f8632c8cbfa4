/**
 * README.md's diagram is what `cdk synth` builds: every row of the table under it names resources (type and
 * logical ID prefix, with a count where it gives one) that the synthesized templates hold, the alarm count the
 * diagram states is the site stack's, and every function, table, queue, rule, topic, alarm and Location resource
 * the app deploys is named there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { synthesized } from './synth';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

interface Named {
  row: string;
  type: string;
  prefix: string;
  count?: number;
}

/** The rows of the table under the diagram: each backticked type applies to the prefixes after it in its cell. */
function namedResources(text: string): Named[] {
  const start = text.indexOf('| box ');
  if (start < 0) throw new Error('README.md has no "| box |" table under its diagram');
  const rows = text.slice(start).split('\n\n')[0]?.split('\n').slice(2) ?? [];
  return rows.flatMap((line) => {
    const [, row = '', cell = ''] = line.split('|').map((part) => part.trim());
    let type = '';
    return [...cell.matchAll(/`([^`]+)`(?: \((\d+)\))?/g)].flatMap(([, name = '', count]) => {
      if (name.includes('::')) {
        type = name;
        return [];
      }
      return type ? [{ row, type, prefix: name, count: count === undefined ? undefined : Number(count) }] : [];
    });
  });
}

// Every optional part on (domain, WAF, operations email), so the us-east-1 stacks are there too.
const built = synthesized('everything');
const templates = [built.site, built.edge, built.edgeAlarms].flatMap((template) => (template ? [template] : []));
const logicalIds = (type: string) => templates.flatMap((template) => Object.keys(template.findResources(type)));
const named = namedResources(readme);

describe("README.md's diagram", () => {
  it('names resources in a table', () => {
    expect(named.length).toBeGreaterThan(30);
  });

  it.each(named.map((entry) => [`${entry.row}: ${entry.type} ${entry.prefix}`, entry] as const))(
    '%s is in a synthesized template',
    (_, { type, prefix, count }) => {
      const found = logicalIds(type).filter((id) => id.startsWith(prefix));
      if (count === undefined) expect(found.length).toBeGreaterThan(0);
      else expect(found).toHaveLength(count);
    },
  );

  it("states the site stack's number of CloudWatch alarms", () => {
    const stated = [...readme.matchAll(/(\d+) CloudWatch alarms/g)].map(([, count]) => Number(count));
    expect(stated.length).toBeGreaterThan(0);
    const alarms = Object.keys(built.site.findResources('AWS::CloudWatch::Alarm')).length;
    for (const count of stated) expect(count).toBe(alarms);
  });

  it.each([
    'AWS::Lambda::Function',
    'AWS::DynamoDB::GlobalTable',
    'AWS::SQS::Queue',
    'AWS::Events::Rule',
    'AWS::SNS::Topic',
    'AWS::CloudWatch::Alarm',
    'AWS::CloudWatch::Dashboard',
    'AWS::SecretsManager::Secret',
    'AWS::Location::RouteCalculator',
    'AWS::Location::PlaceIndex',
    'AWS::CloudFront::Function',
    'AWS::WAFv2::WebACL',
    'AWS::Budgets::Budget',
  ])('shows every %s the app deploys', (type) => {
    const prefixes = named.filter((entry) => entry.type === type).map((entry) => entry.prefix);
    // CDK's own function behind the site upload (Custom::CDKBucketDeployment) is part of the bucket's row.
    const ours = logicalIds(type).filter((id) => !id.startsWith('CustomCDKBucketDeployment'));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((id) => !prefixes.some((prefix) => id.startsWith(prefix)))).toEqual([]);
  });
});
