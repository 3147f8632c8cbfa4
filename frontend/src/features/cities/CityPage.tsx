import { type City, type CitySlug, cities, cityPath, pagePaths } from '@courier/common/site-routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { GetQuoteLink } from '../../components/GetQuoteLink';
import { JsonLd } from '../../components/JsonLd';
import { PageAside, QuoteAndCallButtons } from '../../components/QuoteAndCall';
import { site } from '../../config/site';
import { cityWikidata } from '../../lib/city-wikidata';
import { usePageMeta } from '../../lib/page-meta';
import { cityService } from '../../lib/structured-data';
import { type CityContent, loadCityContent } from './city-content';
import { formatDrivingTime, type Journey, journeysFrom, nearestCities } from './journey-times';

/** Sub-headings over the content's paragraphs 2–4 (areas, industries, roads: see CityContent). */
const paragraphHeadings = (city: string) => [
  `Collections across ${city}`,
  `Who we carry for in ${city}`,
  `Roads and routes from ${city}`,
];

/** "the Belfast–Cairnryan ferry", "the Jersey–Poole and Belfast–Cairnryan ferries" */
const ferryNames = (routes: string[]) =>
  routes.length === 1 ? `the ${routes[0]} ferry` : `the ${routes.slice(0, -1).join(', ')} and ${routes.at(-1)} ferries`;

function JourneyTable({ city, journeys }: { city: string; journeys: Journey[] }) {
  const bySea = journeys.some((journey) => journey.ferries.length > 0);
  return (
    <section aria-labelledby="journeys-title">
      <h2 id="journeys-title">Typical journey times from {city}</h2>
      <div className="table-scroll">
        <table className="journeys">
          <caption>
            Estimates: road miles and van driving time from central {city}, without stops or traffic delays, from our
            route estimator. Your quote gives the figures for your own addresses.
            {bySea &&
              ' Where a journey crosses the sea, the miles are road miles only and the time includes the sailing and check-in, but not any wait for the next sailing.'}
          </caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Road miles</th>
              <th scope="col">Driving time</th>
            </tr>
          </thead>
          <tbody>
            {journeys.map((journey) => (
              <tr key={journey.to}>
                <th scope="row">
                  {journey.slug ? <a href={cityPath(journey.slug)}>{journey.to}</a> : journey.to}
                  {journey.gateway && <span className="journeys__note"> nearest major port or airport</span>}
                  {journey.ferries.length > 0 && (
                    <span className="journeys__note"> via {ferryNames(journey.ferries)}</span>
                  )}
                </th>
                <td>{journey.miles}</td>
                <td>{formatDrivingTime(journey.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The city pages nearest by road, linked from the page's own text. */
function NearbyCities({ city, nearby }: { city: string; nearby: Journey[] }) {
  return (
    <section aria-labelledby="nearby-title">
      <h2 id="nearby-title">Same day couriers near {city}</h2>
      <ul className="nearby-cities">
        {nearby.map((neighbour) => (
          <li key={neighbour.to}>
            <a href={cityPath(neighbour.slug as CitySlug)}>{`Same day courier ${neighbour.to}`}</a>
            {`: ${neighbour.miles} road miles from ${city}`}
            {neighbour.ferries.length > 0 && ` via ${ferryNames(neighbour.ferries)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface CityPageProps {
  city: City;
  content: CityContent;
  journeys: Journey[];
  nearby: Journey[];
}

function CityPage({ city, content, journeys, nearby }: CityPageProps) {
  const path = cityPath(city.slug);
  const title = `Same Day Courier ${city.name}`;
  const [intro, ...sections] = content.paragraphs;
  const headings = paragraphHeadings(city.name);
  usePageMeta({ title: `${title} | ${site.companyName}`, description: content.description, path });
  return (
    <article className="container page prose page--with-aside">
      <JsonLd
        data={cityService({
          name: city.name,
          path,
          wikidata: cityWikidata[city.slug],
          description: content.description,
        })}
      />
      <Breadcrumbs trail={[{ name: 'Home', path: pagePaths.home }, { name: title }]} />
      <h1>{title}</h1>
      <p className="gold-heading">{site.companyName}</p>
      <p className="lead">{intro}</p>
      <QuoteAndCallButtons />
      <h2>Our {city.name} courier service</h2>
      <ul className="tick-list">
        {content.servicePoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <PageAside>
        <JourneyTable city={city.name} journeys={journeys} />
      </PageAside>
      {sections.map((paragraph, index) => (
        <section key={paragraph}>
          <h2>{headings[index]}</h2>
          <p>{paragraph}</p>
        </section>
      ))}
      <NearbyCities city={city.name} nearby={nearby} />
      <GetQuoteLink />
    </article>
  );
}

/** The page of one city, with its content and journey table loaded (a lazy page module for the router). */
export async function cityPageFor(slug: CitySlug) {
  const city = cities.find((c) => c.slug === slug) as City;
  const [content, journeys, nearby] = await Promise.all([
    loadCityContent(slug),
    journeysFrom(slug),
    nearestCities(slug),
  ]);
  return { default: () => <CityPage city={city} content={content} journeys={journeys} nearby={nearby} /> };
}
