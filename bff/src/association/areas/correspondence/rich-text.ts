import sanitizeHtml from 'sanitize-html';

/** Where the information centre's uploaded images are served: the only images an article may show. */
export const INFORMATION_IMAGE_PATH = '/api/association/information-images/';
const OWN_IMAGE = /^\/api\/association\/information-images\/[A-Za-z0-9_-]{43}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  // What the editor writes: paragraphs, headings, emphasis, lists, quotes, code, links and images.
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ol', 'ul', 'li', 'a', 'img', 'pre', 'code', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // The editor writes every list as <ol> and says per item whether it is a bullet.
    li: ['data-list'],
    '*': ['class'],
  },
  // The editor's alignment and indentation, nothing else a class could smuggle in.
  allowedClasses: { '*': [/^ql-align-(center|right|justify)$/, /^ql-indent-[1-8]$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // An image's address is a path of our own (no scheme), never another site's nor a data: or javascript: URL.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens apart from the app and tells the other site nothing of it.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(attribs.target && { target: '_blank' }), rel: 'noopener noreferrer' } }),
    li: (tagName, attribs) => {
      const { 'data-list': kind, ...rest } = attribs;
      return { tagName, attribs: kind === 'bullet' || kind === 'ordered' ? { ...rest, 'data-list': kind } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

/**
 * An information body written as HTML, reduced to what the information centre shows: an allowlist of tags and
 * attributes, no scripts, styles or event handlers, links only to http(s) and mail addresses, images only from the
 * information centre's own image route. Whatever a client sends, this is what is stored.
 */
export function sanitizeInformationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
