import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListSkpEntriesQuery,
  type AssocSkpEntry,
  type GetMemberLicencesApiResponse,
} from '../../../api/enhanced/workflows-licences';
import { usePaginatorTemplate } from '../../../components/paginator-template';
import { useFormat } from '../lib/format';
import { tableEmpty } from '../../../components/table-empty';

type Skp = GetMemberLicencesApiResponse['skp'];
const DOMAINS = ['learning', 'service', 'community'] as const;

function Meter({ label, value, target, tone }: { label: string; value: number; target: number; tone: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = target > 0 ? Math.min(100, (value / target) * 100) : 100;
  const text = t('associationWorkflows.licences.skp.ofTarget', {
    value: format.number(value),
    target: format.number(target),
  });
  return (
    <div className="aw-meter">
      <div className="aw-meter-text">
        <span>{label}</span>
        <strong>{text}</strong>
      </div>
      <div
        className="aw-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
      >
        <span className={`aw-bar-fill aw-bg-${tone}`} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The SKP position in the SIP period (100 credits with domain minimums), the shortfall now and projected, and the ledger. */
export function SkpLedger({ memberId, skp }: { memberId: number; skp: Skp }) {
  const { t } = useTranslation();
  const format = useFormat();
  const paginator = usePaginatorTemplate();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(5);
  const entries = useListSkpEntriesQuery({
    memberId,
    earnedFrom: skp.period.from,
    earnedTo: skp.period.to,
    sort: 'earnedAt:desc',
    page,
    perPage: rows,
  });
  const projected = skp.projectedShortfall;
  const domain = (d: string) => t(`associationWorkflows.licences.skp.domains.${d}`);
  const short = (s: Skp['shortfall']) =>
    [
      s.total > 0 ? t('associationWorkflows.licences.skp.totalShort', { credits: format.number(s.total) }) : null,
      ...DOMAINS.filter((d) => s[d] > 0).map((d) => `${domain(d)}: ${format.number(s[d])}`),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section aria-label={t('associationWorkflows.licences.skp.title')}>
      <h3 className="aw-subtitle">{t('associationWorkflows.licences.skp.title')}</h3>
      <p className="muted small">
        {t(
          skp.period.sipId
            ? 'associationWorkflows.licences.skp.periodSip'
            : 'associationWorkflows.licences.skp.periodNoSip',
          { from: format.date(skp.period.from), to: format.date(skp.period.to) },
        )}
      </p>
      <div className="aw-meters">
        <Meter
          label={t('associationWorkflows.licences.skp.total')}
          value={skp.total}
          target={skp.required}
          tone={skp.total >= skp.required ? 'success' : 'brand'}
        />
        {DOMAINS.map((d) => (
          <Meter
            key={d}
            label={domain(d)}
            value={skp.byDomain[d]}
            target={skp.minimums[d]}
            tone={skp.byDomain[d] >= skp.minimums[d] ? 'success' : 'warning'}
          />
        ))}
        <p className="small muted">
          {t('associationWorkflows.licences.skp.free', { credits: format.number(skp.byDomain.free) })}
        </p>
      </div>
      <div className={`aw-callout ${projected.total > 0 ? 'aw-callout-warning' : 'aw-callout-success'}`} role="status">
        <i className={projected.total > 0 ? 'pi pi-exclamation-triangle' : 'pi pi-check-circle'} aria-hidden />
        <div>
          <p>
            {skp.shortfall.total > 0
              ? t('associationWorkflows.licences.skp.shortNow', { detail: short(skp.shortfall) })
              : t('associationWorkflows.licences.skp.metNow')}
          </p>
          <p>
            {projected.total > 0
              ? t('associationWorkflows.licences.skp.shortProjected', {
                  date: format.date(skp.period.to),
                  detail: short(projected),
                })
              : t('associationWorkflows.licences.skp.onTrack', { date: format.date(skp.period.to) })}
          </p>
        </div>
      </div>
      <DataTable
        value={entries.data?.data ?? []}
        loading={entries.isFetching}
        dataKey="id"
        lazy
        paginator={(entries.data?.total ?? 0) > 5}
        paginatorTemplate={paginator}
        rows={rows}
        rowsPerPageOptions={[5, 10, 25]}
        first={(page - 1) * rows}
        totalRecords={entries.data?.total ?? 0}
        onPage={(e) => {
          setPage((e.page ?? 0) + 1);
          setRows(e.rows);
        }}
        size="small"
        className="aw-table"
        emptyMessage={tableEmpty(entries.isFetching, t('associationWorkflows.licences.skp.none'))}
        pt={{ table: { 'aria-label': t('associationWorkflows.licences.skp.ledger') } }}
      >
        <Column
          header={t('associationWorkflows.licences.skp.earnedAt')}
          body={(e: AssocSkpEntry) => format.date(e.earnedAt)}
          className="aw-nowrap"
        />
        <Column header={t('associationWorkflows.licences.skp.activity')} field="activity" />
        <Column header={t('associationWorkflows.licences.skp.domain')} body={(e: AssocSkpEntry) => domain(e.domain)} />
        <Column
          header={t('associationWorkflows.licences.skp.credits')}
          body={(e: AssocSkpEntry) => format.number(e.credits)}
          className="aw-num"
        />
        <Column header={t('associationWorkflows.licences.skp.source')} field="source" />
      </DataTable>
    </section>
  );
}
