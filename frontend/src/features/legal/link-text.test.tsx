import { defaultSiteConfig } from '@courier/common/site-config-env';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkText } from '../../lib/link-text';
import { legalLinks } from './link-text';

const links = legalLinks(defaultSiteConfig);
const rendered = (text: string) => render(<p>{linkText(text, links)}</p>).container;

describe('links in legal text', () => {
  it('links the email address, the phone number and /terms where the text names them', () => {
    const p = rendered(
      `Email ${defaultSiteConfig.publicEmail} or call ${defaultSiteConfig.phone}. Our Cookie Policy at /terms explains more.`,
    );
    const anchors = [...p.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(anchors).toEqual([
      [defaultSiteConfig.publicEmail, `mailto:${defaultSiteConfig.publicEmail}`],
      [defaultSiteConfig.phone, 'tel:+441160000000'],
      ['/terms', '/terms'],
    ]);
    expect(p.textContent).toBe(
      `Email ${defaultSiteConfig.publicEmail} or call ${defaultSiteConfig.phone}. Our Cookie Policy at /terms explains more.`,
    );
  });

  it('links /legal and /security-policy where the text names them', () => {
    const p = rendered('The full notice is on our Legal Notice and Privacy page at /legal. See also /security-policy.');
    const anchors = [...p.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(anchors).toEqual([
      ['/legal', '/legal'],
      ['/security-policy', '/security-policy'],
    ]);
  });

  it('leaves /terms inside a longer path or URL as text', () => {
    const p = rendered('See https://example.com/terms and /terms-of-sale.');
    expect(p.querySelectorAll('a')).toHaveLength(0);
  });
});
