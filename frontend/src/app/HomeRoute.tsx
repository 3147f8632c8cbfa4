import HomePage from '../features/home/HomePage';
import { QuoteSection } from '../features/quote/QuoteSection';

/** The home page with the quote form in its place: the app composes features, which do not import each other. */
export default function HomeRoute() {
  return <HomePage quoteSection={<QuoteSection />} />;
}
