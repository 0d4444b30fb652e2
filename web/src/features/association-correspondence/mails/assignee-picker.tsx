import { useTranslation } from 'react-i18next';
import {
  useListMailAssigneesQuery,
  type ListMailAssigneesApiResponse,
} from '../../../api/enhanced/correspondence-mails';
import { ServerSearch } from '../components/server-search';

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
  return (
    <ServerSearch<Assignee>
      inputId={inputId}
      value={value}
      onChange={onChange}
      useResults={(q, skip) => useListMailAssigneesQuery({ id: mailId, divisionId, q, perPage: 20 }, { skip })}
      field="fullName"
      forceSelection
      placeholder={t('associationCorrespondence.disposition.assigneeSearch')}
      emptyMessage={t('associationCorrespondence.disposition.assigneeNone')}
      item={(a) => (
        <span className="ac-option">
          <span>{a.fullName}</span>
          <small className="muted">{t(`auth.roles.${a.role}`, { defaultValue: a.role })}</small>
        </span>
      )}
      invalid={invalid}
      describedBy={describedBy}
    >
      {({ nothingAtAll }) =>
        nothingAtAll && (
          <small className="muted" role="status">
            {t('associationCorrespondence.disposition.assigneeNobody')}
          </small>
        )
      }
    </ServerSearch>
  );
}
