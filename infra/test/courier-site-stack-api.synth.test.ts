/** The default stack's API (cdk.json defaults): its routes and throttles, its functions, and Amazon Location behind the ETA. */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { defaultSiteConfig } from '@courier/common/site-config-env';
import { apiFunctionTimeoutSeconds, senderFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import { describe, expect, it } from 'vitest';
import { lambdaNodeMajor } from '../lib/api/lambda-bundling';
import {
  distributionConfig,
  logicalId,
  only,
  originSecretId,
  policyStatements,
  quoteTable,
  template,
  useDefaultStack,
} from './default-stack';
import { roleStatements } from './template-ids';

useDefaultStack();

describe('API', () => {
  it('is an HTTP API with one route per path, each to its function (payload v2); the quote function takes ANY and answers 405', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual([
      'ANY /api/v1.0/email/send',
      'ANY /api/v1.0/email/send-form',
      'GET /api/eta',
      'GET /api/leads/claim',
      'GET /api/v1.0/email/quote-not-sent',
      'GET /api/v1.0/email/quote-received',
      'POST /api/leads/claim',
    ]);
    const integrations = template.toJSON().Resources;
    const functionOf = (routeKey: string) => {
      const route = routes.find((r) => r.Properties.RouteKey === routeKey);
      const integrationId = route?.Properties.Target['Fn::Join'][1][1].Ref;
      const integration = integrations[integrationId].Properties;
      expect(integration).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      return integration.IntegrationUri['Fn::GetAtt'][0];
    };
    expect(functionOf('GET /api/eta')).toMatch(/^EtaFunction/);
    expect(functionOf('ANY /api/v1.0/email/send-form')).toMatch(/^QuoteFunction/);
    expect(functionOf('ANY /api/v1.0/email/send')).toMatch(/^QuoteFunction/);
    expect(functionOf('GET /api/v1.0/email/quote-received')).toMatch(/^QuoteFunction/);
    expect(functionOf('GET /api/v1.0/email/quote-not-sent')).toMatch(/^QuoteFunction/);
    expect(functionOf('GET /api/leads/claim')).toMatch(/^LeadClaimFunction/);
    expect(functionOf('POST /api/leads/claim')).toMatch(/^LeadClaimFunction/);
  });

  it('throttles the ETA and the send routes separately, with the staging stage defaults', () => {
    const send = { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 2 };
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      RouteSettings: {
        'GET /api/eta': { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 2 },
        'ANY /api/v1.0/email/send-form': send,
        'ANY /api/v1.0/email/send': send,
        // The pages a no-JavaScript post ends on: one view per post at most.
        'GET /api/v1.0/email/quote-received': send,
        'GET /api/v1.0/email/quote-not-sent': send,
        // A staff member opens a claim link and presses Claim: a few requests a minute.
        'GET /api/leads/claim': send,
        'POST /api/leads/claim': send,
      },
    });
    // The stage names routes, so it is created after them.
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('answers only CloudFront: a generated secret header on the API origin, checked by every API function', () => {
    const secrets = [originSecretId()];
    const reference = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secrets[0] }, ':SecretString:::}}']] };
    const origins = distributionConfig().Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }[];
    const apiOrigin = origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: reference }]);
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) =>
        fn.Properties.Environment?.Variables?.ROUTE_CALCULATOR_NAME ||
        fn.Properties.Environment?.Variables?.EMAILJS_SERVICE_ID ||
        fn.Properties.Environment?.Variables?.SITE_ORIGINS,
    );
    expect(functions).toHaveLength(3);
    // The functions read the secret themselves (current and, during a rotation window, previous): its value is
    // in no function's environment, and each may read that one secret.
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secrets[0] });
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const statements = roleStatements(template, roleId);
      // CDK merges it with the lead-claim key's grant where a function has both.
      const readable = statements
        .filter((statement) => statement.Action === 'secretsmanager:GetSecretValue')
        .flatMap((statement) => [statement.Resource].flat());
      expect(readable).toContainEqual({ Ref: secrets[0] });
    }
    // The quote sender is fed by the table's stream, never by API Gateway: it has no secret to check.
    const quoteSender = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('QuoteSenderFunction'),
    )?.[1];
    expect(quoteSender?.Properties.Environment.Variables.STAFF_EMAILS).toBeDefined();
    expect(quoteSender?.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toBeUndefined();
    expect(JSON.stringify(template.toJSON().Outputs)).not.toMatch(/execute-api|secretsmanager/);
  });

  it('writes JSON access logs to a log group with retention', () => {
    const stage = only('AWS::ApiGatewayV2::Stage')[1].Properties;
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    const logGroupId = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
  });
});

