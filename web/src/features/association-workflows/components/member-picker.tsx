import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMemberQuery, useListMembersQuery, type AssocMember } from '../../../api/enhanced/workflows-members';
import { usePickedText, useSuggestions } from './use-suggestions';

/** Finds a member by name, NPA or email on the server and keeps the member's id. */
export function MemberPicker({
  inputId,
  value,
  onChange,
}: {
  inputId: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const selected = useGetMemberQuery({ id: value ?? 0 }, { skip: value === undefined });
  const { text, setText, settle } = usePickedText(value, selected.data);
  const [search, setSearch] = useState<{ q: string; id: number } | null>(null);
  const options = useListMembersQuery({ q: search?.q, perPage: 20 }, { skip: !search || search.q.length < 2 });
  const suggestions = useSuggestions(options.data?.data, options.isFetching, search?.id ?? 0);

  return (
    <AutoComplete
      inputId={inputId}
      value={text}
      suggestions={suggestions}
      completeMethod={(e) => setSearch((s) => ({ q: e.query.trim(), id: (s?.id ?? 0) + 1 }))}
      delay={250}
      field="fullName"
      placeholder={t('associationWorkflows.pickers.member')}
      itemTemplate={(m: AssocMember) => (
        <span className="aw-option">
          <span>{m.fullName}</span>
          <small className="muted">
            {m.npa ?? '—'} · {m.divisionName}
          </small>
        </span>
      )}
      onChange={(e) => setText(e.value as string | AssocMember)}
      onBlur={settle}
      onSelect={(e) => onChange((e.value as AssocMember).id)}
      inputClassName="w-full"
      className="aw-picker"
    />
  );
}
