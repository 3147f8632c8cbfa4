import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

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

const lambdaUnusedCredentialProviders = [
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/nested-clients',
  '@aws-sdk/token-providers',
  '@smithy/credential-provider-imds',
];

/**
 * How every API Lambda is bundled (NodejsFunction's esbuild), in esbuild's own terms so the bench
 * measures exactly what is deployed.
 */
export const lambdaEsbuildOptions = {
  format: 'esm',
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  sourcesContent: false,
  // The AWS SDK is bundled, so the code that runs is the version the lock file pins. Only the credential
  // providers Lambda never reaches (it takes credentials from the environment) are left to the runtime's
  // SDK: they are dynamic imports, and leaving them out keeps each bundle under 300 KB.
  external: lambdaUnusedCredentialProviders,
  // Bundled CommonJS dependencies still call require() for Node built-ins.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
} as const;

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
