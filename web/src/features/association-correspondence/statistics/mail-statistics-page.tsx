import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetMailStatisticsQuery } from '../../../api/enhanced/correspondence-mails';
import { PageLoading } from '../../../components/page-states';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import '../correspondence.css';
import { useFormat } from '../lib/format';
import { StatisticsCharts } from './statistics-charts';

const YEARS_SHOWN = 6;

/** Statistik Surat: one year's letters by month, status, category and sender, plus the workload pending now. */
export default function MailStatisticsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const { data, error, isFetching, refetch } = useGetMailStatisticsQuery({ year });
  const k = 'associationCorrespondence.statistics';
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i);

  const kpis = data && [
    { key: 'total', value: data.total, icon: 'pi pi-inbox', note: t(`${k}.inYear`, { year }) },
    { key: 'pending', value: data.pending, icon: 'pi pi-hourglass', note: t(`${k}.now`) },
    { key: 'overdue', value: data.overdue, icon: 'pi pi-clock', note: t(`${k}.now`), danger: data.overdue > 0 },
  ];

  return (
    <div className="ac-page">
      <PageHeader
        title={t(`${k}.title`)}
        subtitle={t(`${k}.subtitle`)}
        actions={
          <div className="field ac-inline-field">
            <label htmlFor="statistics-year">{t(`${k}.year`)}</label>
            <Dropdown
              inputId="statistics-year"
              value={year}
              options={years.map((y) => ({ value: y, label: String(y) }))}
              onChange={(e) => setParams(Number(e.value) === thisYear ? {} : { year: String(e.value) })}
            />
          </div>
        }
      />
      {error && !isFetching ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <div className="ac-kpis" aria-busy={isFetching}>
            {kpis!.map((kpi) => (
              <section key={kpi.key} className={`ac-kpi card-surface${kpi.danger ? ' ac-kpi-danger' : ''}`} aria-labelledby={`kpi-${kpi.key}`}>
                <i className={kpi.icon} aria-hidden />
                <div>
                  <h2 id={`kpi-${kpi.key}`}>{t(`${k}.${kpi.key}`)}</h2>
                  <p className="ac-kpi-value" data-testid={`kpi-${kpi.key}`}>{format.number(kpi.value)}</p>
                  <p className="muted small">{kpi.note}</p>
                </div>
              </section>
            ))}
          </div>
          <StatisticsCharts statistics={data} />
        </>
      )}
    </div>
  );
}
