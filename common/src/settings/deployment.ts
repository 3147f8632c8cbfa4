/** Which deployment a synth makes, its name and region, its domain and hosted zone, and what it builds the site from. */
import { type Setting, stages } from './setting';

export const deploymentSettings = {
  stage: {
    kind: 'choice',
    values: stages,
    default: 'staging',
    context: true,
    description: "Which stage's block of cdk.json the per-stage settings come from.",
  },
  stackName: {
    kind: 'text',
    default: { staging: 'CourierSiteStaging', production: 'CourierSite' },
    context: true,
    perStage: true,
    // Production keeps the name deployments had before stages existed, so redeploying it never makes a second site.
    description: 'The main stack; the us-east-1 stacks are <stackName>Edge and <stackName>EdgeAlarms.',
  },
  region: { kind: 'text', default: 'eu-west-2', context: true, description: 'Region of the main stack.' },
  domainName: {
    kind: 'hostName',
    context: true,
    perStage: true,
    description: "The site's domain, with or without www. (none: the CloudFront domain).",
  },
  canonicalHost: {
    kind: 'choice',
    values: ['www', 'apex'],
    default: 'www',
    context: true,
    perStage: true,
    description: "Which of the domain's two names is canonical: www, or apex (the name without www.).",
  },
  hostedZoneId: {
    kind: 'text',
    context: true,
    perStage: true,
    description: 'The Route 53 hosted zone of the domain (with hostedZoneDomain, or neither).',
  },
  hostedZoneDomain: {
    kind: 'hostName',
    context: true,
    perStage: true,
    description: "The hosted zone's domain (with hostedZoneId, or neither).",
  },
  siteDir: {
    kind: 'text',
    context: true,
    description: 'A site directory already built, deployed instead of building frontend/ during synth.',
  },
  allowPlaceholderCompany: {
    kind: 'boolean',
    default: false,
    context: true,
    description: 'Lets a synth through with the placeholder company details (npm run synth passes it).',
  },
} as const satisfies Record<string, Setting>;
