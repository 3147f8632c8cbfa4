/**
 * "Typical journey times from {City}": road miles and driving time to major UK cities and the nearest
 * major port or airport, and the city pages nearest each city by road, computed while the pages are prerendered
 * by the same embedded estimator the local /api/eta uses. Only the city page module imports this, and the browser never loads city page
 * modules (content pages keep their prerendered HTML), so neither the figures nor the estimator ship as
 * JavaScript.
 */

import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { type CitySlug, cities } from '@courier/common/site-routes';

export interface Journey {
  to: string;
  /** The destination's city page, when it has one. */
  slug?: CitySlug;
  /** Whether the destination is a port or airport rather than a city. */
  gateway: boolean;
  /** Road miles only, even when the journey crosses the sea. */
  miles: number;
  /** Driving time, plus the sailing and check-in of any ferry. */
  minutes: number;
  /** The ferry routes the estimator puts on the way ("Belfast–Cairnryan"), in order; none on the mainland. */
  ferries: string[];
}

/** A central postcode for each city page: where its journeys start. */
const cityCentres: Record<CitySlug, string> = {
  leicester: 'LE1 5WW',
  manchester: 'M2 5DB',
  london: 'WC2N 5DU',
  birmingham: 'B2 4QA',
  leeds: 'LS1 4DY',
  liverpool: 'L1 1JQ',
  sheffield: 'S1 2HH',
  bristol: 'BS1 4DJ',
  nottingham: 'NG1 2DR',
  newcastle: 'NE1 7RU',
  sunderland: 'SR1 3AA',
  hull: 'HU1 2AA',
  derby: 'DE1 2FS',
  coventry: 'CV1 5RR',
  stoke: 'ST1 1HP',
  wolverhampton: 'WV1 1SH',
  southampton: 'SO14 7DU',
  portsmouth: 'PO1 2AL',
  oxford: 'OX1 1BX',
  cambridge: 'CB2 3QJ',
  peterborough: 'PE1 1XW',
  norwich: 'NR1 3JU',
  'milton-keynes': 'MK9 3ES',
  reading: 'RG1 1JX',
  middlesbrough: 'TS1 2AZ',
  glasgow: 'G1 3SL',
  edinburgh: 'EH1 1YZ',
  aberdeen: 'AB10 1AQ',
  cardiff: 'CF10 1EP',
  swansea: 'SA1 3QW',
  belfast: 'BT1 5GS',
  york: 'YO1 7HH',
  plymouth: 'PL1 1EA',
  bradford: 'BD1 1HY',
};

/** The major cities every table lists (less the page's own city). */
const majorCities: { name: string; slug: CitySlug }[] = [
  { name: 'London', slug: 'london' },
  { name: 'Birmingham', slug: 'birmingham' },
  { name: 'Manchester', slug: 'manchester' },
  { name: 'Leeds', slug: 'leeds' },
  { name: 'Newcastle', slug: 'newcastle' },
  { name: 'Bristol', slug: 'bristol' },
  { name: 'Cardiff', slug: 'cardiff' },
  { name: 'Glasgow', slug: 'glasgow' },
];

/** Major ports and airports; each table shows the nearest, even when it is the city's own. */
const gateways: { name: string; postcode: string }[] = [
  { name: 'Heathrow Airport', postcode: 'TW6 2GA' },
  { name: 'Stansted Airport', postcode: 'CM24 1QW' },
  { name: 'Port of Dover', postcode: 'CT16 1JA' },
  { name: 'Port of Felixstowe', postcode: 'IP11 4SY' },
  { name: 'Port of Southampton', postcode: 'SO14 3GG' },
  { name: 'Portsmouth International Port', postcode: 'PO2 8SP' },
  { name: 'Plymouth ferry port', postcode: 'PL1 3EW' },
  { name: 'Cardiff Airport', postcode: 'CF62 3BD' },
  { name: 'Birmingham Airport', postcode: 'B26 3QJ' },
  { name: 'East Midlands Airport', postcode: 'DE74 2SA' },
  { name: 'Manchester Airport', postcode: 'M90 1QX' },
  { name: 'Port of Liverpool', postcode: 'L21 1JD' },
  { name: 'Leeds Bradford Airport', postcode: 'LS19 7TU' },
  { name: 'Port of Hull', postcode: 'HU9 5PQ' },
  { name: 'Newcastle Airport', postcode: 'NE13 8BZ' },
  { name: 'Glasgow Airport', postcode: 'PA3 2SW' },
  { name: 'Edinburgh Airport', postcode: 'EH12 9DN' },
  { name: 'Aberdeen Airport', postcode: 'AB21 7DU' },
  { name: 'Belfast International Airport', postcode: 'BT29 4AB' },
];

const estimator = createEmbeddedEstimator(ukGeography);

async function journey(from: string, to: string, name: string, gateway: boolean, slug?: CitySlug): Promise<Journey> {
  const estimate = await estimator.estimate({ from, to, stops: [], returnTrip: false });
  return {
    to: name,
    ...(slug && { slug }),
    gateway,
    miles: Math.round(estimate.distanceMiles),
    minutes: estimate.durationMinutes,
    ferries: estimate.ferries,
  };
}

/** The journeys of one city's table: major cities first (as listed), then the nearest port or airport. */
export async function journeysFrom(slug: CitySlug): Promise<Journey[]> {
  const from = cityCentres[slug];
  const cities = await Promise.all(
    majorCities
      .filter((city) => city.slug !== slug)
      .map((city) => journey(from, cityCentres[city.slug], city.name, false, city.slug)),
  );
  const ports = await Promise.all(gateways.map((g) => journey(from, g.postcode, g.name, true)));
  const nearest = ports.reduce((best, port) => (port.miles < best.miles ? port : best));
  return [...cities, nearest];
}

/**
 * The `count` other city pages nearest `slug` by road miles, nearest first: each page links its neighbours, so a
 * visitor (and a crawler) finds the next city over from the page's own text.
 */
export async function nearestCities(slug: CitySlug, count = 3): Promise<Journey[]> {
  const from = cityCentres[slug];
  const all = await Promise.all(
    cities
      .filter((city) => city.slug !== slug)
      .map((city) => journey(from, cityCentres[city.slug], city.name, false, city.slug)),
  );
  return all.sort((a, b) => a.miles - b.miles || a.to.localeCompare(b.to)).slice(0, count);
}

/** "2 h 10 min", "45 min": driving time as people say it, to the nearest 5 minutes. */
export function formatDrivingTime(minutes: number): string {
  const rounded = Math.max(5, Math.round(minutes / 5) * 5);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
