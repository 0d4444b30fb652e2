import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { ReturnLink } from '../../../components/return-link';
import type { AssocMail } from '../../../api/enhanced/correspondence-mails';
import { paths } from '../../../app/paths';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { MailStatusTag, OverdueTag, PriorityTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { PER_PAGE_OPTIONS, sortOf, sortProps } from '../lib/use-list-state';
import { MAIL_DEFAULT_SORT } from './options';



interface Props {
  rows: AssocMail[];
  total: number;
  page: number;
  perPage: number;
  sort: string;
  loading: boolean;
  emptyMessage: string;
  onPage: (page: number, perPage: number) => void;
  onSort: (sort: string) => void;
}

/** One server page of the register; paging and sorting are the server's. */
export function MailsTable({ rows, total, page, perPage, sort, loading, emptyMessage, onPage, onSort }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const paginatorTemplate = usePaginatorTemplate();
  const c = (key: string) => t(`associationCorrespondence.mails.columns.${key}`);

  return (
    <DataTable
      value={rows}
      dataKey="id"
      lazy
      loading={loading}
      paginator
      first={(page - 1) * perPage}
      rows={perPage}
      totalRecords={total}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
      paginatorTemplate={paginatorTemplate}
      onPage={(e: DataTableStateEvent) => onPage((e.page ?? 0) + 1, e.rows)}
      {...sortProps(sort)}
      onSort={(e: DataTableStateEvent) => onSort(sortOf(e.sortField, e.sortOrder, MAIL_DEFAULT_SORT))}
      removableSort={false}
      emptyMessage={emptyMessage}
      rowClassName={(m: AssocMail) => (m.overdue ? 'ac-row-overdue' : '')}
      className="ac-table"
      scrollable
      pt={{ table: { 'aria-label': t('associationCorrespondence.mails.tableLabel') } }}
    >
      <Column
        field="agendaNumber"
        header={c('agendaNumber')}
        sortable
        body={(m: AssocMail) => (
          <ReturnLink to={paths.associationMail(m.id)} className="ac-link">
            {m.agendaNumber}
          </ReturnLink>
        )}
      />
      <Column field="receivedDate" header={c('receivedDate')} sortable body={(m: AssocMail) => <span className="ac-nowrap">{format.date(m.receivedDate)}</span>} />
      <Column field="sender" header={c('sender')} sortable body={(m: AssocMail) => <span className="ac-clamp ac-sender">{m.sender}</span>} />
      <Column
        header={c('subject')}
        body={(m: AssocMail) => (
          <div className="ac-subject">
            <span className="ac-clamp">{m.subject}</span>
            <small className="muted">{t(`associationCorrespondence.mailCategory.${m.category}`)}</small>
          </div>
        )}
      />
      <Column header={c('priority')} body={(m: AssocMail) => <PriorityTag priority={m.priority} />} />
      <Column
        field="status"
        header={c('status')}
        sortable
        body={(m: AssocMail) => (
          <span className="ac-tags">
            <MailStatusTag status={m.status} />
            {m.overdue && <OverdueTag />}
          </span>
        )}
      />
      <Column
        field="dueDate"
        header={c('dueDate')}
        sortable
        body={(m: AssocMail) => (
          <div className="ac-subject ac-due">
            <span className={m.overdue ? 'ac-nowrap ac-overdue-text' : 'ac-nowrap'}>{format.date(m.dueDate)}</span>
            {m.assignee && (
              <small className="muted">
                <span className="visually-hidden">{c('assignee')}: </span>
                {m.assignee}
              </small>
            )}
          </div>
        )}
      />
    </DataTable>
  );
}

