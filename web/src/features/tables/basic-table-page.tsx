import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useGetDataTableInitialDataQuery } from '../../api/enhanced/tables';
import { PageLoading } from '../../components/page-states';
import { useCellTemplates } from './cells';
import { TableError } from './table-error';
import './tables.css';

const PAGE_SIZE = 10;

/** All 100 demo rows fetched once; paging happens in the browser. */
export default function BasicTablePage() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetDataTableInitialDataQuery();
  const cells = useCellTemplates();
  const title = t('tables.basic.title');

  return (
    <div className="tables-page">
      <header className="tables-header">
        <h1>{title}</h1>
        <p className="muted">{t('tables.basic.subtitle')}</p>
      </header>
      <section className="tables-card" aria-label={title}>
        {isLoading ? (
          <PageLoading />
        ) : isError || !data ? (
          <TableError onRetry={() => void refetch()} />
        ) : (
          <DataTable
            value={data}
            dataKey="id"
            paginator
            rows={PAGE_SIZE}
            stripedRows
            size="small"
            emptyMessage={t('tables.states.empty')}
            pt={{ table: { 'aria-label': title } }}
          >
            <Column field="full_name" header={t('tables.columns.name')} body={cells.name} />
            <Column field="email" header={t('tables.columns.email')} />
            <Column field="post" header={t('tables.columns.post')} className="tables-wrap" />
            <Column field="city" header={t('tables.columns.city')} className="tables-wrap" />
            <Column field="start_date" header={t('tables.columns.startDate')} body={cells.startDate} />
            <Column field="salary" header={t('tables.columns.salary')} body={cells.salary} />
            <Column field="age" header={t('tables.columns.age')} />
            <Column field="experience" header={t('tables.columns.experience')} body={cells.experience} />
            <Column field="status" header={t('tables.columns.status')} body={cells.status} />
          </DataTable>
        )}
      </section>
    </div>
  );
}
