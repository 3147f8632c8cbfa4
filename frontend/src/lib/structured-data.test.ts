/**
 * The structured data against Google's rich-result requirements, property by property. Sources (read 2026):
 * - LocalBusiness: https://developers.google.com/search/docs/appearance/structured-data/local-business
 *   required `name`, `address` (a PostalAddress, "as many properties as possible": streetAddress, addressLocality,
 *   addressRegion, postalCode, addressCountry); recommended aggregateRating, department, geo, menu,
 *   openingHoursSpecification, priceRange, review, servesCuisine, telephone, url. Open all day: opens 00:00,
 *   closes 23:59.
 * - Organization (what Google reads of any business: logo, sameAs):
 *   https://developers.google.com/search/docs/appearance/structured-data/organization
 *   logo at least 112 × 112 px at a crawlable URL; sameAs the business's pages elsewhere; legalName, email, vatID.
 * - Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   required BreadcrumbList.itemListElement of at least two ListItems, each with position, name and item (the URL;
 *   the last item, the page itself, may leave it out).
 * - Service has no rich result of Google's; schema.org's Service (https://schema.org/Service) is checked for what
 *   the city pages rely on: serviceType, areaServed (a City, with its Wikidata entry when known), provider.
 */
import { parsePostalAddress } from '@courier/common/postal-address';
import { phoneHref } from '@courier/common/site-config';
import { cities, cityPath } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { cityWikidata } from './city-wikidata';
import { breadcrumbList, businessId, cityService, localBusiness } from './structured-data';

/** Google's recommended LocalBusiness properties the site leaves out, each for a reason. */
const leftOut = {
  aggregateRating: 'SPEC §1: no invented reviews or ratings',
  review: 'SPEC §1: no invented reviews or ratings',
  priceRange: 'SPEC §1: no prices, fees or rates anywhere',
  menu: 'restaurants only',
  servesCuisine: 'restaurants only',
  department: 'one business, no departments',
  geo: 'only the postcode district of the office is known, not the building’s coordinates Google asks for',
};

describe('the business (home page): Google’s LocalBusiness', () => {
  const business = localBusiness();

  it('has the required name and address: the registered office as a full postal address', () => {
    expect(business.name).toBe(site.companyName);
    expect(business.address).toEqual({ '@type': 'PostalAddress', ...parsePostalAddress(site.registeredOffice) });
    for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] as const) {
      expect(business.address[key], key).toMatch(/\S/);
    }
  });

  it('has every recommended property that fits a courier, open all day every day', () => {
    expect(business.telephone).toBe(phoneHref(site.phone).replace('tel:', ''));
    expect(business.telephone).toMatch(/^\+44\d{9,10}$/);
    expect(business.url).toBe(`${site.siteUrl}/`);
    expect(business.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    });
  });

  it.each(Object.entries(leftOut))('leaves out %s (%s)', (property) => {
    expect(business).not.toHaveProperty(property);
  });

  it('names itself a courier, with its legal name, email, VAT number and a logo Google can show', () => {
    expect(business['@type']).toBe('LocalBusiness');
    expect(business.additionalType).toBe('http://www.productontology.org/id/Courier');
    expect(business).toMatchObject({ legalName: site.legalName, email: site.publicEmail, vatID: site.vatNumber });
    expect(business.logo.url).toBe(`${site.siteUrl}/logo.png`);
    expect(Math.min(business.logo.width, business.logo.height)).toBeGreaterThanOrEqual(112);
    expect(business.image).not.toMatch(/favicon/);
    expect(business['@id']).toBe(businessId);
  });

  it('names its Google Business Profile and Companies House pages when the config gives them, and none otherwise', () => {
    expect(business).not.toHaveProperty('sameAs');
    const saved = { ...site };
    try {
      site.googleBusinessProfileUrl = 'https://maps.app.goo.gl/AbC123';
      expect(localBusiness().sameAs).toEqual(['https://maps.app.goo.gl/AbC123']);
      site.companiesHouseUrl = 'https://find-and-update.company-information.service.gov.uk/company/00000000';
      expect(localBusiness().sameAs).toEqual([site.googleBusinessProfileUrl, site.companiesHouseUrl]);
    } finally {
      Object.assign(site, saved);
    }
  });

  it('stops the build on a registered office that is not a postal address', () => {
    const saved = site.registeredOffice;
    try {
      site.registeredOffice = 'Somewhere in Leicester';
      expect(() => localBusiness()).toThrow(/not a UK postal address/);
    } finally {
      site.registeredOffice = saved;
    }
  });
});

describe('a city page’s Service', () => {
  it.each(cities)('is the same day courier service in $name, provided by the business ($slug)', ({ slug, name }) => {
    const service = cityService({ name, path: cityPath(slug), wikidata: cityWikidata[slug], description: 'x' });
    expect(service).toMatchObject({
      '@type': 'Service',
      serviceType: 'Same day courier',
      name: `Same day courier ${name}`,
      url: `${site.siteUrl}${cityPath(slug)}`,
      provider: { '@id': businessId },
    });
    expect(Object.keys(service.provider)).toEqual(['@id']); // named, not described again
    expect(service.areaServed).toMatchObject({ '@type': 'City', name });
    const wikidata = cityWikidata[slug];
    if (wikidata) expect(service.areaServed).toHaveProperty('sameAs', `https://www.wikidata.org/wiki/${wikidata}`);
    else expect(service.areaServed).not.toHaveProperty('sameAs');
  });

  it('knows the Wikidata entry of most cities, each a plain item ID', () => {
    const ids = Object.values(cityWikidata);
    expect(ids.length).toBeGreaterThanOrEqual(29);
    for (const id of ids) expect(id).toMatch(/^Q[1-9]\d*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a BreadcrumbList', () => {
  it('has two or more ListItems with position, name and the URL of each but the page itself', () => {
    const list = breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Same Day Courier Leeds' }]);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Same Day Courier Leeds' },
      ],
    });
  });
});
