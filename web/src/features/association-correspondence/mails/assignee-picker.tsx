import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMailAssigneesQuery, type ListMailAssigneesApiResponse } from '../../../api/enhanced/correspondence-mails';

export type Assignee = ListMailAssigneesApiResponse['data'][number];

interface Props {
  inputId: string;
  mailId: number;
  /** The board the disposition goes to: only its staff who can handle letters are offered. */
  divisionId: number;
  value: Assignee | null;
  onChange: (assignee: Assignee | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Finds who a letter can be dispositioned to among the board's staff, by name or email, on the server. */
export function AssigneePicker({ inputId, mailId, divisionId, value, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | Assignee>(value ?? '');
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const result = useListMailAssigneesQuery({ id: mailId, divisionId, q: search?.q || undefined, perPage: 20 }, { skip: search === null });
  // The panel opens when `suggestions` changes after a search: a fresh array once each search has settled.
  const [suggestions, setSuggestions] = useState<Assignee[]>([]);
  useEffect(() => {
    if (search && !result.isFetching) setSuggestions([...(result.data?.data ?? [])]);
  }, [result.data, result.isFetching, search]);
  useEffect(() => setText(value ?? ''), [value]);
  const nobody = search !== null && !result.isFetching && result.data?.total === 0 && !search.q;

  return (
    <>
      <AutoComplete
        inputId={inputId}
        value={text}
        suggestions={suggestions}
        completeMethod={(e) => setSearch((s) => ({ q: e.query.trim(), id: (s?.id ?? 0) + 1 }))}
        delay={250}
        field="fullName"
        dropdown
        forceSelection
        placeholder={t('associationCorrespondence.disposition.assigneeSearch')}
        emptyMessage={t('associationCorrespondence.disposition.assigneeNone')}
        showEmptyMessage
        itemTemplate={(a: Assignee) => (
          <span className="ac-option">
            <span>{a.fullName}</span>
            <small className="muted">{t(`auth.roles.${a.role}`, { defaultValue: a.role })}</small>
          </span>
        )}
        onChange={(e) => {
          setText(e.value as string | Assignee);
          if (typeof e.value !== 'object' || e.value === null) onChange(null);
        }}
        onSelect={(e) => onChange(e.value as Assignee)}
        invalid={invalid}
        aria-describedby={describedBy}
        className="ac-fill"
        inputClassName="ac-fill"
      />
      {nobody && (
        <small className="muted" role="status">
          {t('associationCorrespondence.disposition.assigneeNobody')}
        </small>
      )}
    </>
  );
}
