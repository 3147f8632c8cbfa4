import { Link } from 'react-router-dom';
import { site } from '../app/site-config';

/** Sticky header; its 80px height is the offset every in-page jump leaves above a section. */
export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          {site.companyName}
        </Link>
        <nav aria-label="Main">
          <ul className="nav-list">
            <li>
              <Link to="/#home">Home</Link>
            </li>
            <li>
              <Link to="/#quote">Quote</Link>
            </li>
            <li>
              <Link to="/#contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
