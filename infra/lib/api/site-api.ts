import type { ContextValues } from '@courier/common/settings/all-settings';
import { Aws, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  type HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { deploymentLogGroup, type LogSettings } from '../log-group';
import type { ApiFunction } from './api-function';

export interface RouteThrottle {
  /** Steady requests per second. */
  rate: number;
  burst: number;
}

export interface SiteApiProps {
  /** The deployment's settings: the throttle of any route without its own (see `throttleRoute`). */
  settings: Pick<ContextValues, 'throttleRate' | 'throttleBurst'> & LogSettings;
}

/** The site's HTTP API, reached only through CloudFront's `/api/*` behaviours (same origin, no CORS). */
export class SiteApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  private readonly routes = new Map<string, HttpRoute>();
  // CloudFormation's own casing: CfnStage passes this map through untouched.
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

  constructor(scope: Construct, id: string, props: SiteApiProps) {
    super(scope, id);

    this.api = new HttpApi(this, 'Api', { createDefaultStage: false, description: 'Courier site API (ETA, quotes)' });
    this.accessLogs = deploymentLogGroup(this, 'AccessLogs', props.settings);
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.settings.throttleRate, burstLimit: props.settings.throttleBurst },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // sourceIp is CloudFront's edge unless someone calls execute-api directly.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
            sourceIp: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });
  }

  /** Host name for CloudFront's HTTP origin (not published: the API answers only CloudFront). */
  get originDomainName(): string {
    return `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /** A route's own throttle ("GET /api/eta"), instead of the stage default; the route must exist. */
  throttleRoute(routeKey: string, throttle: RouteThrottle): void {
    const route = this.routes.get(routeKey);
    if (!route) throw new Error(`No route ${routeKey} to throttle`);
    this.routeSettings[routeKey] = { ThrottlingRateLimit: throttle.rate, ThrottlingBurstLimit: throttle.burst };
    const stage = this.stage.node.defaultChild as CfnStage;
    stage.routeSettings = this.routeSettings;
    // The stage may only name routes that already exist.
    stage.node.addDependency(route);
  }

  addRoute(method: HttpMethod, path: string, target: ApiFunction): void {
    const [route] = this.api.addRoutes({
      path,
      methods: [method],
      integration: new HttpLambdaIntegration(`${method}${path.replace(/[^A-Za-z0-9]/g, '')}`, target),
    });
    if (route) {
      this.routes.set(`${method} ${path}`, route);
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Anonymous visitors ask for ETAs and send quotes, so no sign-in; the functions answer only requests ' +
          "carrying CloudFront's secret origin header (docs/decisions/008), and each route has its own throttle.",
      });
    }
  }

  /** HTTP API metric (`5xx`, `4xx`, `Count`, ...) for this stage, summed. */
  metric(metricName: string): Metric {
    return new Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      dimensionsMap: { ApiId: this.api.apiId, Stage: this.stage.stageName },
      statistic: 'Sum',
    });
  }
}
