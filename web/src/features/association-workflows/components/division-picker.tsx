import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetDivisionQuery,
  useListDivisionsQuery,
  type AssocDivision,
} from '../../../api/enhanced/workflows-members';
import { scopeOf, useAbility, type Access } from '../../auth/ability';
import { useSuggestions } from './use-suggestions';

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

/** The boards an account may work in for `access`, or undefined when it may work in every board. */
export function useDivisionScope(access: Access | undefined): number[] | undefined {
  const ability = useAbility();
  const key = access ? scopeOf(ability, access.action, access.subject)?.join() : undefined;
  // One array while the ids stay the same (the rules are rebuilt with the ability).
  return useMemo(() => (key === undefined ? undefined : key === '' ? [] : key.split(',').map(Number)), [key]);
}

/** Finds a board by name, code or city on the server (there are hundreds of branches) and keeps its id. */
export function DivisionPicker({ inputId, value, onChange, level, invalid, describedBy, within }: DivisionPickerProps) {
  const { t } = useTranslation();
  const selected = useGetDivisionQuery({ id: value ?? 0 }, { skip: value === undefined });
  const [text, setText] = useState<string | AssocDivision>('');
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const scope = useDivisionScope(within);
  // A board's subtree starts with the board itself (the lowest id: it was created before the boards below it): the
  // board is read by its id, the boards below it (a province's branches) are asked for by parent.
  const board = scope && scope.length > 0 ? Math.min(...scope) : undefined;
  const own = useGetDivisionQuery({ id: board ?? 0 }, { skip: search === null || board === undefined });
  const listed = useListDivisionsQuery(
    { q: search?.q || undefined, level, parentId: board, perPage: scope ? 100 : 20, sort: 'name:asc' },
    { skip: search === null || scope?.length === 0 || scope?.length === 1 },
  );
  const options = useMemo(() => {
    const needle = (search?.q ?? '').toLowerCase();
    const mine = own.data && (!needle || `${own.data.name} ${own.data.code} ${own.data.city ?? ''}`.toLowerCase().includes(needle)) ? [own.data] : [];
    const below = scope?.length === 1 ? [] : (listed.data?.data ?? []);
    const data = [...mine, ...below]
      .filter((d) => scope === undefined || scope.includes(d.id))
      .filter((d) => level === undefined || d.level === level);
    return { data: { data }, isFetching: own.isFetching || listed.isFetching };
  }, [own.data, own.isFetching, listed.data, listed.isFetching, board, scope, level, search?.q]);
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
