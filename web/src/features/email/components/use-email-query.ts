import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isLabel, isView, type EmailLabel, type EmailView } from './email-utils';

export interface EmailQuery {
  /** The folder view from the path; null when the path names no known view. */
  view: EmailView | null;
  label: EmailLabel | undefined;
  q: string;
  /** The open email (?email=<id>). */
  emailId: number | null;
}

type Changes = Partial<Record<'label' | 'q' | 'email', string | number | undefined | null>>;

/** The folder view is the path (/email/:folder, /email = inbox); label, search and the open email the query string. */
export function useEmailQuery() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const rawView = params.folder;
  const id = Number(search.get('email'));
  const label = search.get('label');
  const query: EmailQuery = {
    view: rawView === undefined ? 'inbox' : isView(rawView) ? rawView : null,
    label: isLabel(label) ? label : undefined,
    q: search.get('q') ?? '',
    emailId: Number.isInteger(id) && id > 0 ? id : null,
  };

  /** Sets or (with '' / undefined / null) removes query-string values, keeping the others. */
  const update = useCallback(
    (changes: Changes, replace = false) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  return { query, search, update };
}
