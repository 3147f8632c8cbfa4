/**
 * The environment variables each Lambda reads that are not settings: the names of the resources the stack makes
 * (tables, the kill switch, the claim key's secret), the site's origins and the local stand-ins' endpoints. The stack
 * sets them, the handlers read them and the local stack fills them in, all by these names. A setting's variable is
 * named after its key in the settings table (common/src/settings/setting-env.ts), not here.
 */
import { type LeadOutcomeName, leadOutcomes, leadOutcomeTable } from '../outcomes/lead-outcomes';

export const etaEnv = {
  routeCalculatorName: 'ROUTE_CALCULATOR_NAME',
  placeIndexName: 'PLACE_INDEX_NAME',
  /** The window counters that hold Amazon Location's spend per hour and per day. */
  spendTableName: 'LOCATION_SPEND_TABLE_NAME',
  /** The geocodes every container shares. */
  geocodeTableName: 'GEOCODE_CACHE_TABLE_NAME',
  /** The SSM parameter whose value `off` stops every paid Amazon Location call (`on`, or no parameter, allows them). */
  killSwitchParameter: 'LOCATION_KILL_SWITCH_PARAMETER',
  /** Local and tests only: Amazon Location (a stub or another endpoint), SSM and DynamoDB elsewhere. */
  locationEndpoint: 'LOCATION_ENDPOINT',
  ssmEndpoint: 'SSM_ENDPOINT',
  dynamoDbEndpoint: 'DYNAMODB_ENDPOINT',
} as const;

export const quoteEnv = {
  /** The SES configuration set every quote email is sent with: its events come back as SES's reports. */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** Local only: the aws-ses-v2-local inbox instead of SES. */
  sesEndpoint: 'SES_ENDPOINT',
  /** The DynamoDB table every quote is stored in before it is acknowledged. */
  quoteTableName: 'QUOTE_TABLE_NAME',
  /** Local only: the in-process dynalite instead of DynamoDB. */
  dynamoDbEndpoint: etaEnv.dynamoDbEndpoint,
  /** The window counters of the quote limits (per sender address, per client IP, the wave rate). */
  quoteCounterTableName: 'QUOTE_COUNTER_TABLE_NAME',
  /** Comma-separated origins of the site (https://domain, the CloudFront domain): browser posts from any other are refused. */
  siteOrigins: 'SITE_ORIGINS',
} as const;

/** Staff's claim of a quote (lambdas/src/lead-claim/): the link's key, where it points, and the escalation. */
export const leadClaimEnv = {
  /** Deployed: the Secrets Manager secret whose value signs and checks claim links (current and previous). */
  keyArn: 'LEAD_CLAIM_KEY_ARN',
  /** Local and tests: a fixed key instead of the secret. */
  key: 'LEAD_CLAIM_KEY',
  /** The site's public origin the links point at (https://domain, or the distribution's; locally npm start's). */
  siteUrl: 'LEAD_CLAIM_SITE_URL',
  /** Local and tests only: the SMS stand-in (lambdas/test-support/sms-stub.ts) instead of Amazon SNS. */
  smsEndpoint: 'SMS_ENDPOINT',
} as const;

/**
 * The SES message tag on every quote email: who it is for. SES publishes bounces, complaints and rejects to
 * CloudWatch by it, so a staff address that stops receiving quotes raises its own alarm; and SES's reports are routed
 * by it: staff's reach operations as they are, customers' are only counted (infra/lib/quotes/mail-events.ts).
 */
export const sesRecipientTag = { name: 'recipient', staff: 'staff', customer: 'customer' } as const;

