/**
 * The environment variables each Lambda reads: the stack sets them, the handlers read them and the
 * local stack fills them in, all by these names.
 */
export const etaEnv = {
  routeCalculatorName: 'ROUTE_CALCULATOR_NAME',
  placeIndexName: 'PLACE_INDEX_NAME',
} as const;

export const quoteEnv = {
  /** SES-verified sender. */
  fromAddress: 'SES_FROM_ADDRESS',
  /** Comma-separated recipients. */
  staffEmails: 'STAFF_EMAILS',
  emailJsServiceId: 'EMAILJS_SERVICE_ID',
  emailJsTemplateId: 'EMAILJS_TEMPLATE_ID',
  emailJsPublicKey: 'EMAILJS_PUBLIC_KEY',
  /** The SES configuration set whose events reach operations. */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** Local only: the aws-ses-v2-local inbox instead of SES. */
  sesEndpoint: 'SES_ENDPOINT',
  /** The DynamoDB table every quote is stored in before it is acknowledged. */
  quoteTableName: 'QUOTE_TABLE_NAME',
  /** Days a quote is kept (the table's TTL). */
  quoteRetentionDays: 'QUOTE_RETENTION_DAYS',
  /** `true` to email the customer an acknowledgement (only outside the SES sandbox). */
  customerAcknowledgement: 'CUSTOMER_ACKNOWLEDGEMENT',
  /** Acknowledgements one address may receive per hour. */
  acknowledgementsPerHour: 'ACKNOWLEDGEMENTS_PER_HOUR',
  /** Local only: the in-process dynalite instead of DynamoDB. */
  dynamoDbEndpoint: 'DYNAMODB_ENDPOINT',
  /** Comma-separated origins of the site (https://domain, the CloudFront domain): browser posts from any other are refused. */
  siteOrigins: 'SITE_ORIGINS',
} as const;

/**
 * The SES message tag on every quote email: who it is for. SES publishes bounces, complaints and rejects to
 * CloudWatch by it, so a staff address that stops receiving quotes raises its own alarm.
 */
export const sesRecipientTag = { name: 'recipient', staff: 'staff', customer: 'customer' } as const;

/** Local stack only: `amazon-location` uses the real service (credentials needed); anything else the embedded estimator. */
export const routeProviderEnv = 'ROUTE_PROVIDER';

/**
 * The Lambdas' own CloudWatch metrics: one count per outcome, named after it, with each function's
 * dimensions (CloudWatch matches a metric by its whole set of dimensions).
 */
export const lambdaMetrics = {
  /** Locally; in AWS each stack sets `namespaceEnv` to its own name, so two stacks in one account count apart. */
  namespace: 'CourierSite',
  namespaceEnv: 'POWERTOOLS_METRICS_NAMESPACE',
  dimensions: {
    quote: { service: 'quote' },
    eta: { service: 'eta', provider: 'amazon-location' },
    sender: { service: 'quote-sender' },
  },
  /** Amazon Location failed to estimate a route. */
  estimateFailed: { function: 'eta', outcome: 'estimate_failed' },
} as const;
