import { cities } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { formatDrivingTime, journeysFrom, nearestCities } from './journey-times';

describe('journeysFrom', () => {
  // The row is labelled "nearest major port or airport": a city's own airport or port is that, however close.
  it.each([
    ['newcastle', 'Newcastle Airport'],
    ['aberdeen', 'Aberdeen Airport'],
    ['glasgow', 'Glasgow Airport'],
    ['edinburgh', 'Edinburgh Airport'],
    ['birmingham', 'Birmingham Airport'],
    ['manchester', 'Manchester Airport'],
    ['plymouth', 'Plymouth ferry port'],
    ['southampton', 'Port of Southampton'],
    ['london', 'Heathrow Airport'],
  ] as const)('ends %s with its nearest port or airport, %s', async (slug, gateway) => {
    const journeys = await journeysFrom(slug);
    const last = journeys.at(-1);
    expect(last).toMatchObject({ to: gateway, gateway: true });
    expect(journeys.filter((journey) => journey.gateway)).toHaveLength(1);
  });

  it('places a port that sits in its own district away from the city centre', async () => {
    const port = (await journeysFrom('liverpool')).at(-1);
    expect(port?.to).toBe('Port of Liverpool');
    expect(port?.miles).toBeGreaterThanOrEqual(4);
  });

  it('puts the Belfast–Cairnryan ferry on Belfast’s journeys to Great Britain, and no ferry on the mainland', async () => {
    const belfast = await journeysFrom('belfast');
    for (const journey of belfast.filter((j) => !j.gateway)) expect(journey.ferries).toEqual(['Belfast–Cairnryan']);
    expect(belfast.at(-1)).toMatchObject({ to: 'Belfast International Airport', ferries: [] });
    for (const journey of await journeysFrom('leeds')) expect(journey.ferries).toEqual([]);
  });

  it('lists the major cities first, less the page’s own', async () => {
    const journeys = await journeysFrom('leeds');
    expect(journeys.slice(0, -1).map((journey) => journey.to)).toEqual([
      'London',
      'Birmingham',
      'Manchester',
      'Newcastle',
      'Bristol',
      'Cardiff',
      'Glasgow',
    ]);
  });
});

describe('nearestCities', () => {
  it('finds each city’s neighbours by road from the city list: Leeds’s are Bradford, York and Sheffield', async () => {
    expect((await nearestCities('leeds')).map((city) => [city.slug, city.miles])).toEqual([
      ['bradford', 11],
      ['york', 26],
      ['sheffield', 35],
    ]);
  });

  it('gives every city three other city pages, nearest first', async () => {
    for (const { slug } of cities) {
      const nearest = await nearestCities(slug);
      expect(nearest, slug).toHaveLength(3);
      expect(nearest.map((city) => city.slug)).not.toContain(slug);
      expect(nearest.map((city) => city.miles)).toEqual(nearest.map((city) => city.miles).sort((a, b) => a - b));
    }
  });

  it('crosses the sea from Belfast, saying so', async () => {
    const belfast = await nearestCities('belfast', 2);
    expect(belfast.map((city) => city.slug)).toEqual(['glasgow', 'edinburgh']);
    for (const city of belfast) expect(city.ferries).toEqual(['Belfast–Cairnryan']);
  });

  it('links the journey table’s cities to their pages, and not its port or airport', async () => {
    const journeys = await journeysFrom('leeds');
    expect(journeys.filter((journey) => !journey.gateway).every((journey) => journey.slug)).toBe(true);
    expect(journeys.at(-1)?.slug).toBeUndefined();
  });
});

describe('formatDrivingTime', () => {
  it.each([
    [3, '5 min'],
    [44, '45 min'],
    [60, '1 h'],
    [130, '2 h 10 min'],
  ])('%i minutes reads "%s"', (minutes, text) => {
    expect(formatDrivingTime(minutes)).toBe(text);
  });
});
