// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..');
const tokensFile = join(import.meta.dirname, 'design-tokens.css');
const cssFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(srcDir, file));

/** Every `--name: #rrggbb` of the design tokens. */
const tokens = Object.fromEntries(
  [...readFileSync(tokensFile, 'utf8').matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((match) => [
    match[1],
    match[2],
  ]),
);

/** WCAG relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('design tokens', () => {
  it('hold every colour of the stylesheets', () => {
    expect(cssFiles.length).toBeGreaterThan(3);
    for (const file of cssFiles.filter((f) => f !== tokensFile)) {
      const colours = readFileSync(file, 'utf8').match(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/gi);
      expect(colours, relative(srcDir, file)).toBeNull();
    }
  });

  it.each([
    ['ink', 'paper'],
    ['muted', 'paper'],
    ['muted', 'paper-2'],
    ['gold-dark', 'paper'],
    ['gold', 'navy'],
    ['on-dark-muted', 'navy'],
    ['on-dark-muted', 'charcoal'],
    ['on-dark-subtle', 'charcoal'],
    ['danger', 'paper'],
    ['danger', 'danger-tint'],
    ['danger-ink', 'danger-tint'],
    ['danger-ink', 'paper-2'],
    ['success-ink', 'success-tint'],
    ['link', 'paper'],
  ])('give text in %s on %s a contrast of at least 4.5:1', (text, background) => {
    expect(tokens[text], text).toBeDefined();
    expect(tokens[background], background).toBeDefined();
    expect(contrast(tokens[text] as string, tokens[background] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('give form controls a boundary of at least 3:1 on white', () => {
    expect(contrast(tokens['control-border'] as string, tokens.paper as string)).toBeGreaterThanOrEqual(3);
  });
});
