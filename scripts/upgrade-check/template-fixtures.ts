/**
 * Templates shaped as this app synthesizes them (the production configuration's resources that upgrade-check
 * judges, their logical IDs and policies as they are), for the comparison's tests: `deployed()` is REF's, `today()` a
 * copy with one change made to it.
 */
import { compareTemplates } from './compare';
import type { Template, Templates } from './problems';
import { resourceFacts } from './resource-facts';
import type { Resource } from './resources';

export const index = (name: string, projected = ['reference']) => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: `${name}Key`, KeyType: 'HASH' },
    { AttributeName: `${name}At`, KeyType: 'RANGE' },
  ],
  Projection: { NonKeyAttributes: projected, ProjectionType: 'INCLUDE' },
});

/** The quote table: retained, its one replica protected and recoverable, its items expiring on `expiresAt`. */
export const quotesTable = (...indexes: ReturnType<typeof index>[]): Resource => ({
  Type: 'AWS::DynamoDB::GlobalTable',
  DeletionPolicy: 'Retain',
  UpdateReplacePolicy: 'Retain',
  Properties: {
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes } : {}),
    Replicas: [
      {
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        Region: 'eu-west-2',
      },
    ],
    TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
  },
});

export const record = (name: string): Resource => ({
  Type: 'AWS::Route53::RecordSet',
  DeletionPolicy: 'RetainExceptOnCreate',
  UpdateReplacePolicy: 'Retain',
  Properties: { Name: name, Type: 'A', HostedZoneId: 'Z0123456789ABCDEFGHIJ' },
});

/** The deployed templates: the main stack, and the us-east-1 one whose web ACL the distribution uses. */
export function deployed(resources: Record<string, Resource> = {}): Templates {
  const site: Template = {
    Resources: {
      QuotesTable0D319D86: quotesTable(),
      SiteBucket978D4AEB: { Type: 'AWS::S3::Bucket', DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' },
      AliasAEAD92310: record('www.swiftline.co.uk.'),
      Dmarc65510571: record('_dmarc.swiftline.co.uk.'),
      LeadClaimKeySecret5A681AED: { Type: 'AWS::SecretsManager::Secret', Properties: { Description: 'claim links' } },
      EtaFunctionLogsAF6AF0E6: { Type: 'AWS::Logs::LogGroup', DeletionPolicy: 'Retain' },
      RoutingRouteCalculator50286C17: {
        Type: 'AWS::Location::RouteCalculator',
        Properties: { CalculatorName: 'CourierSite-routes', DataSource: 'Here', Description: 'Road distance' },
      },
      RoutingPlaceIndex35CCA143: {
        Type: 'AWS::Location::PlaceIndex',
        Properties: {
          DataSource: 'Here',
          DataSourceConfiguration: { IntendedUse: 'Storage' },
          Description: 'UK postcode lookup',
          IndexName: 'CourierSite-places',
        },
      },
      SiteDistribution390DED28: {
        Type: 'AWS::CloudFront::Distribution',
        Properties: {
          DistributionConfig: {
            WebACLId: { 'Fn::GetStackOutput': { StackName: 'CourierSiteEdge', OutputName: 'PublishOutputWebAcl' } },
          },
        },
      },
      ...resources,
    },
  };
  const edge: Template = {
    Resources: {
      WebAcl9BD21CA7: { Type: 'AWS::WAFv2::WebACL', Properties: { Scope: 'CLOUDFRONT' } },
      WebAclBlockedRequests8B4595DE: {
        Type: 'AWS::Logs::LogGroup',
        DeletionPolicy: 'Delete',
        Properties: { LogGroupName: 'aws-waf-logs-CourierSite', RetentionInDays: 90 },
      },
    },
    Outputs: { PublishOutputWebAcl: { Value: { 'Fn::GetAtt': ['WebAcl9BD21CA7', 'Arn'] } } },
  };
  return { CourierSite: site, CourierSiteEdge: edge };
}

/** Today's: the deployed templates with `change` made to a copy. */
export function today(change: (templates: Templates) => void, from = deployed()): Templates {
  const copy: Templates = JSON.parse(JSON.stringify(from));
  change(copy);
  return copy;
}

/** The main stack's resources of `templates`, to change. */
export const site = (templates: Templates) => templates.CourierSite?.Resources as Record<string, Resource>;

/** The main stack's resource `id` of `templates`, to change. */
export const siteResource = (templates: Templates, id: string) => site(templates)[id] as Resource;

/** Today's: the deployed templates with the main stack's `id` set to `resource`. */
export const replacing = (id: string, resource: Resource, from = deployed()) =>
  today((t) => {
    site(t)[id] = resource;
  }, from);

/** The problems' lines, with the installed CDK CLI's facts. */
export const lines = (before: Templates, after: Templates) =>
  compareTemplates(before, after, resourceFacts()).map((p) => p.line);