/** Each outcome's count, as the claim function publishes it when a lead is marked so (lead-outcomes.ts names it). */
const outcomeMarked = Object.fromEntries(
  leadOutcomes.map((outcome) => [outcome, { function: 'leadClaim', outcome: leadOutcomeTable[outcome].metric }]),
) as { [K in LeadOutcomeName]: { function: 'leadClaim'; outcome: (typeof leadOutcomeTable)[K]['metric'] } };

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
    sweeper: { service: 'quote-sweeper' },
    mailEvents: { service: 'quote-mail-events' },
    leadClaim: { service: 'lead-claim' },
    weeklyReport: { service: 'weekly-report' },
  },
  /** What the quote delivery publishes, by the function named: the alarms and the dashboard read these. */
  quoteDelivery: {
    /** Sweeper: quotes not yet sent, and the age in seconds of the oldest, after each sweep. */
    undelivered: { function: 'sweeper', outcome: 'undelivered_quotes' },
    oldestAge: { function: 'sweeper', outcome: 'oldest_undelivered_age' },
    /** Sweeper: once an hour while a quote is older than the alarm age. */
    reminder: { function: 'sweeper', outcome: 'undelivered_reminder' },
    /** Sender and sweeper: milliseconds from storing a quote to SES accepting its email. */
    storeToSend: 'store_to_send',
    /** Events function: SES's reports of staff's email. */
    staffDelivered: { function: 'mailEvents', outcome: 'staff_mail_delivered' },
    staffBounced: { function: 'mailEvents', outcome: 'staff_mail_bounced' },
    staffComplained: { function: 'mailEvents', outcome: 'staff_mail_complained' },
    /**
     * Events function: SES's reports of customers' acknowledgements, counted and not recorded: one SES accepted, and
     * one that bounced for good (the kind SES's reputation counts). Their rate has an alarm; no address is kept.
     */
    acknowledgementSent: { function: 'mailEvents', outcome: 'acknowledgement_sent' },
    acknowledgementBounced: { function: 'mailEvents', outcome: 'acknowledgement_bounced' },
    /** Quote function: quotes stored (leads). */
    stored: { function: 'quote', outcome: 'stored' },
    /** Quote function: a quote stored past the wave rate, for the digest (the wave alarm counts these). */
    wave: { function: 'quote', outcome: 'quote_wave' },
    /** Quote function: a quote stored past its sender address's or client IP's cap, held for the held-quotes digest. */
    held: { function: 'quote', outcome: 'quote_held' },
    /** Sweeper: a digest email of wave or held quotes accepted by SES. */
    digestSent: { function: 'sweeper', outcome: 'digest_sent' },
    /**
     * Sender and sweeper: a quote that cannot be sent as stored (its email cannot be rendered or its request built),
     * marked failed rather than retried; its alarm tells operations.
     */
    undeliverable: 'quote_undeliverable',
  },
  /** Staff taking quotes (lead claims) and the reminders while nobody has. */
  leadClaims: {
    /** Claim function: seconds from a quote's arrival to its first claim, one value per claimed quote. */
    timeToClaim: { function: 'leadClaim', outcome: 'time_to_claim' },
    /** Sweeper: quotes nobody has claimed that need someone now (in their reminders, or waiting), after each sweep. */
    unclaimed: { function: 'sweeper', outcome: 'unclaimed_quotes' },
    /** Sweeper: a reminder of an unclaimed quote accepted by SES. */
    reminderSent: { function: 'sweeper', outcome: 'unclaimed_reminder_sent' },
    /** Sweeper: a text to the on-call phone accepted by SNS; one it refused or that hung; one the daily cap held back. */
    textSent: { function: 'sweeper', outcome: 'on_call_text_sent' },
    textFailed: { function: 'sweeper', outcome: 'on_call_text_failed' },
    textCapped: { function: 'sweeper', outcome: 'on_call_text_capped' },
    /** Claim function: the customer's email that a dispatcher has their request (issue 52 C): sent, or failed. */
    customerToldSent: { function: 'leadClaim', outcome: 'claim_email_sent' },
    customerToldFailed: { function: 'leadClaim', outcome: 'claim_email_failed' },
    /** Claim function: a lead marked with an outcome (issue 43), one count each, named by the outcomes' table. */
    outcomeMarked,
  },
  /** Amazon Location estimated a route. */
  estimateOk: { function: 'eta', outcome: 'estimate_ok' },
  /** Amazon Location failed to estimate a route. */
  estimateFailed: { function: 'eta', outcome: 'estimate_failed' },
  /** The answer came from the embedded estimator, marked approximate (any of the reasons below, or a failure). */
  estimateApproximate: { function: 'eta', outcome: 'estimate_approximate' },
  /** A request would have taken Amazon Location's spend this hour past its ceiling. */
  hourlyCeilingReached: { function: 'eta', outcome: 'location_hourly_ceiling_reached' },
  /** A request would have taken Amazon Location's spend today past its ceiling. */
  dailyCeilingReached: { function: 'eta', outcome: 'location_daily_ceiling_reached' },
  /** The kill switch (SSM parameter) held back a paid Amazon Location call. */
  killSwitchUsed: { function: 'eta', outcome: 'location_kill_switch_on' },
} as const;

/**
 * The site probe (scripts/smoke/probe-handler.ts): the public URL it runs the smoke checks against, and the metric
 * it publishes after each run, the number of checks that failed (0 when the site answers as built).
 */
export const siteProbe = {
  siteUrlEnv: 'PROBE_SITE_URL',
  metricName: 'SiteProbeFailures',
  dimensions: { service: 'site-probe' },
} as const;
