/** Structured data for search engines. `<` is escaped so no text can close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, in a non-executed data block
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
