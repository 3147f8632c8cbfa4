import type { SiteConfig } from '@courier/common/site-config';

declare const __SITE_CONFIG__: SiteConfig;

/** The site's company and integration details, fixed at build time (see common/src/site-config.ts). */
export const site: SiteConfig = __SITE_CONFIG__;
