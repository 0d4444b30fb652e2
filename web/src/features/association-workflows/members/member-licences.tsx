import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import {
  useConvertStrToLifetimeMutation,
  useGetMemberLicencesQuery,
  type AssocSipPermit,
  type AssocStrRecord,
} from '../../../api/enhanced/workflows-licences';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { QueryCard } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { SkpLedger } from './skp-ledger';

const DAY = 86_400_000;

/** How far a SIP is into its five years, as a bar with the days left. */
function SipWindow({ sip }: { sip: AssocSipPermit }) {
  const { t } = useTranslation();
  const start = Date.parse(sip.issuedAt);
  const end = Date.parse(sip.expiresAt);
  const now = Date.now();
  const percent = Math.max(0, Math.min(100, ((now - start) / (end - start)) * 100));
  const daysLeft = Math.ceil((end - now) / DAY);
  const label =
    daysLeft > 0
      ? t('associationWorkflows.licences.sip.daysLeft', { days: daysLeft })
      : t('associationWorkflows.licences.sip.ended');
  return (
    <div className="aw-window">
      <div
        className="aw-bar"
        role="progressbar"
        aria-label={t('associationWorkflows.licences.sip.window')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={label}
      >
        <span
          className={`aw-bar-fill aw-bg-${sip.status === 'active' ? 'success' : sip.status === 'expiring' ? 'warning' : 'danger'}`}
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
      <small className="muted">{label}</small>
    </div>
  );
}

/** The member's credentials: STRs (legacy ones can be converted to lifetime), SIPs with their 5-year windows, and SKP. */
export function MemberLicences({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const ability = useAbility();
  const licences = useGetMemberLicencesQuery({ id: memberId });
  const [convert, converting] = useConvertStrToLifetimeMutation();
  const canConvert = ability.can('update', 'Licence');

  async function toLifetime(str: AssocStrRecord) {
    try {
      const lifetime = await convert({ id: str.id }).unwrap();
      notifier.success(
        t('associationWorkflows.licences.str.converted', { number: str.number, lifetime: lifetime.number }),
      );
    } catch (error) {
      notifier.apiError(error);
    }
  }

  return (
    <QueryCard title={t('associationWorkflows.licences.title')} query={licences}>
      {(data) => {
        // A member holds at most one lifetime STR: once there is one, no legacy STR can be converted.
        const convertible = (s: AssocStrRecord) =>
          canConvert && s.kind === 'legacy' && s.status !== 'converted' && s.status !== 'replaced' && !data.str.some((x) => x.kind === 'lifetime');
        return (
          <div className="aw-stack">
            <section aria-label={t('associationWorkflows.licences.str.title')}>
              <h3 className="aw-subtitle">{t('associationWorkflows.licences.str.title')}</h3>
              <DataTable
                value={data.str}
                dataKey="id"
                size="small"
                className="aw-table"
                emptyMessage={t('associationWorkflows.licences.str.none')}
                pt={{ table: { 'aria-label': t('associationWorkflows.licences.str.title') } }}
              >
                <Column header={t('associationWorkflows.licences.number')} field="number" />
                <Column
                  header={t('associationWorkflows.licences.kind')}
                  body={(s: AssocStrRecord) => t(`associationWorkflows.licences.str.kinds.${s.kind}`)}
                />
                <Column
                  header={t('associationWorkflows.licences.issuedAt')}
                  body={(s: AssocStrRecord) => format.date(s.issuedAt)}
                  className="aw-nowrap"
                />
                <Column
                  header={t('associationWorkflows.licences.expiresAt')}
                  body={(s: AssocStrRecord) =>
                    s.expiresAt ? format.date(s.expiresAt) : t('associationWorkflows.licences.str.forLife')
                  }
                />
                <Column
                  header={t('associationWorkflows.fields.status')}
                  body={(s: AssocStrRecord) => <StatusTag group="licence" status={s.status} />}
                />
                {data.str.some(convertible) && (
                  <Column
                    header={<span className="visually-hidden">{t('associationWorkflows.fields.actions')}</span>}
                    body={(s: AssocStrRecord) =>
                      convertible(s) ? (
                        <Button
                          type="button"
                          size="small"
                          text
                          label={t('associationWorkflows.licences.str.convert')}
                          aria-label={t('associationWorkflows.licences.str.convertNumber', { number: s.number })}
                          loading={converting.isLoading && converting.originalArgs?.id === s.id}
                          onClick={() => void toLifetime(s)}
                        />
                      ) : null
                    }
                  />
                )}
              </DataTable>
            </section>
            <section aria-label={t('associationWorkflows.licences.sip.title')}>
              <h3 className="aw-subtitle">{t('associationWorkflows.licences.sip.title')}</h3>
              <DataTable
                value={data.sip}
                dataKey="id"
                size="small"
                className="aw-table"
                emptyMessage={t('associationWorkflows.licences.sip.none')}
                pt={{ table: { 'aria-label': t('associationWorkflows.licences.sip.title') } }}
              >
                <Column header={t('associationWorkflows.licences.number')} field="number" />
                <Column
                  header={t('associationWorkflows.licences.sip.place')}
                  body={(s: AssocSipPermit) => `${s.practicePlace}, ${s.city}`}
                />
                <Column
                  header={t('associationWorkflows.licences.sip.validity')}
                  body={(s: AssocSipPermit) => `${format.date(s.issuedAt)} – ${format.date(s.expiresAt)}`}
                />
                <Column
                  header={t('associationWorkflows.licences.sip.window')}
                  body={(s: AssocSipPermit) => <SipWindow sip={s} />}
                />
                <Column
                  header={t('associationWorkflows.fields.status')}
                  body={(s: AssocSipPermit) => <StatusTag group="licence" status={s.status} />}
                />
              </DataTable>
            </section>
            <SkpLedger memberId={memberId} skp={data.skp} />
          </div>
        );
      }}
    </QueryCard>
  );
}
