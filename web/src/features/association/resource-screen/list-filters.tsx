import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { enumLabel } from './field-value';
import { ReferenceInput } from './reference-input';
import type { FilterConfig } from './types';

/** The Dropdown shows nothing for an empty value, so "all" has a value of its own. */
const ALL = '*';

interface Props {
  resource: string;
  filters: FilterConfig[];
  values: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}

/** One input per filter, by its type; each change goes to the address (and so to the server) at once. */
export function ListFilters({ resource, filters, values, onChange }: Props) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <section className="rs-filters" aria-label={t('association.screen.filters')}>
      {filters.map((filter) => {
        const id = `rs-filter-${resource}-${filter.name}`;
        return (
          <div className="field" key={filter.name}>
            <label htmlFor={id}>{t(`association.resources.${resource}.fields.${filter.name}`)}</label>
            <FilterInput id={id} filter={filter} value={values[filter.name] ?? ''} onChange={(value) => onChange({ [filter.name]: value })} />
          </div>
        );
      })}
    </section>
  );
}

function FilterInput({ id, filter, value, onChange }: { id: string; filter: FilterConfig; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const all = { value: ALL, label: t('association.screen.all') };
  const choose = (options: { value: string; label: string }[]) => (
    <Dropdown inputId={id} value={value || ALL} options={[all, ...options]} onChange={(e) => onChange(e.value === ALL ? '' : String(e.value))} />
  );
  switch (filter.type) {
    case 'enum':
      return choose(filter.values.map((v) => ({ value: v, label: enumLabel(t, filter.enum, v) })));
    case 'boolean':
      return choose([
        { value: 'true', label: t('association.screen.yes') },
        { value: 'false', label: t('association.screen.no') },
      ]);
    case 'number':
      return choose(Array.from({ length: filter.max - filter.min + 1 }, (_, i) => String(filter.min + i)).map((v) => ({ value: v, label: v })));
    case 'date':
      return <DateInput id={id} value={value} onChange={onChange} />;
    case 'reference':
      return <ReferenceInput inputId={id} source={filter.source} value={value ? Number(value) : null} onChange={(v) => onChange(v === null ? '' : String(v))} />;
    case 'text':
      return <TextFilter id={id} value={value} pattern={filter.pattern} onChange={onChange} />;
  }
}

/** A text filter applies when the person presses Enter or leaves the box, and only a value the server accepts. */
function TextFilter({ id, value, pattern, onChange }: { id: string; value: string; pattern?: RegExp; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = text === '' || !pattern || pattern.test(text.trim());
  const apply = () => {
    if (valid && text.trim() !== value) onChange(text.trim());
  };
  return (
    <InputText
      id={id}
      value={text}
      maxLength={60}
      invalid={!valid}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
}
