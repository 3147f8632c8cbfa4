import { QuoteForm } from './QuoteForm';

/** The #quote section of the home page. */
export function QuoteSection() {
  return (
    <section id="quote" className="quote" aria-labelledby="quote-title">
      <div className="container">
        <h2 id="quote-title">Request a Free Quote</h2>
        <p className="section-lead">
          Tell us what you are sending and where. We reply with an all-inclusive price before pickup.
        </p>
        <QuoteForm />
      </div>
    </section>
  );
}
