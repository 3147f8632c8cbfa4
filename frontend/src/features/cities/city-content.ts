import type { CitySlug } from '@courier/common/site-routes';

export interface CityContent {
  /** Meta description for search results: 120–160 characters, specific to this city. */
  description: string;
  /**
   * 4 paragraphs of plain text (no HTML, no markdown), 45–110 words each, in this order: introduction, areas
   * covered, local industries, road links (the page heads the last three accordingly).
   */
  paragraphs: string[];
  /** 5–7 short bullet points (service points), at least two specific to this city. */
  servicePoints: string[];
}

const contentModules = import.meta.glob<CityContent>('./content/*.ts', { import: 'default' });

/** One city's content: each city is its own small chunk, so a city page loads only its own text. */
export function loadCityContent(slug: CitySlug): Promise<CityContent> {
  const load = contentModules[`./content/${slug}.ts`];
  if (!load) return Promise.reject(new Error(`No content for the city ${slug}`));
  return load();
}
