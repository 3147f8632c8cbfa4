import { readSiteConfig } from '@courier/common/site-config';

/** The site's company and integration details, fixed at build time (see common/src/site-config.ts). */
export const site = readSiteConfig(import.meta.env);