describe('functions', () => {
  const functions = () =>
    Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) =>
      /^(Eta|Quote|QuoteSender)Function/.test(id),
    );
  const fn = (prefix: string) => functions().find(([id]) => id.startsWith(`${prefix}Function`))?.[1];

  it('run the Node.js of lambdaNodeMajor on arm64 with source maps, bounded memory and timeout, and their own log group', () => {
    expect(functions()).toHaveLength(3);
    const resources = template.toJSON().Resources;
    for (const [id, fn] of functions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: `nodejs${lambdaNodeMajor}.x`,
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 256,
        // The times lambdas/src/aws/client-config.ts fits the AWS calls into: an API answer, a batch of quotes.
        Timeout: id.startsWith('QuoteSender') ? senderFunctionTimeoutSeconds : apiFunctionTimeoutSeconds,
        Environment: {
          Variables: expect.objectContaining({
            NODE_OPTIONS: '--enable-source-maps',
            // Their own metrics counted under the stack's name, where the stack's alarms look.
            [lambdaMetrics.namespaceEnv]: 'CourierSiteStaging',
          }),
        },
      });
      expect(resources[fn.Properties.LoggingConfig.LogGroup.Ref].Properties.RetentionInDays).toBe(30);
      const role = resources[fn.Properties.Role['Fn::GetAtt'][0]].Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
    }
  });

  /**
   * The ETA's route provider, its spending ceiling, geocode cache and kill switch (location-spend.synth.test.ts) and
   * the origin secret: what the ETA function and the quote function both take.
   */
  const locationEnv = () => ({
    ROUTE_CALCULATOR_NAME: { Ref: logicalId('AWS::Location::RouteCalculator') },
    PLACE_INDEX_NAME: { Ref: logicalId('AWS::Location::PlaceIndex') },
    LOCATION_SPEND_TABLE_NAME: { Ref: expect.stringMatching(/^LocationSpendSpendCounters/) },
    GEOCODE_CACHE_TABLE_NAME: { Ref: expect.stringMatching(/^LocationSpendGeocodeCache/) },
    LOCATION_KILL_SWITCH_PARAMETER: '/CourierSiteStaging/eta/location-paid-calls',
    LOCATION_BUDGET_USD_PER_HOUR: '1',
    LOCATION_BUDGET_USD_PER_DAY: '5',
    ORIGIN_VERIFY_SECRET_ARN: { Ref: originSecretId() },
    ORIGIN_SECRET_ROTATION_WINDOW_MINUTES: '60',
  });

  it('give the ETA function the Location resources', () => {
    const eta = functions().find(([id]) => id.startsWith('Eta'))?.[1];
    expect(eta?.Properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_METRICS_NAMESPACE: 'CourierSiteStaging',
      ...locationEnv(),
    });
  });

  it('give the quote function the EmailJS-compatible IDs, the quote table, its retention, the site’s origin, its limits and the ETA’s route provider', () => {
    expect(fn('Quote')?.Properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_METRICS_NAMESPACE: 'CourierSiteStaging',
      EMAILJS_SERVICE_ID: defaultSiteConfig.emailServiceId,
      EMAILJS_TEMPLATE_ID: defaultSiteConfig.emailTemplateId,
      EMAILJS_PUBLIC_KEY: defaultSiteConfig.emailPublicKey,
      QUOTE_RETENTION_DAYS: '365',
      // No custom domain in staging's defaults: the distribution's own name is the site's origin.
      SITE_ORIGINS: {
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('AWS::CloudFront::Distribution'), 'DomainName'] }]],
      },
      SITE_COMPANY_NAME: defaultSiteConfig.companyName,
      SITE_PHONE: defaultSiteConfig.phone,
      SITE_REPLY_PROMISE_MINUTES: String(defaultSiteConfig.replyPromiseMinutes),
      QUOTE_TABLE_NAME: { Ref: logicalId(...quoteTable) },
      // The caps and the wave rate (quote-store.synth.test.ts).
      QUOTE_COUNTER_TABLE_NAME: { Ref: expect.stringMatching(/^QuotesLimitCounters/) },
      QUOTE_CAP_PER_ADDRESS_PER_HOUR: '5',
      QUOTE_CAP_PER_IP_PER_HOUR: '10',
      QUOTE_WAVE_LIMIT: '60',
      QUOTE_WAVE_MINUTES: '10',
      // Each quote's figures worked out again with the ETA's provider, inside its spending ceiling (decision 021).
      ...locationEnv(),
    });
  });

  it('give the quote sender the table, the sender, the staff and the acknowledgement settings (off)', () => {
    expect(fn('QuoteSender')?.Properties.Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_METRICS_NAMESPACE: 'CourierSiteStaging',
      QUOTE_TABLE_NAME: { Ref: logicalId(...quoteTable) },
      STAFF_EMAILS: defaultSiteConfig.publicEmail,
      SES_FROM_ADDRESS: defaultSiteConfig.publicEmail,
      CUSTOMER_ACKNOWLEDGEMENT: 'false',
      ACKNOWLEDGEMENTS_PER_HOUR: '3',
      SITE_COMPANY_NAME: defaultSiteConfig.companyName,
      SITE_PHONE: defaultSiteConfig.phone,
      SITE_REPLY_PROMISE_MINUTES: String(defaultSiteConfig.replyPromiseMinutes),
      SES_CONFIGURATION_SET: { Ref: logicalId('AWS::SES::ConfigurationSet') },
      // Its claim links: to the site, signed with the lead-claim key (lead-claim.synth.test.ts).
      LEAD_CLAIM_SITE_URL: {
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('AWS::CloudFront::Distribution'), 'DomainName'] }]],
      },
      LEAD_CLAIM_KEY_ARN: { Ref: expect.stringMatching(/^LeadClaimKeySecret/) },
    });
  });
});

