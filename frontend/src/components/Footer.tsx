import { phoneHref } from '@courier/common/site-config';
import { cities, cityPath, pagePaths } from '@courier/common/site-routes';
import { Link } from 'react-router-dom';
import { site } from '../config/site';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="site-footer__heading">
            Same day couriers near you
          </h2>
          <ul className="city-links">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link to={cityPath(city.slug)}>Courier {city.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__bottom">
          <p>
            {site.companyName} · <a href={phoneHref(site.phone)}>{site.phone}</a> ·{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <ul className="footer-links">
            <li>
              <Link to={pagePaths.faq}>FAQ</Link>
            </li>
            <li>
              <Link to={pagePaths.terms}>Terms</Link>
            </li>
            <li>
              <Link to={pagePaths.legal}>Legal &amp; privacy</Link>
            </li>
            <li>
              <Link to={pagePaths.securityPolicy}>Security policy</Link>
            </li>
          </ul>
          <p className="site-footer__legal">
            © {site.legalName}. Registered in England and Wales, company no. {site.companyNumber}.
          </p>
        </div>
      </div>
    </footer>
  );
}
