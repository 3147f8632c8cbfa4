/**
 * The Node.js major version the Lambdas run, in one place: infra's Lambda runtime and esbuild's target below are made
 * from it, and a test holds `.nvmrc` and package.json's `engines` to it. Move them together (README, "Quick start").
 */
export const lambdaNodeMajor = 24;

/** esbuild settings of the API Lambdas: CDK bundles with them, and the bench and bundle tests measure with them. */
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
  target: `node${lambdaNodeMajor}`,
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
