import { join } from 'node:path';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { contentSecurityPolicy } from '@courier/common/security-headers';
import { staffAndOperations } from '@courier/common/settings/monitoring';
import { settingsEnv } from '@courier/common/settings/setting-env';
import { companyDetailsOf } from '@courier/common/site-config';
import { companyDetailsEnv } from '@courier/common/site-config-env';
import { type ApiFunctionName, apiFunctions } from '@courier/lambdas/api-routes';
import { claimEmailSettings, tellsCustomerOfClaim } from '@courier/lambdas/lead-claim/claim-api';
import { quoteFunctionSettings } from '@courier/lambdas/quote/submit/quote-api';
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { AaaaRecord, ARecord, RecordTarget, TxtRecord } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { ApiFunction } from './api/api-function';
import { OriginSecret } from './api/origin-secret';
import { SiteApi } from './api/site-api';
import type { CourierConfig } from './config';
import { SenderIdentity } from './email/sender-identity';
import { lookUpZone } from './hosted-zone';
import { LeadClaimKey } from './leads/lead-claim-key';
import { SmsDelivery } from './leads/sms-delivery';
import { WeeklyReport } from './leads/weekly-report';
import { LocationSpend } from './location/location-spend';
import { RouteResources } from './location/route-resources';
import { Alarms } from './monitoring/alarms';
import { CostBudget } from './monitoring/cost-budget';
import { OperationsDashboard } from './monitoring/dashboard';
import { SiteProbe } from './monitoring/site-probe';
import { repoRoot } from './paths';
import { QuotePipeline } from './quotes/quote-pipeline';
import { SiteDeployment } from './site/site-deployment';
import { builtSite } from './site/site-source';
import { StaticSite } from './site/static-site';
import { stackOutputs } from './stack-outputs';

export interface CourierSiteStackProps extends StackProps {
  config: CourierConfig;
  /** From the us-east-1 edge stack when a custom domain is configured. */
  certificate?: ICertificate;
  /** From the us-east-1 edge stack when WAF is enabled. */
  webAclArn?: string;
  /** Lambda entries; tests point these at fixtures. */
  etaEntry?: string;
  quoteEntry?: string;
  quoteSenderEntry?: string;
  quoteSweeperEntry?: string;
  quoteMailEventsEntry?: string;
  siteProbeEntry?: string;
  leadClaimEntry?: string;
  weeklyReportEntry?: string;
}

/**
 * The courier company's website, top to bottom as the request flows:
 * visitor → CloudFront → S3 (pages) or API Gateway (/api) → Lambda → Amazon Location / SES; alarms → SNS → email.
 */
export class CourierSiteStack extends Stack {
  /** Watched from us-east-1 (CourierEdgeAlarmsStack), where CloudFront's metrics are. */
  readonly distribution: IDistribution;