describe('Amazon Location', () => {
  it('routes and geocodes with HERE', () => {
    template.hasResourceProperties('AWS::Location::RouteCalculator', { DataSource: 'Here' });
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Here',
      DataSourceConfiguration: { IntendedUse: 'Storage' },
    });
  });

  it('lets only the ETA and quote functions call CalculateRoute and SearchPlaceIndexForText, on those two resources', () => {
    const geo = (prefix: string) =>
      policyStatements(prefix).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('geo:')));
    // The quote function works each stored quote's figures out again (decision 021), with the ETA's own provider.
    const routing = [
      {
        Effect: 'Allow',
        Action: 'geo:CalculateRoute',
        Resource: { 'Fn::GetAtt': [logicalId('AWS::Location::RouteCalculator'), 'Arn'] },
      },
      {
        Effect: 'Allow',
        Action: 'geo:SearchPlaceIndexForText',
        Resource: { 'Fn::GetAtt': [logicalId('AWS::Location::PlaceIndex'), 'Arn'] },
      },
    ];
    expect(geo('EtaFunction')).toEqual(routing);
    expect(geo('QuoteFunction')).toEqual(routing);
    for (const other of ['QuoteSenderFunction', 'QuoteSweeperFunction', 'QuoteMailEventsFunction']) {
      expect(geo(other)).toEqual([]);
    }
  });
});
