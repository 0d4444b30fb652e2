import { useMemo } from 'react';
import { markdownToHtml } from '../lib/markdown';
import { sanitiseHtml } from '../lib/sanitise-html';

/**
 * An information body as readers see it: markdown rendered, HTML kept; either way sanitised before insertion. Shared
 * by the information centre's editor and the members' portal.
 */
export function InformationBody({ body, format, className = 'ac-body' }: { body: string; format: 'markdown' | 'html'; className?: string }) {
  const html = useMemo(() => sanitiseHtml(format === 'html' ? body : markdownToHtml(body)), [body, format]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
