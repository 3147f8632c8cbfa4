import { cities, cityPath } from '@courier/common/site-routes';
import { GetQuoteLink } from '../../components/GetQuoteLink';
import { JsonLd } from '../../components/JsonLd';
import { PageAside } from '../../components/QuoteAndCall';
import { linkText } from '../../lib/link-text';
import { usePageMeta } from '../../lib/page-meta';
import { faqIntro, faqItems } from './faq-content';

/** Every city an answer names links to its page. */
const cityLinks = Object.fromEntries(cities.map((city) => [city.name, cityPath(city.slug)]));

const title = 'Same Day & Next Day Courier Services';

const faqPageData = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqItems.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
  })),
};

export default function FaqPage() {
  usePageMeta({
    title: `${title} | FAQ`,
    description:
      'Answers to 20 common questions about same-day and next-day courier services: collection times, coverage, pallets, tracking, insurance and booking.',
    path: '/FAQ',
  });
  return (
    <article className="container page prose page--with-aside">
      <JsonLd data={faqPageData} />
      <h1>{title}</h1>
      {faqIntro.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
      <PageAside />
      {/* Native disclosures: they open and close without JavaScript, and find-in-page opens the one it finds. */}
      <ol className="faq-list">
        {faqItems.map((item) => (
          <li key={item.question}>
            <details className="faq">
              <summary>
                <h2>{item.question}</h2>
              </summary>
              <div className="faq__answer">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{linkText(paragraph, cityLinks)}</p>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ol>
      <GetQuoteLink />
    </article>
  );
}
