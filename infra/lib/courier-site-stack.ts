import { join } from 'node:path';
import { contentSecurityPolicy } from '@courier/common/security-headers';
import { type ApiFunctionName, apiFunctions } from '@courier/lambdas/api-routes';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { ApiFunction } from './api/api-function';
import { SiteApi } from './api/site-api';
import { type CourierConfig, repoRoot } from './config';
import { SenderIdentity } from './email/sender-identity';
import { RouteResources } from './location/route-resources';
import { Alarms } from './monitoring/alarms';
import { QuoteStore } from './quotes/quote-store';
import { SiteDeployment } from './site/site-deployment';
import { siteSource } from './site/site-source';
import { StaticSite } from './site/static-site';

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
}

/**
 * The courier company's website, top to bottom as the request flows:
 * visitor → CloudFront → S3 (pages) or API Gateway (/api) → Lambda → Amazon Location / SES; alarms → SNS → email.
 */
export class CourierSiteStack extends Stack {
  constructor(scope: Construct, id: string, props: CourierSiteStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention = config.logRetentionDays;
    const zone =
      config.hostedZone &&
      HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: config.hostedZone.id,
        zoneName: config.hostedZone.domain,
      });

    // Site bucket and CloudFront distribution, and the built site deployed into them.
    const site = new StaticSite(this, 'Site', {
      contentSecurityPolicy: contentSecurityPolicy(config.site),
      domain:
        config.domainName && props.certificate
          ? { name: config.domainName, certificate: props.certificate }
          : undefined,
      webAclArn: props.webAclArn,
      accessLogs: config.accessLogsEnabled,
      logRetention,
    });
    new SiteDeployment(this, 'SiteDeployment', { site, source: siteSource(config.site, config.siteDir), logRetention });
    if (config.domainName && zone) {
      const target = RecordTarget.fromAlias(new CloudFrontTarget(site.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: config.domainName, target });
      new AaaaRecord(this, 'AliasAAAA', { zone, recordName: config.domainName, target });
    }

    // The API behind the same distribution.
    const api = new SiteApi(this, 'Api', {
      throttleRate: config.throttleRate,
      throttleBurst: config.throttleBurst,
      logRetention,
    });
    site.addApi(api);

    // Its functions, and the routes each serves (lambdas/src/api-routes.ts, shared with the local server).
    const entry = (name: ApiFunctionName) => join(repoRoot, 'lambdas/src', apiFunctions[name].entry);
    const eta = new ApiFunction(this, 'EtaFunction', {
      entry: props.etaEntry ?? entry('eta'),
      environment: { ROUTE_PROVIDER: 'amazon-location' },
      logRetention,
    });
    const quote = new ApiFunction(this, 'QuoteFunction', {
      entry: props.quoteEntry ?? entry('quote'),
      environment: {
        EMAILJS_SERVICE_ID: config.site.emailServiceId,
        EMAILJS_TEMPLATE_ID: config.site.emailTemplateId,
        EMAILJS_PUBLIC_KEY: config.site.emailPublicKey,
        QUOTE_RETENTION_DAYS: String(config.quoteRetentionDays),
      },
      logRetention,
    });
    for (const [name, fn] of [
      ['eta', eta],
      ['quote', quote],
    ] as const) {
      for (const route of apiFunctions[name].routes) {
        const [method, path] = route.split(' ') as [HttpMethod, string];
        api.addRoute(method, path, fn);
      }
    }

    // Amazon Location for the ETA.
    const routing = new RouteResources(this, 'Routing');
    routing.grantRouting(eta.function);
    eta.addEnvironment('ROUTE_CALCULATOR_NAME', routing.routeCalculatorName);
    eta.addEnvironment('PLACE_INDEX_NAME', routing.placeIndexName);

    // Every quote is stored before the visitor hears it was received; its stream feeds the sender, which
    // emails staff (and, when switched on, the customer) with retries.
    const quotes = new QuoteStore(this, 'Quotes', { sendRetryAttempts: config.quoteSendRetryAttempts });
    quotes.grantStore(quote.function);
    quote.addEnvironment('QUOTE_TABLE_NAME', quotes.table.tableName);
    const quoteSender = new ApiFunction(this, 'QuoteSenderFunction', {
      entry: props.quoteSenderEntry ?? join(repoRoot, 'lambdas/src/quote/sender-handler.ts'),
      environment: {
        QUOTE_TABLE_NAME: quotes.table.tableName,
        STAFF_EMAILS: config.staffEmails.join(','),
        SES_FROM_ADDRESS: config.senderEmail,
        CUSTOMER_ACKNOWLEDGEMENT: String(config.customerAcknowledgement),
        ACKNOWLEDGEMENTS_PER_HOUR: String(config.acknowledgementsPerHour),
        SITE_COMPANY_NAME: config.site.companyName,
        SITE_PHONE: config.site.phone,
        SITE_REPLY_PROMISE: config.site.replyPromise,
      },
      logRetention,
    });
    quotes.addSender(quoteSender);

    // SES for the quotes: only the sender sends.
    const sender = new SenderIdentity(this, 'Sender', {
      senderEmail: config.senderEmail,
      hostedZone: zone,
      sandboxRecipients: config.sesSandbox ? config.staffEmails : [],
    });
    sender.grantSend(quoteSender.function);

    // Alarms to operations.
    new Alarms(this, 'Alarms', {
      api,
      quoteFunction: quote,
      functions: [eta, quote, quoteSender],
      quoteDelivery: { sender: quoteSender, failedSends: quotes.failedSends },
      operationsEmail: config.operationsEmail,
    });

    new CfnOutput(this, 'SiteUrl', {
      value: config.domainName ? `https://${config.domainName}` : `https://${site.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionId', { value: site.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', { value: site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiUrl', { value: api.url });
    new CfnOutput(this, 'SenderIdentity', { value: sender.identityName });
    // Read by `npm run quotes -- --stack <name>` (scripts/quotes.ts).
    new CfnOutput(this, 'QuoteTableName', { value: quotes.table.tableName });
  }
}
