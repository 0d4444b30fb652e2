import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDuesQuery, type AssocDue } from '../../../api/enhanced/workflows-contributions';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { LoadError } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { DueRowActions } from '../dues-actions/due-row-actions';
import { useAbility } from '../../auth/ability';
import { useFormat } from '../lib/format';
import { tableEmpty } from '../../../components/table-empty';

export interface ChosenDue {
  dueId: number;
  memberId: number;
  memberName: string;
  divisionName: string;
  outstanding: number;
}

const isOpen = (due: AssocDue) => due.outstanding > 0 && (due.status === 'unpaid' || due.status === 'partial');

interface Props {
  divisionId: number;
  period: string;
  chosen: Map<number, ChosenDue>;
  onChange: (next: Map<number, ChosenDue>) => void;
  /** The fixed amount per member, when one is set: members who owe less are flagged. */
  amountPerMember: number | null;
}

/** The branch's dues of the period; open ones can be chosen, across pages, for the collective payment. */
export function CollectiveDuesTable({ divisionId, period, chosen, onChange, amountPerMember }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const paginator = usePaginatorTemplate();
  // Dues are chosen by accounts that record payments; a due's own actions (pay, waive) are for those that record or
  // change dues. A read-only account gets neither check boxes nor an empty actions column.
  const ability = useAbility();
  const selectable = ability.can('create', 'Contribution');
  const acts = selectable || ability.can('update', 'Contribution');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const dues = useListDuesQuery({ divisionId, period, sort: 'memberName:asc', page, perPage });
  const rows = dues.data?.data ?? [];

  if (dues.isError) return <LoadError error={dues.error} onRetry={() => void dues.refetch()} />;
  return (
    <DataTable
      value={rows}
      loading={dues.isFetching}
      dataKey="id"
      lazy
      paginator={(dues.data?.total ?? 0) > 25}
      paginatorTemplate={paginator}
      rows={perPage}
      rowsPerPageOptions={[25, 50, 100]}
      first={(page - 1) * perPage}
      totalRecords={dues.data?.total ?? 0}
      onPage={(e) => {
        setPage((e.page ?? 0) + 1);
        setPerPage(e.rows);
      }}
      // A read-only account gets no check box column, and no row can be chosen.
      selectionMode="checkbox"
      selection={rows.filter((d) => chosen.has(d.memberId))}
      isDataSelectable={(e) => selectable && isOpen(e.data as AssocDue)}
      onSelectionChange={(e) => {
        const picked = new Set((e.value as AssocDue[]).map((d) => d.id));
        const next = new Map(chosen);
        for (const due of rows) {
          if (picked.has(due.id) && isOpen(due))
            next.set(due.memberId, {
              dueId: due.id,
              memberId: due.memberId,
              memberName: due.memberName,
              divisionName: due.divisionName,
              outstanding: due.outstanding,
            });
          else next.delete(due.memberId);
        }
        onChange(next);
      }}
      emptyMessage={tableEmpty(dues.isFetching, t('associationWorkflows.contributions.collective.noDues', { period }))}
      pt={{ table: { 'aria-label': t('associationWorkflows.contributions.collective.dues') } }}
      className="aw-table"
      size="small"
      scrollable
      scrollHeight="28rem"
    >
      {selectable && <Column selectionMode="multiple" headerStyle={{ inlineSize: '3rem' }} />}
      <Column header={t('associationWorkflows.fields.member')} field="memberName" />
      <Column header={t('associationWorkflows.fields.npa')} body={(d: AssocDue) => d.npa ?? '—'} />
      <Column
        header={t('associationWorkflows.dues.amount')}
        body={(d: AssocDue) => format.money(d.amount)}
        className="aw-num"
      />
      <Column
        header={t('associationWorkflows.dues.outstanding')}
        className="aw-num"
        body={(d: AssocDue) => (
          <span
            className={
              amountPerMember !== null && isOpen(d) && chosen.has(d.memberId) && d.outstanding < amountPerMember
                ? 'aw-text-danger'
                : undefined
            }
          >
            {format.money(d.outstanding)}
          </span>
        )}
      />
      <Column
        header={t('associationWorkflows.fields.status')}
        body={(d: AssocDue) => <StatusTag group="due" status={d.status} />}
      />
      {acts && <Column header={t('associationWorkflows.duesActions.actions')} body={(d: AssocDue) => <DueRowActions due={d} />} />}
    </DataTable>
  );
}