  constructor(scope: Construct, id: string, props: CourierSiteStackProps) {
    super(scope, id, props);
    const { config } = props;
    const zone = lookUpZone(this, config.hostedZone);

    // Site bucket and CloudFront distribution, and the built site deployed into them: built first, so the CSP allows
    // its pages' inline script by its hash.
    const pages = builtSite(this, config.site, config.siteDir);
    const site = new StaticSite(this, 'Site', {
      contentSecurityPolicy: contentSecurityPolicy(config.site, { scriptHashes: pages.scriptHashes }),
      domain: config.hosts && props.certificate ? { hosts: config.hosts, certificate: props.certificate } : undefined,
      noindex: config.stage !== 'production',
      webAclArn: props.webAclArn,
      settings: config,
    });
    this.distribution = site.distribution;
    new SiteDeployment(this, 'SiteDeployment', { site, source: pages.source, settings: config });
    if (config.domainName && config.hosts && zone) {
      // Retained: a deploy that stops managing them (a zone left out) leaves the site answering (DEPLOY.md 8). Not
      // when the deploy that created them rolls back: the retry would collide with records of their fixed name.
      // The name as given keeps the records' first IDs, so a deploy that adds the other name replaces neither.
      const target = RecordTarget.fromAlias(new CloudFrontTarget(site.distribution));
      const other = config.hosts.canonical === config.domainName ? config.hosts.other : config.hosts.canonical;
      for (const [prefix, recordName] of [
        ['Alias', config.domainName],
        ['OtherNameAlias', other],
      ]) {
        new ARecord(this, `${prefix}A`, { zone, recordName, target }).applyRemovalPolicy(
          RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
        );
        new AaaaRecord(this, `${prefix}AAAA`, { zone, recordName, target }).applyRemovalPolicy(
          RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
        );
      }
    }

    // The API behind the same distribution, answering only requests that carry CloudFront's secret header.
    const api = new SiteApi(this, 'Api', { settings: config });
    const originSecret = new OriginSecret(this, 'OriginSecret', { settings: config });
    site.addApi(api, originSecret.originHeaders);

    // The site's public origins: its address (the custom domain's canonical name, else the distribution's), the
    // domain's other name and the distribution's, which redirect pages to it but serve the API as they are.
    const siteUrl = config.hosts
      ? `https://${config.hosts.canonical}`
      : `https://${site.distribution.distributionDomainName}`;
    const siteOrigins = [
      ...(config.hosts ? [`https://${config.hosts.canonical}`, `https://${config.hosts.other}`] : []),
      `https://${site.distribution.distributionDomainName}`,
    ];

    // Its functions, and the routes each serves (lambdas/src/api-routes.ts, shared with the local server).
    const entry = (name: ApiFunctionName) => join(repoRoot, 'lambdas/src', apiFunctions[name].entry);
    const eta = new ApiFunction(this, 'EtaFunction', {
      settings: config,
      entry: props.etaEntry ?? entry('eta'),
    });
    const quote = new ApiFunction(this, 'QuoteFunction', {
      settings: config,
      entry: props.quoteEntry ?? entry('quote'),
      environment: {
        ...settingsEnv(config, quoteFunctionSettings),
        // Browser posts from any other origin are refused: the custom domain, and the distribution's own name.
        [quoteEnv.siteOrigins]: siteOrigins.join(','),
        // The no-JavaScript quote pages name the company, its phone and the reply promised.
        ...companyDetailsEnv(config.site),
      },
    });
    // Staff's claim of a quote from the link in their email: reads the quote, records who took it.
    const leadClaim = new ApiFunction(this, 'LeadClaimFunction', {
      settings: config,
      entry: props.leadClaimEntry ?? entry('leadClaim'),
      environment: {
        [quoteEnv.siteOrigins]: siteOrigins.join(','),
        ...companyDetailsEnv(config.site),
      },
    });
    for (const [name, fn] of [
      ['eta', eta],
      ['quote', quote],
      ['leadClaim', leadClaim],
    ] as const) {
      for (const route of apiFunctions[name].routes) {
        const [method, path] = route.split(' ') as [HttpMethod, string];
        api.addRoute(method, path, fn);
      }
      originSecret.expectIn(fn);
    }
    // Each route its own throttle, so an ETA flood never starves quote submissions.
    for (const route of apiFunctions.eta.routes) {
      api.throttleRoute(route, { rate: config.etaThrottleRate, burst: config.etaThrottleBurst });
    }
    // A claim is a person opening a link and pressing a button: the send routes' throttle is plenty.
    for (const route of [...apiFunctions.quote.routes, ...apiFunctions.leadClaim.routes]) {
      api.throttleRoute(route, { rate: config.sendThrottleRate, burst: config.sendThrottleBurst });
    }

    // Amazon Location for the ETA.
    const routing = new RouteResources(this, 'Routing');
    routing.useIn(eta);
    // Its spending ceiling, shared geocode cache and kill switch.
    const locationSpend = new LocationSpend(this, 'LocationSpend', { settings: config });
    locationSpend.useIn(eta);
    // The quote function works each quote's figures out again with the same provider, within the same ceiling.
    routing.useIn(quote);
    locationSpend.useIn(quote);

    // SES for the quotes: only the quote store's senders send, every message through the configuration set.
    const sender = new SenderIdentity(this, 'Sender', {
      settings: config,
      hostedZone: zone,
      // In the sandbox every recipient must be verified: staff, and operations, who get the unclaimed reminders.
      sandboxRecipients: config.sesSandbox ? staffAndOperations(config) : [],
    });
    // Every quote is stored before the visitor hears it was received; the stream sender, then the sweeper, email
    // staff (and, when switched on, the customer); SES's reports come back onto the quote.
    const quotes = new QuotePipeline(this, 'Quotes', {
      settings: config,
      mail: companyDetailsOf(config.site),
      sender,
      senderEntry: props.quoteSenderEntry,
      sweeperEntry: props.quoteSweeperEntry,
      mailEventsEntry: props.quoteMailEventsEntry,
    });
    quote.useResource({ [quoteEnv.quoteTableName]: quotes.table.tableName }, (fn) => quotes.grantStore(fn));
    quotes.useLimitsIn(quote);
    // Every staff email and reminder carries a signed claim link to the site; the claim function checks it.
    const claimKey = new LeadClaimKey(this, 'LeadClaimKey');
    quotes.useClaimLinks(claimKey, siteUrl);
    if (config.onCallPhone) quotes.textOnCall();
    claimKey.useIn(leadClaim);
    leadClaim.useResource({ [quoteEnv.quoteTableName]: quotes.table.tableName }, (fn) => quotes.grantClaim(fn));
    // With acknowledgements on, the customer hears of the first claim (claim-email.ts): the claim function sends one
    // email through the sender's identity and configuration set, counted in the acknowledgements' counters (the
    // table's UpdateItem it already has). The synth refuses acknowledgements in the SES sandbox, so this too.
    if (tellsCustomerOfClaim(config)) {
      for (const [name, value] of Object.entries(settingsEnv(config, claimEmailSettings))) {
        leadClaim.addEnvironment(name, value);
      }
      leadClaim.addEnvironment(quoteEnv.sesConfigurationSet, sender.configurationSet.configurationSetName);
      sender.grantSend(leadClaim, ['ses:SendEmail']);
    }
    if (zone && config.dmarcRecord) {
      // DMARC for the zone's domain: p=none reports only; tighten with the dmarcPolicy context value. A domain
      // that already publishes one keeps it (dmarcRecord=false): a second _dmarc record would fail the deploy.
      new TxtRecord(this, 'Dmarc', {
        zone,
        recordName: `_dmarc.${zone.zoneName}`,
        values: [`v=DMARC1; p=${config.dmarcPolicy}`],
      }).applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    }

    // Monday's lead report to staff and operations, unless weeklyReport is off.
    const weeklyReport =
      config.weeklyReport &&
      new WeeklyReport(this, 'WeeklyReport', {
        table: quotes.table,
        sender,
        settings: config,
        readersPolicy: quotes.readersPolicy,
        entry: props.weeklyReportEntry,
      });

    // Alarms, delivery problems, the probe from outside and the monthly budget to operations.
    const alarms = new Alarms(this, 'Alarms', {
      api,
      quoteFunction: quote,
      etaFunction: eta,
      functions: [
        eta,
        quote,
        leadClaim,
        quotes.senderFunction,
        quotes.sweeperFunction,
        quotes.mailEventsFunction,
        ...(weeklyReport ? [weeklyReport.reportFunction] : []),
      ],
      staffMailProblems: sender.metricStaffProblems(),
      settings: config,
    });
    quotes.alarmTo(alarms.topic);
    if (weeklyReport) weeklyReport.alarmTo(alarms.topic);
    // What only SNS knows of the on-call texts: the delivery-status log, undelivered texts and the month's spend.
    if (config.onCallPhone) new SmsDelivery(this, 'Sms', { topic: alarms.topic, settings: config });
    new SiteProbe(this, 'SiteProbe', {
      siteUrl,
      settings: config,
      topic: alarms.topic,
      entry: props.siteProbeEntry,
    });

    new OperationsDashboard(this, 'Dashboard', { api, quoteFunction: quote, etaFunction: eta, quotes: quotes.metrics });
    new CostBudget(this, 'Budget', { settings: config });

    new CfnOutput(this, stackOutputs.siteUrl, { value: siteUrl });
    new CfnOutput(this, stackOutputs.distributionId, { value: site.distribution.distributionId });
    new CfnOutput(this, stackOutputs.distributionDomainName, { value: site.distribution.distributionDomainName });
    new CfnOutput(this, stackOutputs.siteBucketName, { value: site.bucket.bucketName });
    new CfnOutput(this, stackOutputs.senderIdentity, { value: sender.identityName });
  }
}
