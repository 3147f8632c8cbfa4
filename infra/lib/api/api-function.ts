import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaEsbuildOptions } from './lambda-bundling';

export interface ApiFunctionProps {
  /** TypeScript entry exporting `handler` (API Gateway HTTP API, payload v2). */
  entry: string;
  environment?: Record<string, string>;
  logRetention: RetentionDays;
  /** @default 256 MB: enough for an SDK call or a multipart form, and a faster CPU share than 128 MB. */
  memorySize?: number;
  /** @default 10 s: well under API Gateway's 30 s integration limit. */
  timeout?: Duration;
}

/** The defaults every API Lambda shares: Node.js 24 on arm64, one minified ESM bundle, its own log group. */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    // Own role with write access to this log group only (instead of AWSLambdaBasicExecutionRole's logs:* on *).
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: lambdaEsbuildOptions.target,
        mainFields: [...lambdaEsbuildOptions.mainFields],
        minify: lambdaEsbuildOptions.minify,
        sourceMap: true,
        sourcesContent: lambdaEsbuildOptions.sourcesContent,
        externalModules: [...lambdaEsbuildOptions.external],
        banner: lambdaEsbuildOptions.banner.js,
        logLevel: LogLevel.WARNING,
      },
    });
  }

  addEnvironment(key: string, value: string): void {
    this.function.addEnvironment(key, value);
  }
}
