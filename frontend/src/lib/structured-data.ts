import { phoneHref } from '@courier/common/site-config';
import { cities } from '@courier/common/site-routes';
import { site } from '../config/site';
import { canonicalUrl } from './page-meta';

/** The business as a service-area courier (no storefront address is published). */
export function localBusiness(areaServed: string[] = cities.map((c) => c.name), path = '/') {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.siteUrl}/#business`,
    name: site.companyName,
    legalName: site.legalName,
    url: canonicalUrl(path),
    telephone: phoneHref(site.phone).replace('tel:', ''),
    email: site.email,
    image: `${site.siteUrl}/favicon.svg`,
    description:
      'Same-day and next-day courier and freight services across the UK, with a dedicated vehicle for every job.',
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    areaServed: areaServed.map((name) => ({ '@type': 'Place', name })),
  };
}
