export const EMAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type EmailView = (typeof EMAIL_VIEWS)[number];
/** The folders an email can be moved to (starred is a view, not a folder). */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export const VIEW_ICONS: Record<EmailView, string> = {
  inbox: 'pi pi-inbox',
  sent: 'pi pi-send',
  draft: 'pi pi-pencil',
  starred: 'pi pi-star',
  spam: 'pi pi-info-circle',
  trash: 'pi pi-trash',
};

export const isView = (value: string | null | undefined): value is EmailView =>
  (EMAIL_VIEWS as readonly string[]).includes(value ?? '');
export const isLabel = (value: string | null | undefined): value is EmailLabel =>
  (EMAIL_LABELS as readonly string[]).includes(value ?? '');

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** List time: the hour for today's mail, day and month this year, the full date before. */
export function formatListTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (sameDay(date, now)) return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (date.getFullYear() === now.getFullYear()) return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

export function formatFullTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The text of an HTML message: paragraphs and line breaks become new lines. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d|blockquote)>/gi, '$&\n\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** One line of preview text for the list. */
export const snippetOf = (html: string) => htmlToText(html).replace(/\s+/g, ' ').slice(0, 200);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Typed text as message HTML: blank lines separate paragraphs, single new lines become <br>. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const KEPT_ELEMENTS = new Set([
  'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'A', 'SPAN',
  'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'CODE', 'HR', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD',
]);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'TITLE', 'HEAD', 'SVG', 'MATH']);

function clean(node: Element) {
  for (const child of [...node.children]) {
    if (DROPPED_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!KEPT_ELEMENTS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href')?.trim() : undefined;
    for (const attribute of [...child.attributes]) child.removeAttribute(attribute.name);
    if (href && /^(https?:|mailto:)/i.test(href)) {
      child.setAttribute('href', href);
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/**
 * Email bodies are written by whoever composes them, so only plain formatting survives: an allow-list of text
 * elements without attributes (links keep an http, https or mailto address). Images, forms, styles and scripts go.
 */
export function sanitiseEmailHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const comment of [...doc.body.childNodes].filter((n) => n.nodeType === Node.COMMENT_NODE)) comment.remove();
  clean(doc.body);
  return doc.body.innerHTML;
}

const REPLY_PREFIX = /^(re|aw|ré|res)\s*:/i;
const FORWARD_PREFIX = /^(fwd?|wg|tr|enc)\s*:/i;
export const replySubject = (subject: string) => (REPLY_PREFIX.test(subject) ? subject : `Re: ${subject}`);
export const forwardSubject = (subject: string) => (FORWARD_PREFIX.test(subject) ? subject : `Fwd: ${subject}`);

/** Is `value` a plausible email address (the server checks the format too). */
export const isAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
