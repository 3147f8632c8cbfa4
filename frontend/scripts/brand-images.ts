/**
 * Build step: the site's icons and share images, drawn as SVG and rasterised with resvg (a maintained
 * Rust renderer shipped as a prebuilt binary inside its npm package). Text is set in DejaVu Sans from
 * the dejavu-fonts-ttf package, so every machine renders the same pixels whatever fonts it has.
 * The logo mark is the one frontend/src/components/Logo.tsx draws in the page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroIllustration } from '../src/features/home/HeroIllustration';
import { logoImage, shareImageSize, shareImages } from '../src/lib/share-image';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFiles = [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')];

/** Brand colours, as in frontend/src/lib/design-tokens.css. */
export const brand = {
  navy: '#0b1a2e',
  navy2: '#132a45',
  navy3: '#1d3a5c',
  gold: '#e0b43a',
  light: '#dfe5ee',
  line: '#d5dbe4',
};

/** The logo mark's shapes in a 32 × 32 box. */
const markShapes = `<rect width="32" height="32" rx="8" fill="${brand.gold}"/><path d="M6 11h8M4 16h8M6 21h8" stroke="${brand.navy}" stroke-width="2.6" stroke-linecap="round"/><path d="M14 7.5 27 16 14 24.5Z" fill="${brand.navy}"/>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const faviconSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${escapeXml(name)}</title>${markShapes}</svg>\n`;

/** A square icon: the mark on navy with room round it (touch icons are shown on any background). */
const squareIconSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${brand.navy}"/><g transform="translate(8 8)">${markShapes}</g></svg>`;

/** How resvg finds the fonts: DejaVu Sans only, so widths are measured and drawn with the same glyphs. */
const fontOptions = { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' };

const fontAttributes = (size: number, bold: boolean) =>
  `font-family="DejaVu Sans"${bold ? ' font-weight="bold"' : ''} font-size="${size}"`;

/** Where a line of DejaVu Sans set from x = 0 ends, in pixels, as resvg lays it out. */
export function textWidth(text: string, size: number, bold: boolean): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * text.length}" height="${size * 2}"><text y="${size * 1.5}" ${fontAttributes(size, bold)}>${escapeXml(text)}</text></svg>`;
  const box = new Resvg(svg, { font: fontOptions }).getBBox();
  return box ? box.x + box.width : 0;
}

/** The largest size up to `maxSize` at which a bold line stays within `maxWidth`. */
const fittedSize = (text: string, maxSize: number, maxWidth: number) =>
  Math.min(maxSize, Math.floor((maxSize * maxWidth) / textWidth(text, maxSize, true)));

/**
 * The share image's right half: the hero illustration (frontend/src/features/home/HeroIllustration.tsx,
 * drawn with its own shapes and home.css's colours) scaled so its disc is centred at (cx, cy).
 * `left` is where its road and speed lines begin; text ends at least `gap` before it.
 */
export const shareArt = { cx: 940, cy: 300, scale: 1.2, left: 700, gap: 40 } as const;

/** The centre of the hero illustration's disc in its own 480 × 360 box. */
export const heroArtDisc = { cx: 240, cy: 170 } as const;

const heroArtStyle = `<style>
.hero-art__disc,.hero-art__window{fill:${brand.navy3}}
.hero-art__pin,.hero-art__mark{fill:${brand.gold}}
.hero-art__dot,.hero-art__wheel,.hero-art__road{fill:${brand.navy}}
.hero-art__route{fill:none;stroke:${brand.gold};stroke-width:5;stroke-dasharray:4 12;stroke-linecap:round}
.hero-art__lines,.hero-art__speed{stroke-width:5;stroke-linecap:round}
.hero-art__speed{stroke:${brand.gold}}
.hero-art__lines{stroke:${brand.light}}
.hero-art__body{fill:#ffffff}
.hero-art__hub{fill:${brand.line}}
</style>`;

const heroArtShapes = renderToStaticMarkup(createElement(HeroIllustration))
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '');

export interface ShareTextLine {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  bold: boolean;
  fill: string;
}

/** SPEC §1's claims, as the home page's trust strip words them. */
const shareClaims = ['Dedicated vehicle, no co-loading', 'Collection usually within 60 minutes', 'Available 24/7'];
const shareCallToAction = 'Request a free quote';

/**
 * Every line of text on a share image, placed and sized so none reaches the illustration whatever the
 * company name or city: the mark and company name, an overline, the headline (the city on city pages),
 * the claims beside gold ticks and the call to action on a gold button.
 */
export function shareImageLayout(companyName: string, city?: string): ShareTextLine[] {
  const left = 80;
  const right = shareArt.left - shareArt.gap;
  const [overline, headline] = city ? ['Same day courier', city] : ['Same day and next day', 'Across the UK'];
  const nameX = 196;
  const bold = (text: string, x: number, y: number, size: number, fill: string) => ({
    text,
    x,
    y,
    size,
    bold: true,
    fill,
  });
  return [
    bold(companyName, nameX, 124, fittedSize(companyName, 44, right - nameX), '#ffffff'),
    bold(overline, left, 228, fittedSize(overline, 40, right - left), brand.light),
    bold(headline, left, 308, fittedSize(headline, 72, right - left), '#ffffff'),
    ...shareClaims.map((text, i) => ({
      text,
      x: left + 44,
      y: 372 + 42 * i,
      size: 28,
      bold: false,
      fill: brand.light,
    })),
    bold(shareCallToAction, left + 32, 526, 28, brand.navy),
  ];
}

