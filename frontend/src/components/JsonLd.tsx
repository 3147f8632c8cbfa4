/** Structured data as the text of its script element: `<` is escaped so no text can close the element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Structured data for search engines. */
export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, in a non-executed data block
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
