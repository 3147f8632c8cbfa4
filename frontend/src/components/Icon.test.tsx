import { Resvg } from '@resvg/resvg-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

/** Alpha (0–255) of the icon drawn 96 px square, at a point given in the icon's 24-unit grid. */
function alphaAt(svg: string, x: number, y: number): number {
  const image = new Resvg(svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'), {
    fitTo: { mode: 'width', value: 96 },
  }).render();
  const scale = 96 / 24;
  return image.pixels[(Math.round(y * scale) * image.width + Math.round(x * scale)) * 4 + 3] as number;
}

describe('clock icon (the headline service, same-day)', () => {
  const clock = renderToStaticMarkup(<Icon name="clock" />);

  it('draws a solid face', () => {
    expect(alphaAt(clock, 12, 4)).toBe(255);
    expect(alphaAt(clock, 6, 16)).toBe(255);
  });

  it('cuts the hands out of the face, so it reads as a clock rather than a dot', () => {
    expect(alphaAt(clock, 12, 9)).toBe(0); // hour hand, pointing up
    expect(alphaAt(clock, 15, 14.6)).toBe(0); // minute hand, to the lower right
  });
});