/** The share image: mark and company name, what we do and where, SPEC §1's claims, and the van on its route. */
export function shareImageSvg(companyName: string, city?: string): string {
  const { width, height } = shareImageSize;
  const { cx, cy, scale } = shareArt;
  const lines = shareImageLayout(companyName, city);
  const button = lines.at(-1) as ShareTextLine;
  const ticks = lines
    .filter((line) => shareClaims.includes(line.text))
    .map((line) => `M${line.x - 42} ${line.y - 10}l8 8 16-18`)
    .join('');
  const text = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" ${fontAttributes(line.size, line.bold)} fill="${line.fill}">${escapeXml(line.text)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${heroArtStyle}
  <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${brand.navy}"/>
    <stop offset="1" stop-color="${brand.navy2}"/>
  </linearGradient>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <g transform="translate(${cx - heroArtDisc.cx * scale} ${cy - heroArtDisc.cy * scale}) scale(${scale})">${heroArtShapes}</g>
  <rect y="${height - 16}" width="${width}" height="16" fill="${brand.gold}"/>
  <g transform="translate(80 64) scale(2.75)">${markShapes}</g>
  <path d="${ticks}" fill="none" stroke="${brand.gold}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="${button.x - 32}" y="${button.y - 40}" width="${textWidth(button.text, button.size, true) + 64}" height="60" rx="30" fill="${brand.gold}"/>
  ${text}
</svg>`;
}

export function renderPng(svg: string, width?: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: fontOptions,
  });
  return resvg.render().asPng();
}

/** An .ico holding PNG images (every browser since IE Vista reads PNG-in-ICO). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** A name in one line, or two split at the space nearest its middle when one line would be smaller than `minSize`. */
function nameLines(name: string, maxSize: number, width: number, minSize: number): string[] {
  const words = name.split(' ');
  if (words.length < 2 || fittedSize(name, maxSize, width) >= minSize) return [name];
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')]);
  return splits.reduce((best, lines) =>
    Math.max(...lines.map((l) => l.length)) < Math.max(...best.map((l) => l.length)) ? lines : best,
  );
}

/**
 * The logo search engines show for the business (the structured data's `logo`): the mark over the company name
 * (two lines when it is long), navy on white, as Google shows logos on a white background.
 */
export function logoSvg(companyName: string): string {
  const { size } = logoImage;
  const markScale = 6; // the 32 px mark at 192 px, centred
  const width = size - 64;
  const lines = nameLines(companyName, 56, width, 32);
  const nameSize = Math.min(...lines.map((line) => fittedSize(line, 56, width)));
  const text = lines
    .map(
      (line, i) =>
        `<text x="${size / 2}" y="${lines.length === 1 ? 400 : 370 + i * (nameSize + 12)}" text-anchor="middle" ${fontAttributes(nameSize, true)} fill="${brand.navy}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><title>${escapeXml(companyName)}</title><rect width="${size}" height="${size}" fill="#ffffff"/><g transform="translate(${(size - 32 * markScale) / 2} 88) scale(${markScale})">${markShapes}</g>${text}</svg>`;
}

/** Web app manifest: name, icons and the theme colour of the browser's UI. */
export const webManifest = (companyName: string) => ({
  name: companyName,
  short_name: companyName.split(' ')[0],
  start_url: '/',
  display: 'browser',
  theme_color: brand.navy,
  background_color: brand.navy,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
});

/** Writes every icon, the manifest and every share image into the built site. */
export async function writeBrandImages(distDir: string, companyName: string): Promise<void> {
  const favicon = faviconSvg(companyName);
  const icon = (size: number) => renderPng(squareIconSvg(size));
  await mkdir(join(distDir, 'og'), { recursive: true });
  await Promise.all([
    writeFile(join(distDir, 'favicon.svg'), favicon),
    writeFile(
      join(distDir, 'favicon.ico'),
      icoFromPngs([16, 32, 48].map((size) => ({ size, png: renderPng(favicon, size) }))),
    ),
    writeFile(join(distDir, 'apple-touch-icon.png'), icon(180)),
    writeFile(join(distDir, 'icon-192.png'), icon(192)),
    writeFile(join(distDir, 'icon-512.png'), icon(512)),
    writeFile(join(distDir, 'manifest.json'), `${JSON.stringify(webManifest(companyName), null, 2)}\n`),
    writeFile(join(distDir, logoImage.path), renderPng(logoSvg(companyName))),
    ...shareImages.map(({ file, city }) => writeFile(join(distDir, file), renderPng(shareImageSvg(companyName, city)))),
  ]);
}
