import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceOption, ReferenceSource } from './types';

interface Props {
  inputId: string;
  source: ReferenceSource;
  value: number | null;
  onChange: (id: number | null) => void;
  invalid?: boolean;
  placeholder?: string;
  describedBy?: string;
}

/**
 * Picks a record of another resource: typing searches its list on the server (the AutoComplete waits for typing to
 * settle), choosing a suggestion sets the id. A value from the address or the record shows its name.
 */
export function ReferenceInput({ inputId, source, value, onChange, invalid, placeholder, describedBy }: Props) {
  const { t } = useTranslation();
  // The search in progress: null until the person types.
  const [search, setSearch] = useState<{ q: string; round: number } | null>(null);
  const [suggestions, setSuggestions] = useState<ReferenceOption[]>([]);
  // What the box holds while the person types; null shows the chosen record.
  const [typed, setTyped] = useState<string | null>(null);
  const { options, loading } = source.useOptions(search?.q ?? '', search === null);
  const label = source.useLabel(value);

  // A fresh array per search round: the panel opens on every new answer, even one read from the cache.
  useEffect(() => {
    if (search !== null && !loading) setSuggestions([...options]);
  }, [search, options, loading]);

  const chosen: ReferenceOption | null = value === null ? null : { id: value, label: label ?? `#${value}` };

  return (
    <AutoComplete
      inputId={inputId}
      value={typed ?? chosen ?? ''}
      field="label"
      suggestions={suggestions}
      completeMethod={(e) => setSearch((s) => ({ q: e.query.trim(), round: (s?.round ?? 0) + 1 }))}
      onChange={(e) => {
        if (typeof e.value === 'string') {
          setTyped(e.value);
          if (e.value === '') onChange(null);
        } else {
          setTyped(null);
          onChange((e.value as ReferenceOption | null)?.id ?? null);
        }
      }}
      onBlur={() => setTyped(null)}
      itemTemplate={(option: ReferenceOption) => (
        <div className="rs-option">
          <span>{option.label}</span>
          {option.hint && <small className="muted">{option.hint}</small>}
        </div>
      )}
      showEmptyMessage
      emptyMessage={t('association.screen.reference.none')}
      placeholder={placeholder ?? t('association.screen.reference.placeholder')}
      invalid={invalid}
      aria-describedby={describedBy}
      inputClassName="w-full"
      className="rs-reference"
    />
  );
}
