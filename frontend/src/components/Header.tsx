import { site } from '../config/site';

/**
 * Sticky header. Its links to the home page's sections are plain links: from the home page the
 * browser scrolls (smoothly, 80px clear of the header via scroll-margin-top); from another page it
 * loads the prerendered home page and lands on the section the same way.
 */
export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="brand">
          {site.companyName}
        </a>
        <nav aria-label="Main">
          <ul className="nav-list">
            <li>
              <a href="/#home">Home</a>
            </li>
            <li>
              <a href="/#quote">Quote</a>
            </li>
            <li>
              <a href="/#contact">Contact</a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
