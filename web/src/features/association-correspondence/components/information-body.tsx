import { useMemo } from 'react';
import { markdownToHtml } from '../lib/markdown';
import { sanitiseHtml } from '../lib/sanitise-html';

/** An information body as readers see it: markdown rendered, HTML kept; either way sanitised before insertion. */
export function InformationBody({ body, format }: { body: string; format: 'markdown' | 'html' }) {
  const html = useMemo(() => sanitiseHtml(format === 'html' ? body : markdownToHtml(body)), [body, format]);
  return <div className="ac-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
