/** Shared shape of the legal pages (/terms, /legal, /security-policy). */

/** A block of a legal document: a paragraph, a bulleted list, or a subheading. */
export type LegalBlock = string | { list: string[] } | { subheading: string };

export interface LegalSection {
  /** URL fragment id, kebab-case, unique in the document */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** The page <h1> and <title>. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** E.g. 'October 2025'. */
  lastUpdated?: string;
  intro: string[];
  sections: LegalSection[];
}
