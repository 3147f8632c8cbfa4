/**
 * What axe's verdict on a page depends on, read from its HTML alone: the kinds of element it is made of (axe's rules
 * and the styles it measures contrast with read tags, roles, classes, ids and ARIA attributes, and where an element
 * sits), and what its text can still break (a duplicate id, a heading or link with no name, a skipped heading
 * level). A page whose kinds are all ones axe passed on another page of its template, and whose text breaks none of
 * those, gets axe's verdict on that page (pages.browser.test.ts, decision 064).
 */

export interface HtmlShape {
  /**
   * Every kind of element: its tag and its attributes, the value of those that roles, styles and names read (an
   * `href`, a `content` or an `alt` only by name), after its ancestors' kinds.
   */
  kinds: string[];
  duplicateIds: string[];
  /** Headings, links and buttons with neither text nor a label: what axe's empty-heading and link-name find. */
  unnamed: string[];
  /** Heading levels that skip one on the way down (axe's heading-order), as `h2 → h4`, and a missing or second h1. */
  headingProblems: string[];
}

/**
 * The shape of `html`, parsed by the browser's own parser into a document that runs no script and loads nothing.
 * Run in a page (`page.evaluate(htmlShape, html)`): it refers to nothing outside itself.
 */
export function htmlShape(html: string): HtmlShape {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const valued = /^(class|id|role|scope|type|rel|lang|hidden|tabindex|target|for|name|aria-.*)$/;
  const kindOf = (element: Element) =>
    element.localName +
    [...element.attributes]
      .map((a) => (valued.test(a.name) ? `[${a.name}="${a.value}"]` : `[${a.name}]`))
      .sort()
      .join('');
  const kinds = new Set<string>();
  const visit = (element: Element, path: string) => {
    const kind = `${path}${kindOf(element)}`;
    kinds.add(kind);
    for (const child of element.children) visit(child, `${kind} > `);
  };
  visit(document.documentElement, '');

  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  const duplicateIds = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  const named = (element: Element) =>
    Boolean(
      element.textContent?.trim() ||
        element.getAttribute('aria-label')?.trim() ||
        element.querySelector('img[alt]:not([alt=""])'),
    );
  const unnamed = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, a[href], button')]
    .filter((element) => !named(element))
    .map((element) => element.outerHTML.slice(0, 120));
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.localName.slice(1)));
  const headingProblems = levels.flatMap((level, i) => {
    const before = levels[i - 1];
    return before !== undefined && level > before + 1 ? [`h${before} → h${level}`] : [];
  });
  const ones = levels.filter((level) => level === 1).length;
  if (ones !== 1) headingProblems.push(`${ones} h1`);
  return { kinds: [...kinds], duplicateIds, unnamed, headingProblems };
}
