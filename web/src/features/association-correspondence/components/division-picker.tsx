import { AutoComplete } from 'primereact/autocomplete';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDivisionsQuery, type AssocDivision } from '../../../api/enhanced/association-divisions';

interface PickerProps {
  inputId: string;
  value: AssocDivision | null;
  onChange: (division: AssocDivision | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Finds a board by name or code on the server (there are hundreds of branches). */
export function DivisionSearch({ inputId, value, onChange, invalid, describedBy }: PickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | AssocDivision>(value ?? '');
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const result = useListDivisionsQuery({ q: search?.q || undefined, perPage: 20, sort: 'level:asc' }, { skip: search === null });
  // The panel opens when `suggestions` changes after a search: hand it a fresh array once each search has settled
  // (also when the answer comes from the cache).
  const [suggestions, setSuggestions] = useState<AssocDivision[]>([]);
  useEffect(() => {
    if (search && !result.isFetching) setSuggestions([...(result.data?.data ?? [])]);
  }, [result.data, result.isFetching, search]);
  return (
    <AutoComplete
      inputId={inputId}
      value={text}
      suggestions={suggestions}
      completeMethod={(e) => setSearch((s) => ({ q: e.query.trim(), id: (s?.id ?? 0) + 1 }))}
      delay={250}
      field="name"
      dropdown
      placeholder={t('associationCorrespondence.pickers.division')}
      itemTemplate={(d: AssocDivision) => (
        <span className="ac-option">
          <span>{d.name}</span>
          <small className="muted">{d.code}</small>
        </span>
      )}
      onChange={(e) => {
        setText(e.value as string | AssocDivision);
        if (typeof e.value !== 'object' || e.value === null) onChange(null);
      }}
      onSelect={(e) => onChange(e.value as AssocDivision)}
      invalid={invalid}
      aria-describedby={describedBy}
      className="ac-fill"
      inputClassName="ac-fill"
    />
  );
}

/** The addressed board and the boards directly under it: where a disposition may send a letter. */
export function DispositionDivisionSelect({
  inputId,
  addressed,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  inputId: string;
  addressed: { id: number; name: string };
  value: number;
  onChange: (id: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { data, isFetching } = useListDivisionsQuery({ parentId: addressed.id, perPage: 100, sort: 'name:asc' });
  const options = [addressed, ...(data?.data ?? []).map((d) => ({ id: d.id, name: d.name }))];
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={options}
      optionValue="id"
      optionLabel="name"
      filter={options.length > 8}
      loading={isFetching}
      onChange={(e) => onChange(Number(e.value))}
      invalid={invalid}
      aria-describedby={describedBy}
      className="ac-fill"
    />
  );
}
