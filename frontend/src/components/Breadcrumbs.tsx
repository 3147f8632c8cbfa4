import { breadcrumbList, type Crumb } from '../lib/structured-data';
import { JsonLd } from './JsonLd';

/** The page's place in the site, shown above its heading and given to search engines from the same trail. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbList(trail)} />
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.name}>
              {index > 0 && (
                <span className="breadcrumbs__separator" aria-hidden="true">
                  ›
                </span>
              )}
              {crumb.path === undefined ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <a href={crumb.path}>{crumb.name}</a>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
