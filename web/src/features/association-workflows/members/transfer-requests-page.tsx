import { subject } from '@casl/ability';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAcceptMemberTransferMutation,
  useCancelMemberTransferMutation,
  useDeclineMemberTransferMutation,
  useListMemberTransfersQuery,
  type AssocMemberTransfer,
  type ListMemberTransfersApiArg,
} from '../../../api/enhanced/workflows-members';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { FilterDropdown } from '../components/filter-dropdown';
import { PageHeader } from '../components/page-header';
import { LoadError } from '../components/query-card';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { useUrlState } from '../lib/url-state';
import '../association-workflows.css';
import { tableEmpty } from '../../../components/table-empty';

const STATUSES = ['requested', 'completed', 'declined', 'cancelled'] as const;

/**
 * Branch transfers between boards: the requests waiting for this board (to accept or decline) and those it sent (to
 * withdraw). Which side the board is on follows from its rules' division condition, as the server decides it.
 */
export default function TransferRequestsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const paginator = usePaginatorTemplate();
  const ability = useAbility();
  const notifier = useNotifier();
  const [state, update] = useUrlState({ status: 'requested', page: '1', perPage: '10' });
  const perPage = Number(state.perPage) || 10;
  const arg: ListMemberTransfersApiArg = {
    status: (state.status === 'any' ? undefined : state.status) as ListMemberTransfersApiArg['status'],
    sort: 'at:desc',
    page: Number(state.page) || 1,
    perPage,
  };
  const list = useListMemberTransfersQuery(arg);
  const [accept] = useAcceptMemberTransferMutation();
  const [decline] = useDeclineMemberTransferMutation();
  const [cancel] = useCancelMemberTransferMutation();
  const [asking, setAsking] = useState<{ kind: 'decline' | 'cancel'; transfer: AssocMemberTransfer } | null>(null);

  const receives = (row: AssocMemberTransfer) => ability.can('update', subject('Member', { divisionId: row.toDivisionId }));
  const sends = (row: AssocMemberTransfer) => ability.can('update', subject('Member', { divisionId: row.fromDivisionId }));

  const actions = (row: AssocMemberTransfer) => {
    if (row.status !== 'requested') return null;
    return (
      <span className="aw-row-actions">
        {receives(row) && (
          <>
            <Button
              type="button"
              size="small"
              label={t('associationWorkflows.transfers.accept')}
              aria-label={`${t('associationWorkflows.transfers.accept')} ${row.memberName}`}
              onClick={async () => {
                try {
                  await accept({ id: row.id }).unwrap();
                  notifier.success(t('associationWorkflows.transfers.accepted', { name: row.memberName, branch: row.toDivisionName }));
                } catch (err) {
                  notifier.apiError(err);
                }
              }}
            />
            <Button
              type="button"
              size="small"
              outlined
              severity="danger"
              label={t('associationWorkflows.transfers.decline')}
              aria-label={`${t('associationWorkflows.transfers.decline')} ${row.memberName}`}
              onClick={() => setAsking({ kind: 'decline', transfer: row })}
            />
          </>
        )}
        {sends(row) && !receives(row) && (
          <Button
            type="button"
            size="small"
            outlined
            label={t('associationWorkflows.transfers.cancel')}
            aria-label={`${t('associationWorkflows.transfers.cancel')} ${row.memberName}`}
            onClick={() => setAsking({ kind: 'cancel', transfer: row })}
          />
        )}
      </span>
    );
  };

  return (
    <div className="aw-page">
      <PageHeader title={t('associationWorkflows.transfers.title')} subtitle={t('associationWorkflows.transfers.subtitle')} />
      <section className="aw-card" aria-label={t('associationWorkflows.transfers.title')}>
        <div className="aw-filters">
          <span className="field">
            <label htmlFor="tr-status">{t('associationWorkflows.fields.status')}</label>
            <FilterDropdown
              inputId="tr-status"
              value={state.status === 'any' ? '' : state.status}
              allLabel={t('associationWorkflows.filters.all')}
              options={STATUSES.map((s) => ({ label: t(`associationWorkflows.status.transfer.${s}`), value: s }))}
              onChange={(value) => update({ status: value || 'any', page: '1' })}
            />
          </span>
        </div>
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            value={list.data?.data ?? []}
            loading={list.isFetching}
            dataKey="id"
            lazy
            paginator
            paginatorTemplate={paginator}
            rows={perPage}
            rowsPerPageOptions={[10, 25, 50]}
            first={((list.data?.page ?? 1) - 1) * perPage}
            totalRecords={list.data?.total ?? 0}
            onPage={(e) => update({ page: String((e.page ?? 0) + 1), perPage: String(e.rows) })}
            emptyMessage={tableEmpty(list.isFetching, t('associationWorkflows.transfers.empty'))}
            pt={{ table: { 'aria-label': t('associationWorkflows.transfers.title') } }}
            className="aw-table"
            size="small"
          >
            <Column header={t('associationWorkflows.fields.member')} field="memberName" />
            <Column header={t('associationWorkflows.transfers.from')} field="fromDivisionName" />
            <Column header={t('associationWorkflows.transfers.to')} field="toDivisionName" />
            <Column header={t('associationWorkflows.transfers.reason')} field="reason" />
            <Column
              header={t('associationWorkflows.transfers.at')}
              body={(row: AssocMemberTransfer) => format.date(row.at)}
              className="aw-nowrap"
            />
            <Column
              header={t('associationWorkflows.fields.status')}
              body={(row: AssocMemberTransfer) => <StatusTag group="transfer" status={row.status} />}
            />
            <Column header={t('associationWorkflows.transfers.actions')} body={actions} />
          </DataTable>
        )}
      </section>
      <ReasonDialog
        open={asking !== null}
        title={
          asking?.kind === 'decline'
            ? t('associationWorkflows.transfers.declineTitle', { name: asking.transfer.memberName })
            : t('associationWorkflows.transfers.cancelTitle', { name: asking?.transfer.memberName ?? '' })
        }
        confirmLabel={asking?.kind === 'decline' ? t('associationWorkflows.transfers.decline') : t('associationWorkflows.transfers.cancel')}
        severity="danger"
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          const run = asking.kind === 'decline' ? decline : cancel;
          await run({ id: asking.transfer.id, body: { reason } }).unwrap();
          notifier.success(
            t(asking.kind === 'decline' ? 'associationWorkflows.transfers.declined' : 'associationWorkflows.transfers.cancelled', {
              name: asking.transfer.memberName,
            }),
          );
        }}
      />
    </div>
  );
}
