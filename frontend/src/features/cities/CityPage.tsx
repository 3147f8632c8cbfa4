import { type City, type CitySlug, cities, cityPath } from '@courier/common/site-routes';
import { GetQuoteLink } from '../../components/GetQuoteLink';
import { JsonLd } from '../../components/JsonLd';
import { site } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';
import { localBusiness } from '../../lib/structured-data';
import { type CityContent, loadCityContent } from './city-content';

function CityPage({ city, content }: { city: City; content: CityContent }) {
  const path = cityPath(city.slug);
  const title = `Same Day Courier ${city.name}`;
  usePageMeta({ title: `${title} | ${site.companyName}`, description: content.description, path });
  return (
    <article className="container page prose">
      <JsonLd data={localBusiness([city.name, ...content.areasServed], path)} />
      <h1>{title}</h1>
      <p className="gold-heading">{site.companyName}</p>
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>Our {city.name} courier service</h2>
      <ul className="tick-list">
        {content.servicePoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <GetQuoteLink />
    </article>
  );
}

/** The page of one city, with its content loaded (a lazy page module for the router). */
export async function cityPageFor(slug: CitySlug) {
  const city = cities.find((c) => c.slug === slug) as City;
  const content = await loadCityContent(slug);
  return { default: () => <CityPage city={city} content={content} /> };
}
