import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDivisionQuery, type AssocDivision } from '../../../api/enhanced/workflows-members';
import type { Access } from '../../auth/ability';
import { useDivisionScope, useScopedDivisions } from '../../auth/scoped-divisions';
import { usePickedText, useSuggestions } from './use-suggestions';

interface DivisionPickerProps {
  inputId: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** Only boards of this level (a branch for payments and transfers). */
  level?: AssocDivision['level'];
  invalid?: boolean;
  describedBy?: string;
  /**
   * Only the boards where the account may do this (its rules' subtree: a branch board its own branch, a provincial
   * board its province's boards); every board when absent or for national staff. Offering others would only lead to an
   * empty list or a refusal.
   */
  within?: Access;
}

/** Finds a board by name, code or city on the server (there are hundreds of branches) and keeps its id. */
export function DivisionPicker({ inputId, value, onChange, level, invalid, describedBy, within }: DivisionPickerProps) {
  const { t } = useTranslation();
  const selected = useGetDivisionQuery({ id: value ?? 0 }, { skip: value === undefined });
  const { text, setText, settle } = usePickedText(value, selected.data);
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const scope = useDivisionScope(within);
  const options = useScopedDivisions({ q: search?.q ?? '', level, scope, skip: search === null });
  const suggestions = useSuggestions(options.data, options.isFetching, search?.id ?? 0);

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
      onBlur={settle}
      onSelect={(e) => onChange((e.value as AssocDivision).id)}
      invalid={invalid}
      aria-describedby={describedBy}
      inputClassName="w-full"
      className="aw-picker"
    />
  );
}
