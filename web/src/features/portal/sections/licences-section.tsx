import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useGetPortalLicencesQuery, type PortalLicences } from '../../../api/enhanced/portal';
import { useFormat } from '../lib/format';
import { Section } from '../lib/section';
import { StatusTag } from '../lib/status-tag';

type Skp = PortalLicences['skp'];
type Str = PortalLicences['str'][number];
type Sip = PortalLicences['sip'][number];
type Entry = PortalLicences['skpEntries'][number];

const DOMAINS = ['learning', 'service', 'community'] as const;

/** Credits in the current five-year period against the requirement, with what is still missing per domain. */
function SkpPosition({ skp }: { skp: Skp }) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = 'portal.licences.skp';
  const percent = Math.min(100, (skp.total / skp.required) * 100);
  return (
    <div className="mp-skp">
      <p className="muted small">{t(`${k}.period`, { from: format.date(skp.period.from), to: format.date(skp.period.to) })}</p>
      <div className="mp-figures">
        <div className="mp-figure">
          <strong>{t(`${k}.earned`, { total: format.number(skp.total), required: format.number(skp.required) })}</strong>
          <span>{t(`${k}.earnedLabel`)}</span>
        </div>
        <div className={`mp-figure ${skp.shortfall.total > 0 ? 'mp-figure-alert' : ''}`}>
          <strong>{format.number(skp.shortfall.total)}</strong>
          <span>{t(`${k}.shortfall`)}</span>
        </div>
      </div>
      <div
        className="mp-bar"
        role="progressbar"
        aria-label={t(`${k}.earnedLabel`)}
        aria-valuemin={0}
        aria-valuemax={skp.required}
        aria-valuenow={skp.total}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className="mp-domains">
        {DOMAINS.map((domain) => (
          <div key={domain}>
            <strong>{t(`portal.enums.skpDomain.${domain}`)}</strong>
            <span>{t(`${k}.domain`, { earned: format.number(skp.byDomain[domain]), minimum: format.number(skp.minimums[domain]) })}</span>
            {skp.shortfall[domain] > 0 && <span className="mp-figure-alert">{t(`${k}.domainShort`, { missing: format.number(skp.shortfall[domain]) })}</span>}
          </div>
        ))}
      </div>
      {skp.projectedShortfall.total > 0 && <p className="small">{t(`${k}.projected`, { missing: format.number(skp.projectedShortfall.total), to: format.date(skp.period.to) })}</p>}
    </div>
  );
}

/** His STRs, SIPs and SKP: the registration, the permits to practise, and the credits that renew them. */
export function LicencesSection() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const licences = useGetPortalLicencesQuery();
  const k = 'portal.licences';
  return (
    <Section title={t(`${k}.title`)} query={licences}>
      {(l) => (
        <>
          <h3>{t(`${k}.skp.title`)}</h3>
          <SkpPosition skp={l.skp} />
          <h3>{t(`${k}.str`)}</h3>
          <DataTable key={i18n.language} value={l.str} dataKey="id" size="small" className="mp-table" emptyMessage={t(`${k}.noStr`)} pt={{ table: { 'aria-label': t(`${k}.str`) } }}>
            <Column header={t(`${k}.number`)} field="number" />
            <Column header={t(`${k}.kind`)} body={(s: Str) => t(`portal.enums.strKind.${s.kind}`)} />
            <Column header={t(`${k}.validUntil`)} body={(s: Str) => (s.expiresAt ? format.date(s.expiresAt) : t(`${k}.forLife`))} className="mp-nowrap" />
            <Column header={t(`${k}.status`)} body={(s: Str) => <StatusTag group="licence" status={s.status} />} />
          </DataTable>
          <h3>{t(`${k}.sip`)}</h3>
          <DataTable key={i18n.language} value={l.sip} dataKey="id" size="small" className="mp-table" emptyMessage={t(`${k}.noSip`)} pt={{ table: { 'aria-label': t(`${k}.sip`) } }}>
            <Column header={t(`${k}.number`)} field="number" />
            <Column header={t(`${k}.place`)} body={(s: Sip) => `${s.practicePlace}, ${s.city}`} />
            <Column header={t(`${k}.validUntil`)} body={(s: Sip) => format.date(s.expiresAt)} className="mp-nowrap" />
            <Column header={t(`${k}.status`)} body={(s: Sip) => <StatusTag group="licence" status={s.status} />} />
          </DataTable>
          <h3>{t(`${k}.skp.ledger`)}</h3>
          <DataTable
            key={i18n.language}
            value={l.skpEntries}
            dataKey="id"
            size="small"
            className="mp-table"
            paginator={l.skpEntries.length > 8}
            rows={8}
            emptyMessage={t(`${k}.skp.none`)}
            pt={{ table: { 'aria-label': t(`${k}.skp.ledger`) } }}
          >
            <Column header={t(`${k}.skp.earnedAt`)} body={(e: Entry) => format.date(e.earnedAt)} className="mp-nowrap" />
            <Column header={t(`${k}.skp.activity`)} body={(e: Entry) => `${e.activity} (${e.source})`} />
            <Column header={t(`${k}.skp.domainLabel`)} body={(e: Entry) => t(`portal.enums.skpDomain.${e.domain}`)} />
            <Column
              header={t(`${k}.skp.credits`)}
              body={(e: Entry) => (e.inPeriod ? format.number(e.credits) : <span className="muted" title={t(`${k}.skp.outside`)}>{format.number(e.credits)}*</span>)}
            />
          </DataTable>
          {l.skpEntries.some((e) => !e.inPeriod) && <p className="muted small">* {t(`${k}.skp.outside`)}</p>}
        </>
      )}
    </Section>
  );
}
