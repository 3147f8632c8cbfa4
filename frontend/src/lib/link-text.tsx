import { createElement, Fragment, type ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plain text with every occurrence of a key of `links` turned into a link to its href. */
export function linkText(text: string, links: Record<string, string>): ReactNode {
  const keys = Object.keys(links).sort((a, b) => b.length - a.length);
  // Whole words only: "/terms" inside a longer path or URL, or an address inside a longer one, stays text.
  const pattern = new RegExp(`(?<![\\w/.@-])(${keys.map(escapeRegExp).join('|')})(?![\\w/@-])`, 'g');
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  // Spread as children, not an array: the parts of one fixed text need no keys.
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 1 && links[part] ? createElement('a', { href: links[part] }, part) : part,
    ),
  );
}
