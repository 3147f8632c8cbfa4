/**
 * Structured data for search engines, one business described once (docs/decisions/037-one-business-one-canonical-host.md):
 * the home page carries the business with its registered address; every other page names it by `@id` only, so no
 * page states a fact about it that another contradicts. Checked against Google's rich-result requirements in
 * structured-data.test.ts.
 */
import { parsePostalAddress } from '@courier/common/postal-address';
import { phoneHref } from '@courier/common/site-config';
import { site } from '../config/site';
import { canonicalUrl } from './page-meta';
import { logoImage, shareImageFor } from './share-image';

/** The business's identifier: the home page defines it, every other node refers to it. */
export const businessId = `${site.siteUrl}/#business`;

const schemaOrg = 'https://schema.org';

/** The registered office as search engines read an address; the build stops on one it cannot read. */
function registeredAddress() {
  const address = parsePostalAddress(site.registeredOffice);
  if (!address) throw new Error(`The registered office "${site.registeredOffice}" is not a UK postal address`);
  return { '@type': 'PostalAddress', ...address };
}

/** The company as a courier serving the whole UK around the clock (SPEC §1), with its address and pages elsewhere. */
export function localBusiness() {
  const sameAs = [site.googleBusinessProfileUrl, site.companiesHouseUrl].filter(Boolean);
  return {
    '@context': schemaOrg,
    '@type': 'LocalBusiness',
    // schema.org has no courier type: GoodRelations' product ontology names one (Wikipedia's "Courier").
    additionalType: 'http://www.productontology.org/id/Courier',
    '@id': businessId,
    name: site.companyName,
    legalName: site.legalName,
    url: canonicalUrl('/'),
    telephone: phoneHref(site.phone).replace('tel:', ''),
    email: site.publicEmail,
    address: registeredAddress(),
    logo: {
      '@type': 'ImageObject',
      url: `${site.siteUrl}${logoImage.path}`,
      width: logoImage.size,
      height: logoImage.size,
    },
    // The site's share image: the logo, the name and what the company does (a real image, not an icon).
    image: `${site.siteUrl}${shareImageFor(undefined)}`,
    description:
      'Same-day and next-day courier and freight services across the UK, with a dedicated vehicle for every job.',
    vatID: site.vatNumber,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      // Google's way of saying open all day.
      opens: '00:00',
      closes: '23:59',
    },
    areaServed: { '@type': 'Country', name: 'United Kingdom', sameAs: 'https://www.wikidata.org/wiki/Q145' },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** What a city page offers: the same-day courier service in that city, provided by the business. */
export function cityService(city: { name: string; path: string; wikidata?: string; description: string }) {
  return {
    '@context': schemaOrg,
    '@type': 'Service',
    '@id': `${canonicalUrl(city.path)}#service`,
    name: `Same day courier ${city.name}`,
    serviceType: 'Same day courier',
    description: city.description,
    url: canonicalUrl(city.path),
    areaServed: {
      '@type': 'City',
      name: city.name,
      ...(city.wikidata && { sameAs: `https://www.wikidata.org/wiki/${city.wikidata}` }),
    },
    provider: { '@id': businessId },
  };
}

/** A step of a breadcrumb trail: the last is the page itself, which has no link. */
export interface Crumb {
  name: string;
  path?: string;
}

export function breadcrumbList(trail: readonly Crumb[]) {
  return {
    '@context': schemaOrg,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== undefined && { item: canonicalUrl(crumb.path) }),
    })),
  };
}
