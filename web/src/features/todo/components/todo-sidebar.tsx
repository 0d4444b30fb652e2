import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { TODO_FILTERS, TODO_TAGS, type TodoFilter, type TodoTag } from './todo-utils';

interface Props {
  filter: TodoFilter | undefined;
  tag: TodoTag | undefined;
  /** The current query string, kept when the filter changes. */
  search: URLSearchParams;
  onAdd(): void;
}

const FILTER_ICONS: Record<TodoFilter | 'all', string> = {
  all: 'pi pi-inbox',
  important: 'pi pi-star',
  completed: 'pi pi-check',
  deleted: 'pi pi-trash',
};

/** Add button, the filters (in the path) and the tags (in the query string). */
export function TodoSidebar({ filter, tag, search, onAdd }: Props) {
  const { t } = useTranslation();
  const query = search.toString();
  const base = filter ? paths.todoFilter.replace(':filter', filter) : paths.todo;

  const tagLink = (value: TodoTag) => {
    const next = new URLSearchParams(search);
    if (tag === value) next.delete('tag');
    else next.set('tag', value);
    const s = next.toString();
    return s ? `${base}?${s}` : base;
  };

  return (
    <aside className="todo-sidebar" aria-label={t('todo.sidebarLabel')}>
      <Button label={t('todo.add')} icon="pi pi-plus" className="w-full" onClick={onAdd} />
      <nav aria-label={t('todo.filters.label')}>
        <ul className="todo-nav">
          {(['all', ...TODO_FILTERS] as const).map((f) => {
            const active = (f === 'all' && !filter) || f === filter;
            const path = f === 'all' ? paths.todo : paths.todoFilter.replace(':filter', f);
            return (
              <li key={f}>
                <Link to={query ? `${path}?${query}` : path} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                  <i className={FILTER_ICONS[f]} aria-hidden /> {t(`todo.filters.${f}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 id="todo-tags-heading">{t('todo.tags.label')}</h2>
      <nav aria-labelledby="todo-tags-heading">
        <ul className="todo-nav">
          {TODO_TAGS.map((value) => (
            <li key={value}>
              <Link to={tagLink(value)} className={tag === value ? 'active' : undefined} aria-current={tag === value ? 'true' : undefined}>
                <span className={`todo-bullet todo-tag-${value}`} aria-hidden /> {t(`todo.tags.${value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
