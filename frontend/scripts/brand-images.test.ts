// @vitest-environment node
import { cities } from '@courier/common/site-routes';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { logoImage, shareImageSize } from '../src/lib/share-image';
import { brand, heroArtDisc, logoSvg, shareArt, shareImageLayout, shareImageSvg, textWidth } from './brand-images';

const companyNames = ['Swiftline Couriers', 'Northern Star Same Day Logistics and Freight Ltd'];
const cityNames = [undefined, ...cities.map((city) => city.name)];

describe('share images', () => {
  it.each(companyNames)(
    `keep every line clear of the illustration for the site and all ${cities.length} cities (%s)`,
    (name) => {
      for (const city of cityNames) {
        for (const line of shareImageLayout(name, city)) {
          const end = line.x + textWidth(line.text, line.size, line.bold);
          expect(end, `${city ?? 'site'}: ${line.text}`).toBeLessThanOrEqual(shareArt.left - shareArt.gap);
          expect(line.size, line.text).toBeGreaterThanOrEqual(16);
        }
      }
    },
  );

  it('name the city in large type on city images only', () => {
    const headline = (city?: string) => shareImageLayout('Swiftline Couriers', city)[2];
    expect(headline('London')).toMatchObject({ text: 'London', size: 72 });
    expect(headline('Stoke-on-Trent')?.text).toBe('Stoke-on-Trent');
    expect(headline('Stoke-on-Trent')?.size).toBeGreaterThanOrEqual(64);
    expect(headline(undefined)?.text).not.toMatch(new RegExp(cities.map((city) => city.name).join('|')));
  });

  it.each(cityNames)('say nothing twice (%s)', (city) => {
    const words = shareImageLayout('Swiftline Couriers', city)
      .slice(1) // the company name is the brand, not a claim
      .flatMap((line) => line.text.toLowerCase().match(/[a-z]{5,}/g) ?? []);
    expect(words.length).toBeGreaterThan(10);
    expect(new Set(words).size).toBe(words.length);
  });

  it('draw the van inside the circle', () => {
    const { width, height } = shareImageSize;
    const image = new Resvg(shareImageSvg('Swiftline Couriers', 'Leeds'), {
      font: { loadSystemFonts: false },
    }).render();
    expect([image.width, image.height]).toEqual([width, height]);
    const pixel = (x: number, y: number) => [...image.pixels.subarray(4 * (y * width + x), 4 * (y * width + x) + 3)];
    // The van's body (hero art x 130–272, y 214–294) at the disc's scale, and the disc above it.
    const at = (artX: number, artY: number) =>
      pixel(
        Math.round(shareArt.cx + (artX - heroArtDisc.cx) * shareArt.scale),
        Math.round(shareArt.cy + (artY - heroArtDisc.cy) * shareArt.scale),
      );
    expect(at(150, 280)).toEqual([255, 255, 255]);
    expect(at(240, 40)).toEqual([0x1d, 0x3a, 0x5c]);
  });
});

describe('the logo (structured data)', () => {
  it.each(companyNames)('is a square of the site’s size with the mark and the whole name inside it (%s)', (name) => {
    const { size } = logoImage;
    const image = new Resvg(logoSvg(name), { font: { loadSystemFonts: false } }).render();
    expect([image.width, image.height]).toEqual([size, size]);
    const pixel = (x: number, y: number) => [...image.pixels.subarray(4 * (y * size + x), 4 * (y * size + x) + 3)];
    const hex = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    expect(pixel(4, 4)).toEqual([255, 255, 255]); // white ground
    expect(pixel(200, 130)).toEqual(hex(brand.gold)); // the mark’s gold tile
    const lines = [...logoSvg(name).matchAll(/font-size="(\d+)"[^>]*>([^<]+)</g)].map(([, size, text]) => ({
      size: Number(size),
      text: text as string,
    }));
    expect(lines.map((line) => line.text).join(' ')).toBe(name);
    for (const line of lines) {
      expect(line.size, line.text).toBeGreaterThanOrEqual(32);
      expect(textWidth(line.text, line.size, true), line.text).toBeLessThanOrEqual(size - 64);
    }
  });
});
