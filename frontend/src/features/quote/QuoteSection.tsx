import { replyPromiseBeforeSending } from '@courier/common/quote/reply-promise';
import { phoneHref } from '@courier/common/site-config';
import { site } from '../../config/site';
import { createIsland, type LoadTrigger } from '../../lib/island';

/** Most visitors land on the hero: the form's code waits until they head for it. */
const quoteForm = createIsland(
  () => import('./QuoteForm').then((module) => module.QuoteForm),
  (element) => ({
    initialValues: typedValues(element.querySelector('form')),
    pageOpenedAt: Date.now() - performance.now(),
  }),
);

/** What the visitor typed into the prerendered form before its code arrived. */
function typedValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** Fetch the form's code when the section is within a screen or two, or the moment it is touched. */
const whenNearOrTouched: LoadTrigger = (start, element) => {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
    rootMargin: '1000px 0px',
  });
  observer.observe(element);
  element.addEventListener('pointerdown', start);
  element.addEventListener('focusin', start);
  return () => {
    observer.disconnect();
    element.removeEventListener('pointerdown', start);
    element.removeEventListener('focusin', start);
  };
};

/** The #quote section of the home page: the form, and beside it (on wide screens) the phone and what happens next. */
export function QuoteSection() {
  const phone = <a href={phoneHref(site.phone)}>{site.phone}</a>;
  return (
    <section id="quote" className="quote" aria-labelledby="quote-title">
      <div className="container">
        <h2 id="quote-title">Request a Free Quote</h2>
        <p className="section-lead">
          Tell us what you are sending and where. We reply with an all-inclusive price before pickup.
        </p>
        <div className="quote-layout">
          <div>
            <noscript>
              <p className="form-message">
                JavaScript is off: the form still sends your request, without the route estimate or extra stops. You can
                also call us on {phone}.
              </p>
            </noscript>
            <quoteForm.Slot loadOn={whenNearOrTouched} />
          </div>
          <aside className="quote-panel" aria-labelledby="quote-panel-title">
            <h3 id="quote-panel-title">Rather talk it through?</h3>
            <p>
              Call us any time, 24/7:
              <a className="quote-panel__phone" href={phoneHref(site.phone)}>
                {site.phone}
              </a>
            </p>
            <h3>What happens after you send</h3>
            <ol>
              <li>We check the route, the load and the timing you need.</li>
              <li>We reply with an all-inclusive price before pickup.</li>
              <li>You confirm, and a dedicated vehicle collects, usually within 60 minutes.</li>
            </ol>
            <p className="quote-panel__promise">{replyPromiseBeforeSending(site)}</p>
          </aside>
        </div>
      </div>
    </section>
  );
}
