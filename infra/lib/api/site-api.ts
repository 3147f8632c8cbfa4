import { Aws, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, type HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ApiFunction } from './api-function';

export interface SiteApiProps {
  /** Steady-state requests per second across the API. */
  throttleRate: number;
  throttleBurst: number;
  logRetention: RetentionDays;
}

/** The site's HTTP API, reached only through CloudFront's `/api/*` behaviours (same origin, no CORS). */
export class SiteApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: SiteApiProps) {
    super(scope, id);

    this.api = new HttpApi(this, 'Api', { createDefaultStage: false, description: 'Courier site API (ETA, quotes)' });
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRate, burstLimit: props.throttleBurst },
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

  /** Host name for CloudFront's HTTP origin. */
  get originDomainName(): string {
    return `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  get url(): string {
    return `https://${this.originDomainName}/`;
  }

  addRoute(method: HttpMethod, path: string, target: ApiFunction): void {
    const [route] = this.api.addRoutes({
      path,
      methods: [method],
      integration: new HttpLambdaIntegration(`${method}${path.replace(/[^A-Za-z0-9]/g, '')}`, target),
    });
    if (route) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: 'Public endpoints of a public marketing site: anonymous visitors ask for ETAs and send quote requests.',
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
