import { site } from '../../config/site';
import { linkText } from '../../lib/link-text';
import { usePageMeta } from '../../lib/page-meta';
import type { LegalBlock, LegalDocument } from './legal-document';
import { legalLinks } from './link-text';

const links = legalLinks(site);

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{linkText(block, links)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{linkText(item, links)}</li>
        ))}
      </ul>
    );
  }
  return <h3>{block.subheading}</h3>;
}

const blockKey = (block: LegalBlock, index: number) =>
  `${index}:${typeof block === 'string' ? block.slice(0, 40) : JSON.stringify(block).slice(0, 40)}`;

/** Renders a legal document (terms, legal notice, security policy) with a table of contents. */
export function LegalDocumentPage({ document, path }: { document: LegalDocument; path: string }) {
  usePageMeta({ title: `${document.title} | ${site.companyName}`, description: document.description, path });
  return (
    <article className="container page prose">
      <h1>{document.title}</h1>
      {document.lastUpdated && <p className="muted">Last updated {document.lastUpdated}</p>}
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{linkText(paragraph, links)}</p>
      ))}
      <nav aria-label="Contents" className="toc">
        <h2>Contents</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={blockKey(block, index)} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
