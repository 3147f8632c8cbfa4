/**
 * What CloudFormation replaces, from the CDK CLI's database, and the fixed names that make a replacement or a new
 * logical ID fail the update (issue 54 A), on pairs of templates shaped as this app synthesizes them: each refusal
 * names the resource, the property and the way through.
 */
import { describe, expect, it } from 'vitest';
import { compareTemplates } from './compare';
import { resourceFacts } from './resource-facts';
import type { Resource } from './resources';
import { deployed, lines, quotesTable, record, replacing, site, siteResource, today } from './template-fixtures';

const withProperties = (resource: Resource, properties: Record<string, unknown>): Resource => ({
  ...resource,
  Properties: { ...resource.Properties, ...properties },
});
/** Today's: the main stack's `id` with `properties` changed. */
const changing = (id: string, properties: Record<string, unknown>, from = deployed()) =>
  replacing(id, withProperties(siteResource(from, id), properties), from);
/** Today's: the main stack's `id` under the logical ID `to`, as a construct moved elsewhere makes it. */
const moving = (id: string, to: string, from = deployed()) =>
  today((t) => {
    site(t)[to] = siteResource(t, id);
    delete site(t)[id];
  }, from);

describe('a replacement under a fixed name', () => {
  it("the route calculator's data source changed is refused: the name is taken, so the update fails", () => {
    const problems = compareTemplates(
      deployed(),
      changing('RoutingRouteCalculator50286C17', { DataSource: 'Esri' }),
      resourceFacts(),
    );
    expect(problems.map((p) => p.line)).toEqual([
      'CourierSite RoutingRouteCalculator50286C17 (AWS::Location::RouteCalculator): DataSource changed, which ' +
        'CloudFormation applies by replacing it, and its name is fixed (CalculatorName "CourierSite-routes"): the new ' +
        'one would be made while the old one holds the name, so the update fails. Give it a new CalculatorName in ' +
        'the same change, or, to keep the name, rename it in two deploys (to a new name with the change, then back).',
    ]);
    expect(problems.map((p) => p.id)).toEqual(['replaced:RoutingRouteCalculator50286C17']);
  });

  it("the calculator's pricing plan, the place index's data source or description: each refused, naming it", () => {
    expect(lines(deployed(), changing('RoutingRouteCalculator50286C17', { PricingPlan: 'RequestBasedUsage' }))).toEqual(
      [
        expect.stringMatching(
          /RoutingRouteCalculator50286C17 .*: PricingPlan changed, .*CalculatorName "CourierSite-routes"/,
        ),
      ],
    );
    expect(lines(deployed(), changing('RoutingPlaceIndex35CCA143', { DataSource: 'Esri' }))).toEqual([
      expect.stringMatching(/RoutingPlaceIndex35CCA143 .*: DataSource changed, .*IndexName "CourierSite-places"/),
    ]);
    const described = changing('RoutingPlaceIndex35CCA143', { Description: 'Postcodes', DataSource: 'Grab' });
    expect(lines(deployed(), described)).toEqual([
      expect.stringContaining('(AWS::Location::PlaceIndex): Description, DataSource changed, which'),
    ]);
  });

  it('goes with a new name in the same change: the new one is made, then the old one deleted', () => {
    const renamed = changing('RoutingRouteCalculator50286C17', {
      DataSource: 'Esri',
      CalculatorName: 'CourierSite-routes-esri',
    });
    expect(lines(deployed(), renamed)).toEqual([]);
  });

  it('goes where CloudFormation names it: a function replaced without a FunctionName', () => {
    const fn: Resource = {
      Type: 'AWS::Lambda::Function',
      Properties: { PackageType: 'Zip', Handler: 'index.handler' },
    };
    const before = deployed({ EtaFunction: fn });
    expect(lines(before, changing('EtaFunction', { PackageType: 'Image' }, before))).toEqual([]);
    const named = deployed({ EtaFunction: withProperties(fn, { FunctionName: 'CourierSite-eta' }) });
    expect(lines(named, changing('EtaFunction', { PackageType: 'Image' }, named))).toEqual([
      expect.stringContaining('PackageType changed, which CloudFormation applies by replacing it'),
    ]);
  });

  it('a table with a TableName whose key changes fails the same way, and its new name starts empty', () => {
    const before = deployed({ QuotesTable0D319D86: withProperties(quotesTable(), { TableName: 'quotes' }) });
    const sortKey = [
      { AttributeName: 'id', KeyType: 'HASH' },
      { AttributeName: 'at', KeyType: 'RANGE' },
    ];
    expect(lines(before, changing('QuotesTable0D319D86', { KeySchema: sortKey }, before))).toEqual([
      expect.stringContaining(
        'KeySchema changed, which CloudFormation applies by replacing it, and its name is fixed (TableName "quotes"): ' +
          'the new one would be made while the old one holds the name, so the update fails. Give it a new ' +
          'TableName in the same change (a new, empty one: move what it holds), or',
      ),
    ]);
  });

  it('a change that replaces it only sometimes ("maybe" in the database) is refused as such', () => {
    const document: Resource = { Type: 'AWS::SSM::Document', Properties: { Name: 'runbook', Content: { a: 1 } } };
    const before = deployed({ Runbook: document });
    expect(lines(before, changing('Runbook', { Content: { a: 2 } }, before))).toEqual([
      expect.stringContaining('Content changed, which CloudFormation applies by sometimes replacing it'),
    ]);
  });

  it('a BucketName set on the site bucket replaces what holds the site: refused', () => {
    expect(lines(deployed(), changing('SiteBucket978D4AEB', { BucketName: 'swiftline-site' }))).toEqual([
      'CourierSite SiteBucket978D4AEB (AWS::S3::Bucket): BucketName changed, so CloudFormation would replace it ' +
        'with a new, empty one and keep the old one outside the stack. Keep it as deployed, or make the new one ' +
        'beside it under another logical ID and move what it holds.',
    ]);
  });
});

