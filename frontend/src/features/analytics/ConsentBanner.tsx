import { hasAnalytics } from '@courier/common/site-config';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { site } from '../../config/site';
import { type Consent, loadAnalytics, storeConsent, storedConsent } from './analytics';

/**
 * Asks before any analytics cookie is set. Shown only when an analytics ID is configured; decided
 * after mount, because the prerendered HTML cannot know what this visitor chose before.
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!hasAnalytics(site)) return;
    const consent = storedConsent();
    if (consent === 'granted') loadAnalytics();
    else if (consent === null) setOpen(true);
  }, []);

  if (!open) return null;
  const choose = (consent: Consent) => {
    storeConsent(consent);
    if (consent === 'granted') loadAnalytics();
    setOpen(false);
  };
  return (
    <section className="consent" aria-label="Cookie consent">
      <p>
        May we use analytics cookies to see how visitors use this site? Nothing is set unless you agree.{' '}
        <Link to="/terms#cookie-policy">Cookie policy</Link>
      </p>
      <div className="consent__actions">
        <button type="button" className="button button--primary" onClick={() => choose('granted')}>
          Accept analytics
        </button>
        <button type="button" className="button button--small" onClick={() => choose('denied')}>
          Reject
        </button>
      </div>
    </section>
  );
}
