import { defaultSiteConfig } from '../site-config';

/**
 * Days a quote request is kept in the quote store before DynamoDB's TTL deletes it, when the deployment does not say:
 * the default of the `quoteRetentionDays` context value. The privacy notice states the deployment's own value
 * (SiteConfig.quoteRetentionDays, which CDK builds the site with).
 */
export const quoteRetentionDays = defaultSiteConfig.quoteRetentionDays;
