import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { ConsentBanner } from './ConsentBanner';

// The site's own config object, given an analytics ID for these tests and put back after each: a module mock would
// outlive this file in a worker that runs several (vitest.config.ts, isolate: false).
const builtAnalyticsId = site.analyticsId;

const gtagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
const renderBanner = () =>
  render(
    <MemoryRouter>
      <ConsentBanner />
    </MemoryRouter>,
  );

beforeEach(() => {
  site.analyticsId = 'G-TEST12345';
  localStorage.clear();
  for (const script of gtagScripts()) script.remove();
  delete window.gtag;
  delete window.dataLayer;
});
afterEach(() => {
  cleanup();
  site.analyticsId = builtAnalyticsId;
});

describe('analytics consent (UK PECR)', () => {
  it('asks first and loads nothing until the visitor accepts', async () => {
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]?.getAttribute('src')).toContain('id=G-TEST12345');
    expect(typeof window.gtag).toBe('function');
    expect(localStorage.getItem('analytics-consent')).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('loads nothing when the visitor rejects, and remembers it', async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(localStorage.getItem('analytics-consent')).toBe('denied');
    cleanup();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('loads analytics without asking again once accepted', () => {
    localStorage.setItem('analytics-consent', 'granted');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('shows no banner and tracks nothing when no analytics ID is configured', () => {
    site.analyticsId = '';
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });
});
