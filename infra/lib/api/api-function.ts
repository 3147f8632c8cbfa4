import { join } from 'node:path';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { apiFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import { Duration, Stack } from 'aws-cdk-lib';
import { type IGrantable, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { deploymentLogGroup, type LogSettings } from '../log-group';
import { repoRoot } from '../paths';
import { lambdaEsbuildOptions, lambdaNodeMajor } from './lambda-bundling';

/** The Lambda runtime of `lambdaNodeMajor`; an aws-cdk-lib that does not know it yet fails the synth here. */
export const lambdaRuntime: Runtime = (() => {
  const name = `nodejs${lambdaNodeMajor}.x`;
  // The fixed version, not NODEJS_LATEST's variable one of the same name.
  const runtime = Runtime.ALL.find((known) => known.name === name && !known.isVariable);
  if (!runtime) throw new Error(`aws-cdk-lib knows no Lambda runtime ${name}: update aws-cdk-lib, or lambdaNodeMajor`);
  return runtime;
})();

/** A Lambda entry point in lambdas/src/handlers, by its file name. */
export const handlerEntry = (file: string) => join(repoRoot, 'lambdas/src/handlers', file);

export interface ApiFunctionProps {
  /** TypeScript entry exporting `handler` (API Gateway HTTP API, payload v2). */
  entry: string;
  environment?: Record<string, string>;
  /** The deployment's settings: how long its log group keeps the function's logs. */
  settings: LogSettings;
  /** @default 256 MB: enough for an SDK call or a multipart form, and a faster CPU share than 128 MB. */
  memorySize?: number;
  /** V8's old space, in MB (`--max-old-space-size`). @default V8's own choice for the memory */
  heapMb?: number;
  /** @default 10 s: well under API Gateway's 30 s integration limit. */
  timeout?: Duration;
}

/**
 * An API Lambda: Node.js (`lambdaNodeMajor`) on arm64, one minified ESM bundle, its own log group and a role that may
 * write only there. A NodejsFunction, so it grants, alarms and integrates like any other.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const logGroup = deploymentLogGroup(scope, `${id}Logs`, props.settings);
    // Own role with write access to this log group only (instead of AWSLambdaBasicExecutionRole's logs:* on *).
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(apiFunctionTimeoutSeconds),
      role,
      logGroup,
      environment: {
        NODE_OPTIONS: `--enable-source-maps${props.heapMb ? ` --max-old-space-size=${props.heapMb}` : ''}`,
        [lambdaMetrics.namespaceEnv]: metricsNamespace(scope),
        ...props.environment,
      },
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

  /**
   * Gives the function a resource: the environment variables that name it and the permission to use
   * it, together, so neither is forgotten.
   */
  useResource(environment: Record<string, string>, grant: (grantee: IGrantable) => void): void {
    for (const [name, value] of Object.entries(environment)) this.addEnvironment(name, value);
    grant(this);
  }
}

/** The functions' own metrics are counted under their stack's name: staging never raises production's alarms. */
export function metricsNamespace(scope: Construct): string {
  return Stack.of(scope).stackName;
}
