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
import { shareImageSize, shareImages } from '../src/lib/share-image';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFiles = [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')];

/** Brand colours, as in frontend/src/lib/design-tokens.css. */
export const brand = { navy: '#0b1a2e', navy2: '#132a45', navy3: '#1d3a5c', gold: '#e0b43a', light: '#dfe5ee' };

/** The logo mark's shapes in a 32 × 32 box. */
const markShapes = `<rect width="32" height="32" rx="8" fill="${brand.gold}"/><path d="M6 11h8M4 16h8M6 21h8" stroke="${brand.navy}" stroke-width="2.6" stroke-linecap="round"/><path d="M14 7.5 27 16 14 24.5Z" fill="${brand.navy}"/>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const faviconSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${escapeXml(name)}</title>${markShapes}</svg>\n`;

/** A square icon: the mark on navy with room round it (touch icons are shown on any background). */
const squareIconSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${brand.navy}"/><g transform="translate(8 8)">${markShapes}</g></svg>`;

/** The share image: mark, company name, the tagline and, on city pages, the city. */
export function shareImageSvg(companyName: string, city?: string): string {
  const { width, height } = shareImageSize;
  const [overline, headline] = city ? ['Same day courier', city] : ['Couriers across the UK', 'Dedicated vehicles'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${brand.navy}"/>
  <circle cx="1030" cy="300" r="250" fill="${brand.navy3}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${brand.gold}"/>
  <g transform="translate(80 70) scale(3)">${markShapes}</g>
  <text x="200" y="138" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#ffffff">${escapeXml(companyName)}</text>
  <text x="80" y="280" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="${brand.light}">${escapeXml(overline)}</text>
  <text x="80" y="364" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#ffffff">${escapeXml(headline)}</text>
  <text x="80" y="440" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="${brand.gold}">Same Day • Next Day • UK-Wide</text>
  <text x="80" y="505" font-family="DejaVu Sans" font-size="30" fill="${brand.light}">Dedicated vehicle · Collection usually within 60 minutes · 24/7</text>
  <text x="80" y="555" font-family="DejaVu Sans" font-size="30" fill="${brand.light}">Request a free quote</text>
</svg>`;
}

export function renderPng(svg: string, width?: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
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
    ...shareImages.map(({ file, city }) => writeFile(join(distDir, file), renderPng(shareImageSvg(companyName, city)))),
  ]);
}
