import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useGetPortalDuesQuery, type PortalDues } from '../../../api/enhanced/portal';
import { useFormat } from '../lib/format';
import { Section } from '../lib/section';
import { StatusTag } from '../lib/status-tag';

type Period = PortalDues['periods'][number];
type Payment = PortalDues['payments'][number];

/** What he owes (and since when), each year's dues, and every payment that went to them. */
export function DuesSection() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const dues = useGetPortalDuesQuery();
  const k = 'portal.dues';
  return (
    <Section title={t(`${k}.title`)} query={dues}>
      {(d) => (
        <>
          <div className="mp-figures">
            <div className={`mp-figure ${d.totals.owed > 0 ? 'mp-figure-alert' : ''}`}>
              <strong>{format.money(d.totals.owed)}</strong>
              <span>{t(`${k}.owed`)}</span>
            </div>
            <div className={`mp-figure ${d.totals.overdue > 0 ? 'mp-figure-alert' : ''}`}>
              <strong>{format.money(d.totals.overdue)}</strong>
              <span>{t(`${k}.overdue`)}</span>
            </div>
            <div className="mp-figure">
              <strong>{format.money(d.totals.collected)}</strong>
              <span>{t(`${k}.paid`)}</span>
            </div>
          </div>
          <h3>{t(`${k}.periods`)}</h3>
          <DataTable key={i18n.language} value={d.periods} dataKey="dueId" size="small" className="mp-table" emptyMessage={t(`${k}.noDues`)} pt={{ table: { 'aria-label': t(`${k}.periods`) } }}>
            <Column header={t(`${k}.period`)} field="period" />
            <Column header={t(`${k}.amount`)} body={(p: Period) => format.money(p.amount)} className="mp-nowrap" />
            <Column header={t(`${k}.outstanding`)} body={(p: Period) => format.money(p.outstanding)} className="mp-nowrap" />
            <Column header={t(`${k}.dueDate`)} body={(p: Period) => format.date(p.dueDate)} className="mp-nowrap" />
            <Column
              header={t(`${k}.status`)}
              body={(p: Period) => (
                <>
                  <StatusTag group="due" status={p.status} /> {p.overdue && <span className="small mp-figure-alert">{t(`${k}.late`)}</span>}
                </>
              )}
            />
          </DataTable>
          <h3>{t(`${k}.history`)}</h3>
          <DataTable key={i18n.language} value={d.payments} dataKey="paymentId" size="small" className="mp-table" emptyMessage={t(`${k}.noPayments`)} pt={{ table: { 'aria-label': t(`${k}.history`) } }}>
            <Column header={t(`${k}.paidAt`)} body={(p: Payment) => format.date(p.paidAt)} className="mp-nowrap" />
            <Column header={t(`${k}.forPeriods`)} body={(p: Payment) => p.periods.join(', ')} />
            <Column
              header={t(`${k}.method`)}
              body={(p: Payment) => `${t(`portal.enums.paymentMethod.${p.method}`)} · ${t(`portal.enums.paymentKind.${p.kind}`)}`}
            />
            <Column
              header={t(`${k}.amount`)}
              body={(p: Payment) =>
                p.reversed ? (
                  <span className="mp-reversed" title={t(`${k}.reversed`)}>
                    {format.money(p.amount)} <span className="visually-hidden">{t(`${k}.reversed`)}</span>
                  </span>
                ) : (
                  format.money(p.amount)
                )
              }
              className="mp-nowrap"
            />
          </DataTable>
        </>
      )}
    </Section>
  );
}
