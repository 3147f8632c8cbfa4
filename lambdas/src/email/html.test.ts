import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters and nothing else', () => {
    expect(escapeHtml(`a & b < c > d " e ' f → £`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f → £');
  });
});
