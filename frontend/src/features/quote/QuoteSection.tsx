import { createIsland, type LoadTrigger } from '../../lib/island';

/** Most visitors land on the hero: the form's code waits until they head for it. */
const quoteForm = createIsland(
  () => import('./QuoteForm').then((module) => module.QuoteForm),
  (element) => ({ initialValues: typedValues(element.querySelector('form')) }),
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

/** The #quote section of the home page. */
export function QuoteSection() {
  return (
    <section id="quote" className="quote" aria-labelledby="quote-title">
      <div className="container">
        <h2 id="quote-title">Request a Free Quote</h2>
        <p className="section-lead">
          Tell us what you are sending and where. We reply with an all-inclusive price before pickup.
        </p>
        <quoteForm.Slot loadOn={whenNearOrTouched} />
      </div>
    </section>
  );
}
