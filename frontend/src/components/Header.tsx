import { phoneHref } from '@courier/common/site-config';
import { sectionPaths } from '@courier/common/site-routes';
import { useLocation } from 'react-router-dom';
import { site } from '../config/site';
import { LogoMark } from './Logo';
import { phonePath } from './phone-path';

/**
 * Sticky header: logo, the home page's sections, and the two things a visitor came for: a call
 * (a tap on a phone) and a quote. Section links are plain links: from the home page the browser
 * scrolls (smoothly, 80px clear of the header via scroll-margin-top); from another page it loads
 * the prerendered home page and lands on the section the same way.
 */
export function Header() {
  const onHome = useLocation().pathname === '/';
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="brand">
          <LogoMark />
          <span>{site.companyName}</span>
        </a>
        <nav aria-label="Main" className="site-nav">
          <ul className="nav-list">
            <li>
              <a href="/#home" aria-current={onHome ? 'page' : undefined}>
                Home
              </a>
            </li>
            <li>
              <a href="/#quote">Quote</a>
            </li>
            <li>
              <a href={sectionPaths['/contact']}>Contact</a>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <a className="button button--call" href={phoneHref(site.phone)}>
            <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={phonePath} />
            </svg>
            <span className="call-number">Call {site.phone}</span>
          </a>
          <a className="button button--primary button--compact" href="/#quote">
            <span className="quote-verb">Get a </span>Quote
          </a>
        </div>
      </div>
    </header>
  );
}
