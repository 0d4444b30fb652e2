/** Elements an information body may keep; everything else is unwrapped (its text stays) or, if active, dropped. */
const ALLOWED = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'pre',
  'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'figure',
  'figcaption', 'sub', 'sup',
]);
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'template', 'noscript']);
const ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], li: ['data-list'] };
/** The rich-text editor's alignment and indentation classes, the only classes kept. */
const EDITOR_CLASS = /^ql-(align-(center|right|justify)|indent-[1-8])$/;
const LIST_KINDS = new Set(['bullet', 'ordered']);
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/))/i;

/**
 * Information bodies are stored exactly as written and the server never sanitises them: before insertion keep only
 * an allow-list of elements and attributes, and only http(s), mailto and local addresses. Links open safely.
 */
export function sanitiseHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (parent: Element) => {
    for (const child of [...parent.children]) {
      const tag = child.tagName.toLowerCase();
      if (DROPPED.has(tag)) {
        child.remove();
        continue;
      }
      clean(child);
      if (!ALLOWED.has(tag)) {
        child.replaceWith(...child.childNodes);
        continue;
      }
      const keep = ATTRIBUTES[tag] ?? [];
      for (const attribute of [...child.attributes]) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '');
        if (name === 'class') {
          const kept = attribute.value.split(/\s+/).filter((c) => EDITOR_CLASS.test(c));
          if (kept.length) child.setAttribute('class', kept.join(' '));
          else child.removeAttribute('class');
          continue;
        }
        if (name === 'data-list' && keep.includes(name) && LIST_KINDS.has(value)) continue;
        if (!keep.includes(name) || name === 'data-list' || ((name === 'href' || name === 'src') && !SAFE_URL.test(value))) child.removeAttribute(attribute.name);
      }
      if (tag === 'a') {
        child.setAttribute('rel', 'noopener noreferrer nofollow');
        child.setAttribute('target', '_blank');
      }
    }
  };
  clean(doc.body);
  // Comments can hide conditional markup some browsers once honoured.
  const comments = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  found.forEach((node) => node.parentNode?.removeChild(node));
  return doc.body.innerHTML;
}