describe('a new logical ID under a fixed name', () => {
  it('the place index moved into another construct is refused: the create collides, so the update fails', () => {
    const problems = compareTemplates(
      deployed(),
      moving('RoutingPlaceIndex35CCA143', 'EtaPlaceIndexC0FFEE12'),
      resourceFacts(),
    );
    expect(problems.map((p) => p.line)).toEqual([
      'CourierSite RoutingPlaceIndex35CCA143 (AWS::Location::PlaceIndex) would become EtaPlaceIndexC0FFEE12 under ' +
        'the same name (IndexName "CourierSite-places"): CloudFormation makes EtaPlaceIndexC0FFEE12 before it ' +
        'deletes RoutingPlaceIndex35CCA143, so the create collides with the name in use and the update fails. Keep ' +
        'its logical ID (overrideLogicalId), or give EtaPlaceIndexC0FFEE12 a new IndexName; to keep the name, go ' +
        'back to it in a later deploy.',
    ]);
    expect(problems.map((p) => p.id)).toEqual(['moved:RoutingPlaceIndex35CCA143']);
  });

  it("the route calculator, WAF's log group (the edge stack's, not retained) and a DNS record: each refused", () => {
    expect(lines(deployed(), moving('RoutingRouteCalculator50286C17', 'EtaRoutes1234ABCD'))).toEqual([
      expect.stringContaining(
        'would become EtaRoutes1234ABCD under the same name (CalculatorName "CourierSite-routes")',
      ),
    ]);
    const wafLogs = today((t) => {
      const edge = t.CourierSiteEdge?.Resources as Record<string, Resource>;
      edge.WafLoggingLogGroupAB12CD34 = edge.WebAclBlockedRequests8B4595DE as Resource;
      delete edge.WebAclBlockedRequests8B4595DE;
    });
    expect(lines(deployed(), wafLogs)).toEqual([
      expect.stringMatching(
        /^CourierSiteEdge WebAclBlockedRequests8B4595DE \(AWS::Logs::LogGroup\) would become WafLoggingLogGroupAB12CD34 under the same name \(LogGroupName "aws-waf-logs-CourierSite"\).* give WafLoggingLogGroupAB12CD34 a new LogGroupName;/,
      ),
    ]);
    expect(lines(deployed(), moving('AliasAEAD92310', 'SiteAliasA1B2C3D4'))).toEqual([
      expect.stringContaining(
        'would become SiteAliasA1B2C3D4 under the same name (Name "www.swiftline.co.uk.", HostedZoneId ' +
          '"Z0123456789ABCDEFGHIJ", Type "A"): CloudFormation makes SiteAliasA1B2C3D4 before it deletes ' +
          'AliasAEAD92310, so the create collides with the name in use and the update fails. Keep its logical ID ' +
          '(overrideLogicalId), or give SiteAliasA1B2C3D4 a new name;',
      ),
    ]);
  });

  it('goes when the new one has another name, or the old one is gone with nothing of its name after it', () => {
    const renamed = today((t) => {
      site(t).EtaPlaceIndexC0FFEE12 = withProperties(siteResource(t, 'RoutingPlaceIndex35CCA143'), {
        IndexName: 'CourierSite-postcodes',
      });
      delete site(t).RoutingPlaceIndex35CCA143;
    });
    expect(lines(deployed(), renamed)).toEqual([]);
    expect(
      lines(
        deployed(),
        today((t) => void delete site(t).RoutingRouteCalculator50286C17),
      ),
    ).toEqual([]);
    // Another record of the zone is another name.
    const apex = today((t) => {
      site(t).ApexAliasA = record('swiftline.co.uk.');
      delete site(t).AliasAEAD92310;
    });
    expect(lines(deployed(), apex)).toEqual([]);
  });
});
