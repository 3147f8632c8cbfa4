import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import QuoteNotSentPage from './QuoteNotSentPage';
import QuoteReceivedPage from './QuoteReceivedPage';
import { fixItems, itemsToFix, referenceFrom } from './quote-result';

const phone = '0116 000 0000';
const openAt = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => {
  cleanup();
  openAt('/');
});

describe('referenceFrom', () => {
  it('reads a reference shaped like the quote API makes them', () => {
    expect(referenceFrom('?ref=Q-7KX2MP')).toBe('Q-7KX2MP');
    expect(referenceFrom('?ref=q-7kx2mp')).toBe('Q-7KX2MP');
  });

  it('refuses anything else', () => {
    for (const search of [
      '',
      '?ref=',
      '?ref=7KX2MP',
      '?ref=Q-<b>x</b>',
      '?ref=Q-7KX2MP%0Aevil',
      `?ref=Q-${'A'.repeat(40)}`,
    ]) {
      expect(referenceFrom(search), search).toBeNull();
    }
  });
});

describe('itemsToFix', () => {
  it('marks the lines of the fields named, stops by any stop field, and ignores unknown names', () => {
    const labels = (search: string) => fixItems.filter((item) => itemsToFix(search).has(item)).map((i) => i.label);
    expect(labels('?fix=pickup_date,terms_agree')).toEqual(['Pickup date', 'Terms']);
    expect(labels('?fix=stop_2_postcode,<script>,from_name')).toEqual(['Name', 'Additional stops']);
    expect(labels('?fix=duration_minutes')).toEqual(['Distance and driving time']);
    expect(labels('')).toEqual([]);
  });
});

describe('/quote-received', () => {
  it('without JavaScript says where the reference is, the reply promise and the phone number', () => {
    const html = renderToString(<QuoteReceivedPage />);
    expect(html).toContain('Quote request received');
    expect(html).toContain('after <code>ref=</code>');
    expect(html).toContain('We reply to quote requests as quickly as we can, 24/7.');
    expect(html).toContain(phone);
  });

  it('shows the reference from the address', () => {
    openAt('/quote-received?ref=Q-7KX2MP');
    render(<QuoteReceivedPage />);
    expect(screen.getByText('Q-7KX2MP').closest('p')?.textContent).toBe(
      'Your reference is Q-7KX2MP. Please quote it if you call us.',
    );
    expect(screen.queryByText(/ref=/)).toBeNull();
    expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
  });

  it('shows nothing from an address that does not hold a reference', () => {
    openAt('/quote-received?ref=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    const { container } = render(<QuoteReceivedPage />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('onerror');
    expect(screen.getByText('We will give you your reference when we reply.')).toBeTruthy();
  });
});

describe('/quote-not-sent', () => {
  it('without JavaScript lists what every answer must be, and says to go back or call', () => {
    const html = renderToString(<QuoteNotSentPage />);
    for (const item of fixItems) expect(html).toContain(item.label);
    expect(html).toContain('no longer than the counter under it allows');
    expect(html).toContain('Back button: your answers are still in the form');
    expect(html).toContain(phone);
    expect(html).not.toContain('fix-list__item--marked');
  });

  it('marks the answers named in the address', () => {
    openAt('/quote-not-sent?fix=pickup_date,stop_1_location,nonsense');
    const { container } = render(<QuoteNotSentPage />);
    expect(screen.getByText('Please check: Pickup date, Additional stops.')).toBeTruthy();
    const marked = [...container.querySelectorAll('.fix-list__item--marked strong')].map((e) => e.textContent);
    expect(marked).toEqual(['Pickup date', 'Additional stops']);
    expect(container.textContent).not.toContain('nonsense');
  });
});
