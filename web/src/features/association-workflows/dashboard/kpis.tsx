import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useListAlertsQuery } from '../../../api/enhanced/workflows-overview';
import { useGetDivisionTotalsQuery, useListArrearsQuery } from '../../../api/enhanced/workflows-contributions';
import { useGetMemberStatisticsQuery } from '../../../api/enhanced/workflows-members';
import { useListVerificationsQuery } from '../../../api/enhanced/workflows-verifications';
import { useAbility } from '../../auth/ability';
import { useFormat } from '../lib/format';

interface Kpi {
  key: string;
  icon: string;
  tone: string;
  value: string | undefined;
  note?: string;
  to?: string;
  /** The subject the number is read from: a tile the account may not read is not shown (nor asked for). */
  subject: string;
}

/** The headline numbers: members, who is active or behind, what waits for a decision, and the dues of the period. */
export function Kpis({ period }: { period: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAbility();
  const may = (subject: string) => ability.can('read', subject);
  const stats = useGetMemberStatisticsQuery(undefined, { skip: !may('Member') });
  const pending = useListVerificationsQuery({ status: 'pending', perPage: 1 }, { skip: !may('Verification') });
  const alerts = useListAlertsQuery({ perPage: 1 }, { skip: !may('Alert') });
  const totals = useGetDivisionTotalsQuery({ period }, { skip: !may('Contribution') });
  // The tile opens the arrears list, so it counts that list: one definition of "in arrears" (the server's).
  const arrears = useListArrearsQuery({ perPage: 1 }, { skip: !may('Contribution') });

  const byStatus = stats.data?.byStatus;
  const members = byStatus ? Object.values(byStatus).reduce((sum, n) => sum + n, 0) : undefined;
  const national = totals.data?.national;
  const rate = national && national.billed > 0 ? national.collected / national.billed : undefined;
  const show = (n: number | undefined) => (n === undefined ? undefined : format.number(n));

  const kpis: Kpi[] = [
    { key: 'members', icon: 'pi pi-users', tone: 'brand', value: show(members), subject: 'Member' },
    { key: 'active', icon: 'pi pi-check-circle', tone: 'success', value: show(byStatus?.active), subject: 'Member' },
    {
      key: 'inArrears',
      icon: 'pi pi-exclamation-triangle',
      tone: 'warning',
      value: show(arrears.data?.total),
      to: paths.associationArrears,
      subject: 'Contribution',
    },
    {
      key: 'pendingVerifications',
      icon: 'pi pi-inbox',
      tone: 'info',
      value: show(pending.data?.total),
      to: paths.associationVerifications,
      subject: 'Verification',
    },
    {
      key: 'collected',
      icon: 'pi pi-wallet',
      tone: 'success',
      value: national ? format.moneyShort(national.collected) : undefined,
      note: national
        ? t('associationWorkflows.dashboard.kpi.collectedNote', {
            billed: format.moneyShort(national.billed),
            rate: format.percent(rate ?? 0),
          })
        : undefined,
      subject: 'Contribution',
    },
    {
      key: 'owed',
      icon: 'pi pi-clock',
      tone: 'danger',
      value: national ? format.moneyShort(national.owed) : undefined,
      note: national ? t('associationWorkflows.dashboard.kpi.owedNote', { period }) : undefined,
      to: paths.associationBranchArrears,
      subject: 'Contribution',
    },
    { key: 'alerts', icon: 'pi pi-bell', tone: 'danger', value: show(alerts.data?.total), subject: 'Alert' },
  ].filter((kpi) => may(kpi.subject));

  return (
    <ul className="aw-kpis" aria-label={t('associationWorkflows.dashboard.kpi.label')}>
      {kpis.map((kpi) => {
        const label = t(`associationWorkflows.dashboard.kpi.${kpi.key}`);
        const body = (
          <>
            <span className={`aw-kpi-icon aw-tone-${kpi.tone}`} aria-hidden>
              <i className={kpi.icon} />
            </span>
            <span className="aw-kpi-text">
              <span className="aw-kpi-label">{label}</span>
              <span className="aw-kpi-value">{kpi.value ?? '…'}</span>
              {kpi.note && <span className="aw-kpi-note">{kpi.note}</span>}
            </span>
          </>
        );
        return (
          <li key={kpi.key} className="aw-kpi" data-kpi={kpi.key}>
            {kpi.to ? (
              <Link to={kpi.to} className="aw-kpi-link">
                {body}
              </Link>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
