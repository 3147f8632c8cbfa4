import { cities, cityPath } from '@courier/common/site-routes';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../app/page-meta';
import { site } from '../../app/site-config';
import { localBusiness } from '../../app/structured-data';
import { JsonLd } from '../../components/JsonLd';
import { cityContent } from './city-content';

export default function CityPage() {
  const { pathname } = useLocation();
  const city = cities.find((c) => cityPath(c.slug) === pathname) ?? cities[0];
  const content = cityContent[city.slug];
  const title = `Same Day Courier ${city.name}`;
  usePageMeta({ title: `${title} | ${site.companyName}`, description: content.description, path: pathname });
  return (
    <article className="container page prose">
      <JsonLd data={localBusiness([city.name, ...content.areasServed], pathname)} />
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
      <p>
        <Link className="button button--primary" to="/#quote">
          Get a Free Quote
        </Link>
      </p>
    </article>
  );
}
