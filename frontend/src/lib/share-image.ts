import { cities, cityPath } from '@courier/common/site-routes';

/** Size of every share image (Open Graph's recommended 1.91:1). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The logo search engines show for the business (structured data): square, well over Google's 112 px minimum. */
export const logoImage = { path: '/logo.png', size: 512 } as const;

const cityByPath = new Map(cities.map((city) => [cityPath(city.slug), city]));

/**
 * The share image (og:image) of a page: city pages carry their city's name, every other page the
 * site's own image. The build writes one file per entry of `shareImages`.
 */
export function shareImageFor(path: string | undefined): string {
  const city = path ? cityByPath.get(path) : undefined;
  return city ? `/og/courier-${city.slug}.png` : '/og/site.png';
}

/** What a page's share image shows, for those who cannot see it (og:image:alt). */
export function shareImageAlt(path: string | undefined, companyName: string): string {
  const city = path ? cityByPath.get(path) : undefined;
  return city ? `${companyName}: same day courier ${city.name}` : `${companyName}: same day and next day couriers`;
}

/** Every share image file with the city it names (none for the site's image). */
export const shareImages: { file: string; city?: string }[] = [
  { file: shareImageFor(undefined) },
  ...cities.map((city) => ({ file: shareImageFor(cityPath(city.slug)), city: city.name })),
];
