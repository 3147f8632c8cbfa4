import { cities, cityPath } from '@courier/common/site-routes';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FaqPage from './FaqPage';
import { faqItems } from './faq-content';

describe('the FAQ page', () => {
  it('links every city an answer names to its page, and leaves the rest of the text as it is', () => {
    const { container } = render(<FaqPage />);
    const answers = [...container.querySelectorAll('.faq__answer')];
    const links = answers.flatMap((answer) => [...answer.querySelectorAll('a')]);
    const named = faqItems
      .flatMap((item) => item.answer.join(' ').match(new RegExp(cities.map((c) => c.name).join('|'), 'g')) ?? [])
      .sort();
    expect(named.length).toBeGreaterThanOrEqual(10);
    expect(links.map((a) => a.textContent).sort()).toEqual(named);
    for (const a of links) {
      const city = cities.find((c) => c.name === a.textContent);
      expect(a.getAttribute('href')).toBe(city && cityPath(city.slug));
    }
    expect(answers.map((answer) => answer.textContent)).toEqual(faqItems.map((item) => item.answer.join('')));
  });
});
