import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDebounced } from '../../lib/use-debounced';
import { useSearchResults, type SearchResult } from './use-search-results';

/**
 * Navbar search: menu pages in the interface language, members by name or NPA, letters by agenda number (what the
 * account may read), demo files and contacts. Type, move with the arrow keys, open with Enter, close with Escape.
 */
export function NavbarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The highlighted result, by its key: results that arrive later (members, letters from the server) do not move
  // the highlight off what the person chose with the arrow keys; a new search starts at the first result.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const q = useDebounced(query.trim(), 200);
  const { results, loading: isFetching } = useSearchResults(q, open);

  useEffect(() => setActiveKey(null), [q]);
  const active = Math.max(
    0,
    results.findIndex((r) => r.key === activeKey),
  );
  const setActive = (index: number) => setActiveKey(results[index]?.key ?? null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setQuery('');
  }
  function choose(result: SearchResult | undefined) {
    if (!result?.link) return;
    navigate(result.link);
    close();
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') setActive(Math.min(active + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive(Math.max(active - 1, 0));
    else if (event.key === 'Enter') choose(results[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  }

  if (!open) {
    return (
      <button type="button" className="icon-button" onClick={() => setOpen(true)} aria-label={t('navbar.search.open')}>
        <i className="pi pi-search" aria-hidden />
      </button>
    );
  }
  return (
    <div className="navbar-search">
      <i className="pi pi-search" aria-hidden />
      <InputText
        ref={input}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
        placeholder={t('navbar.search.placeholder')}
        role="combobox"
        aria-label={t('navbar.search.label')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results[active] ? `${listId}-${results[active].key}` : undefined}
        aria-autocomplete="list"
      />
      {q !== '' && (
        <ul id={listId} role="listbox" className="navbar-search-results" aria-label={t('navbar.search.results')}>
          {results.map((r, i) => (
            <li
              key={r.key}
              id={`${listId}-${r.key}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(r)}
              onMouseEnter={() => setActive(i)}
            >
              <i className={r.icon} aria-hidden />
              <span>
                {r.title}
                {r.detail && <small className="muted"> {r.detail}</small>}
              </span>
              <small className="muted search-group">{t(`navbar.search.groups.${r.group}`)}</small>
            </li>
          ))}
          {!isFetching && results.length === 0 && <li className="muted">{t('navbar.search.noResults')}</li>}
        </ul>
      )}
    </div>
  );
}
