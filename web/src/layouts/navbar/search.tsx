import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetMainSearchDataQuery } from '../../api/enhanced/navbar';
import type { NavbarContact, NavbarFile, NavbarPage } from '../../api/generated/navbar';
import { useDebounced } from '../../lib/use-debounced';

interface Result {
  key: string;
  group: string;
  icon: string;
  title: string;
  detail?: string;
  link?: string;
}

/** Navbar search over the main-search data: type, move with the arrow keys, open with Enter, close with Escape. */
export function NavbarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const q = useDebounced(query.trim(), 200);
  const { data, isFetching } = useGetMainSearchDataQuery({ q }, { skip: !open || q === '' });

  const results = useMemo<Result[]>(() => {
    if (q === '' || !data) return [];
    return data.searchArr.flatMap((group): Result[] => {
      const items = group.data.slice(0, group.searchLimit);
      switch (group.groupTitle) {
        case 'Pages':
          return (items as NavbarPage[]).map((p) => ({ key: `p${p.id}`, group: 'pages', icon: p.icon, title: p.title, link: p.link }));
        case 'Files':
          return (items as NavbarFile[]).map((f) => ({ key: `f${f.title}`, group: 'files', icon: 'pi pi-file', title: f.title, detail: `${f.by} · ${f.size}` }));
        default:
          return (items as NavbarContact[]).map((c) => ({ key: `c${c.email}`, group: 'contacts', icon: 'pi pi-user', title: c.title, detail: c.email }));
      }
    });
  }, [data, q]);

  useEffect(() => setActive(0), [results]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setQuery('');
  }
  function choose(result: Result | undefined) {
    if (!result?.link) return;
    navigate(result.link);
    close();
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') choose(results[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  }

  if (!open) {
    return (
      <button type="button" className="icon-button" onClick={() => setOpen(true)} aria-label={t('layout.search.open')}>
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
        placeholder={t('layout.search.placeholder')}
        role="combobox"
        aria-label={t('layout.search.label')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results[active] ? `${listId}-${results[active].key}` : undefined}
        aria-autocomplete="list"
      />
      {q !== '' && (
        <ul id={listId} role="listbox" className="navbar-search-results" aria-label={t('layout.search.results')}>
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
              <small className="muted search-group">{t(`layout.search.groups.${r.group}`)}</small>
            </li>
          ))}
          {!isFetching && results.length === 0 && <li className="muted">{t('layout.search.noResults')}</li>}
        </ul>
      )}
    </div>
  );
}
