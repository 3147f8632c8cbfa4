/**
 * What the deployment tells visitors about their personal data is what it does (issue 32): the privacy notice of the
 * site CDK builds states the stack's quote retention and names WAF when WAF is on; and the staff who run
 * `npm run quotes -- --stack` get a policy with only what that command needs, which writes nothing: the sweeper runs
 * their resends and erasures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileFor, pagePaths } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { stackOutputs } from '../lib/stack-outputs';
import { deployedSiteDir, nagFindings, type SynthConfigurationName, synthConfigurations, synthesized } from './synth';

describe('the privacy notice CDK builds', () => {
  const built = synthesized('builtSite');
  const siteDir = deployedSiteDir(built);
  const notice = () => readFileSync(join(siteDir, htmlFileFor(pagePaths.legal)), 'utf8');

  it('is the page built from frontend/ during synth', () => {
    expect(existsSync(join(siteDir, 'index.html'))).toBe(true);
  });

  it('says quotes are deleted after the stack’s quoteRetentionDays (90), as the table’s TTL and the quote function do', () => {
    expect(notice()).toContain('deleted automatically after 90 days');
    expect(notice()).not.toContain('365 days');
    const quoteFunction = Object.entries(built.site.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('QuoteFunction'),
    )?.[1];
    expect(quoteFunction?.Properties.Environment.Variables.QUOTE_RETENTION_DAYS).toBe('90');
  });

  it('names CloudFront’s edge locations and, with WAF on, WAF in the United States', () => {
    expect(notice()).toMatch(/Amazon CloudFront[^.]*edge location[^.]*outside the UK/);
    expect(notice()).toContain('AWS WAF');
    expect(notice()).toContain('United States');
  });
});

describe('the policy for staff who read leads', () => {
  const { site, report } = synthesized('defaults');
  const policies = Object.entries(site.findResources('AWS::IAM::ManagedPolicy')).filter(([id]) =>
    id.startsWith('QuotesReadersPolicy'),
  );
  const [policyId = '', policy] = policies[0] ?? [];
  const statements: { Action: string | string[]; Resource: unknown; Effect: string }[] =
    policy?.Properties.PolicyDocument.Statement ?? [];
  const grants = Object.fromEntries(statements.map((s) => [JSON.stringify(s.Resource), [s.Action].flat().sort()]));
  const idOf = (type: string, prefix: string) =>
    Object.keys(site.findResources(type)).find((id) => id.startsWith(prefix));

  it('is one customer-managed policy, attached to nobody yet, whose ARN is an output', () => {
    expect(policies).toHaveLength(1);
    expect(policy?.Properties.Users ?? policy?.Properties.Roles ?? policy?.Properties.Groups).toBeUndefined();
    site.hasOutput(stackOutputs.quoteReadersPolicyArn, { Value: { Ref: policyId } });
  });

  it('allows exactly what npm run quotes does: the stack’s outputs, the quote table, the sweeper, the report function', () => {
    expect(statements.every((s) => s.Effect === 'Allow')).toBe(true);
    expect(grants).toEqual({
      [JSON.stringify({ Ref: 'AWS::StackId' })]: ['cloudformation:DescribeStacks'],
      [JSON.stringify({ 'Fn::GetAtt': [idOf('AWS::DynamoDB::GlobalTable', 'QuotesTable'), 'Arn'] })]: [
        'dynamodb:GetItem',
        'dynamodb:Scan',
      ],
      [JSON.stringify({ 'Fn::GetAtt': [idOf('AWS::Lambda::Function', 'QuoteSweeperFunction'), 'Arn'] })]: [
        'lambda:InvokeFunction',
      ],
      // `report --email` (weeklyReport, on by default): the function mails the report with its own permission.
      [JSON.stringify({ 'Fn::GetAtt': [idOf('AWS::Lambda::Function', 'WeeklyReportFunction'), 'Arn'] })]: [
        'lambda:InvokeFunction',
      ],
    });
  });

  it('in every configuration, can make no quote disappear: no write on any table, so neither its TTL nor its delivery', () => {
    // A reader who could update a quote could set its TTL attribute in the past (DynamoDB deletes it, deletion
    // protection or not) or clear its pending key (never sent). The sweeper erases for them (issue 41 E).
    const readOnly = ['cloudformation:DescribeStacks', 'dynamodb:Scan', 'dynamodb:GetItem', 'lambda:InvokeFunction'];
    for (const name of Object.keys(synthConfigurations) as SynthConfigurationName[]) {
      const built = synthesized(name).site;
      const outputs = built.toJSON().Outputs as Record<string, { Value: { Ref?: string } }>;
      const readersPolicy = outputs[stackOutputs.quoteReadersPolicyArn]?.Value.Ref ?? '';
      const document = built.toJSON().Resources[readersPolicy]?.Properties.PolicyDocument;
      const actions = (document?.Statement ?? []).flatMap((statement: { Action: string | string[] }) => [
        statement.Action,
      ]);
      expect(actions.flat().length, name).toBeGreaterThan(0);
      expect(
        actions.flat().filter((action: string) => !readOnly.includes(action)),
        name,
      ).toEqual([]);
    }
  });

  it('has no wildcard in any action or resource, and leaves cdk-nag nothing to say', () => {
    expect(JSON.stringify(statements)).not.toContain('*');
    expect(nagFindings(report)).toEqual([]);
  });
});
