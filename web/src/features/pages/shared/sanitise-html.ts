const DROPPED_ELEMENTS = 'script, style, iframe, object, embed, link, meta, base, form';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);

/**
 * Makes HTML from our own fixtures safe to insert: drops script, style, iframe (and other active elements), every
 * on* handler and javascript: addresses. A small guard, not a general-purpose sanitiser for untrusted input.
 */
export function sanitiseHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(DROPPED_ELEMENTS).forEach((element) => element.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data):/.test(value) && !value.startsWith('data:image/')) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  return doc.body.innerHTML;
}
