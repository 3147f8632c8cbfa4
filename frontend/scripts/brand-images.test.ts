// @vitest-environment node
import { cities } from '@courier/common/site-routes';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { shareImageSize } from '../src/lib/share-image';
import { heroArtDisc, shareArt, shareImageLayout, shareImageSvg, textWidth } from './brand-images';

const companyNames = ['Swiftline Couriers', 'Northern Star Same Day Logistics and Freight Ltd'];
const cityNames = [undefined, ...cities.map((city) => city.name)];

describe('share images', () => {
  it.each(companyNames)('keep every line clear of the illustration for the site and all 34 cities (%s)', (name) => {
    for (const city of cityNames) {
      for (const line of shareImageLayout(name, city)) {
        const end = line.x + textWidth(line.text, line.size, line.bold);
        expect(end, `${city ?? 'site'}: ${line.text}`).toBeLessThanOrEqual(shareArt.left - shareArt.gap);
        expect(line.size, line.text).toBeGreaterThanOrEqual(16);
      }
    }
  });

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
