import type { CitySlug } from '@courier/common/site-routes';

/**
 * Each city page's city as Wikidata knows it (the structured data's `sameAs`), so "Reading" or "Newcastle" cannot be
 * read as another place of the name. Every ID was checked against the city's name in at least two independent
 * sources (OpenStreetMap's wikidata tags among them where they could be found). Coventry, Stoke-on-Trent, Milton Keynes,
 * Bradford and Sunderland are left out until someone checks their IDs on wikidata.org: a wrong ID would say the page
 * is about another place, which is worse than saying nothing.
 */
export const cityWikidata: Partial<Record<CitySlug, string>> = {
  leicester: 'Q83065',
  manchester: 'Q18125',
  london: 'Q84',
  birmingham: 'Q2256',
  leeds: 'Q39121',
  liverpool: 'Q24826',
  sheffield: 'Q42448',
  bristol: 'Q23154',
  nottingham: 'Q41262',
  newcastle: 'Q1425428', // Newcastle upon Tyne
  hull: 'Q128147', // Kingston upon Hull
  derby: 'Q43475',
  wolverhampton: 'Q126269',
  southampton: 'Q79848',
  portsmouth: 'Q72259',
  oxford: 'Q34217',
  cambridge: 'Q350',
  peterborough: 'Q172438',
  norwich: 'Q130191',
  reading: 'Q161491', // Reading, Berkshire
  middlesbrough: 'Q171866',
  glasgow: 'Q4093',
  edinburgh: 'Q23436',
  aberdeen: 'Q36405',
  cardiff: 'Q10690',
  swansea: 'Q23051',
  belfast: 'Q10686',
  york: 'Q42462',
  plymouth: 'Q43382',
};
