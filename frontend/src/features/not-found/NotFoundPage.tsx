import { site } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';

export default function NotFoundPage() {
  usePageMeta({
    title: `Page Not Found | ${site.companyName}`,
    description: 'The page you asked for is not here. Return to the home page to request a free courier quote.',
  });
  return (
    <div className="container page">
      <h1>404 — Page Not Found</h1>
      <p>The page you're looking for doesn't exist, was moved, or may be temporarily unavailable.</p>
      <p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
      </p>
    </div>
  );
}
