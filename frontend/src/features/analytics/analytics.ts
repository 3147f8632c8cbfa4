import { site } from '../../config/site';

const consentKey = 'analytics-consent';
export type Consent = 'granted' | 'denied';

export function storedConsent(): Consent | null {
  try {
    const value = localStorage.getItem(consentKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(consent: Consent): void {
  try {
    localStorage.setItem(consentKey, consent);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Loads Google Analytics 4; call only after the visitor has agreed (UK PECR). */
export function loadAnalytics(measurementId: string = site.analyticsId): void {
  if (!measurementId || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, so it must be pushed as is.
    // biome-ignore lint/complexity/noArguments: the gtag.js snippet's contract
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
