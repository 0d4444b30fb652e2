import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetDivisionQuery,
  useListDivisionsQuery,
  type AssocDivision,
} from '../../../api/enhanced/workflows-members';
import { useSuggestions } from './use-suggestions';

interface DivisionPickerProps {
  inputId: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** Only boards of this level (a branch for payments and transfers). */
  level?: AssocDivision['level'];
  invalid?: boolean;
  describedBy?: string;
}

/** Finds a board by name, code or city on the server (there are hundreds of branches) and keeps its id. */
export function DivisionPicker({ inputId, value, onChange, level, invalid, describedBy }: DivisionPickerProps) {
  const { t } = useTranslation();
  const selected = useGetDivisionQuery({ id: value ?? 0 }, { skip: value === undefined });
  const [text, setText] = useState<string | AssocDivision>('');
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const options = useListDivisionsQuery(
    { q: search?.q || undefined, level, perPage: 20, sort: 'name:asc' },
    { skip: search === null },
  );
  const suggestions = useSuggestions(options, search?.id ?? 0);

  // Show the chosen board's name once it is known (a value from the address arrives as an id only).
  useEffect(() => {
    if (value === undefined) setText('');
    else if (selected.data && selected.data.id === value) setText(selected.data);
  }, [value, selected.data]);

  return (
    <AutoComplete
      inputId={inputId}
      value={text}
      suggestions={suggestions}
      completeMethod={(e) => setSearch((s) => ({ q: e.query.trim(), id: (s?.id ?? 0) + 1 }))}
      delay={250}
      field="name"
      dropdown
      forceSelection={false}
      placeholder={t('associationWorkflows.pickers.division')}
      itemTemplate={(d: AssocDivision) => (
        <span className="aw-option">
          <span>{d.name}</span>
          <small className="muted">
            {d.code}
            {d.parentName ? ` · ${d.parentName}` : ''}
          </small>
        </span>
      )}
      onChange={(e) => {
        setText(e.value as string | AssocDivision);
        if (!e.value) onChange(undefined);
      }}
      onSelect={(e) => onChange((e.value as AssocDivision).id)}
      invalid={invalid}
      aria-describedby={describedBy}
      inputClassName="w-full"
      className="aw-picker"
    />
  );
}
