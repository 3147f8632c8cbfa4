import { phoneHref } from '@courier/common/site-config';
import { cities, cityPath, pagePaths } from '@courier/common/site-routes';
import { NavLink } from 'react-router-dom';
import { site } from '../config/site';

/** Alphabetical, so a visitor finds their city by scanning down the columns. */
const citiesByName = [...cities].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="site-footer__heading">
            Same day couriers near you
          </h2>
          <ul className="city-links">
            {citiesByName.map((city) => (
              <li key={city.slug}>
                <NavLink to={cityPath(city.slug)} end caseSensitive>
                  Courier {city.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__bottom">
          <p>
            {site.companyName} · <a href={phoneHref(site.phone)}>{site.phone}</a> ·{' '}
            <a href={`mailto:${site.publicEmail}`}>{site.publicEmail}</a>
          </p>
          <ul className="footer-links">
            <li>
              <NavLink to={pagePaths.faq} end caseSensitive>
                FAQ
              </NavLink>
            </li>
            <li>
              <NavLink to={pagePaths.terms} end caseSensitive>
                Terms
              </NavLink>
            </li>
            <li>
              <NavLink to={pagePaths.legal} end caseSensitive>
                Legal &amp; privacy
              </NavLink>
            </li>
            <li>
              <NavLink to={pagePaths.securityPolicy} end caseSensitive>
                Security policy
              </NavLink>
            </li>
          </ul>
          <p className="site-footer__legal">
            © {site.legalName}. Registered in England and Wales, company no. {site.companyNumber}. Registered office:{' '}
            {site.registeredOffice}.
          </p>
        </div>
      </div>
    </footer>
  );
}
