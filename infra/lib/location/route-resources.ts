import { etaEnv } from '@courier/common/api/lambda-env';
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnPlaceIndex, CfnRouteCalculator } from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';

/**
 * Amazon Location resources for the ETA: postcode → position, then a road route between positions.
 * HERE, not Esri: Esri only routes journeys under 400 km and its terms forbid routing delivery vehicles.
 */
export class RouteResources extends Construct {
  readonly routeCalculator: CfnRouteCalculator;
  readonly placeIndex: CfnPlaceIndex;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const prefix = Stack.of(this).stackName;

    this.routeCalculator = new CfnRouteCalculator(this, 'RouteCalculator', {
      calculatorName: `${prefix}-routes`,
      dataSource: 'Here',
      description: 'Road distance and driving time between postcodes',
    });
    this.placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${prefix}-places`,
      dataSource: 'Here',
      // Results are kept: geocodes in the warm Lambda's memory, and the estimates built from them in CloudFront's
      // cache for a day. SingleUse forbids storing results; Storage allows it (see DEPLOY.md).
      dataSourceConfiguration: { intendedUse: 'Storage' },
      description: 'UK postcode lookup',
    });
  }

  /** A function that estimates (the ETA's, the quote's): the two resources' names, and routing and geocoding on them only. */
  useIn(fn: ApiFunction): void {
    fn.useResource(
      { [etaEnv.routeCalculatorName]: this.routeCalculator.ref, [etaEnv.placeIndexName]: this.placeIndex.ref },
      (grantee) => {
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['geo:CalculateRoute'], resources: [this.routeCalculator.attrArn] }),
        );
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['geo:SearchPlaceIndexForText'], resources: [this.placeIndex.attrArn] }),
        );
      },
    );
  }
}
