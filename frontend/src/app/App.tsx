import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ConsentBanner } from '../features/analytics/ConsentBanner';
import { notFound, pageRoutes } from './routes';
import { useScrollToHash } from './use-scroll-to-hash';
import './styles.css';

export function App() {
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
            {pageRoutes.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Component />} caseSensitive />
            ))}
            <Route path="*" element={<notFound.Component />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <ConsentBanner />
    </>
  );
}
