import { hasAnalytics } from '@courier/common/site-config';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { site } from '../config/site';
import type { SiteRoutes } from './routes';
import { useScrollToHash } from './use-scroll-to-hash';
import './styles.css';

/** Only sites with analytics configured ask for consent, and only their visitors download the banner. */
const ConsentBanner = lazy(() =>
  import('../features/analytics/ConsentBanner').then((module) => ({ default: module.ConsentBanner })),
);

function ConsentBannerAfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(hasAnalytics(site)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}

export function App({ routes }: { routes: SiteRoutes }) {
  useScrollToHash();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" />}>
          <Routes>
            {routes.pages.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Component />} caseSensitive />
            ))}
            <Route path="*" element={<routes.notFound.Component />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <ConsentBannerAfterMount />
    </>
  );
}
