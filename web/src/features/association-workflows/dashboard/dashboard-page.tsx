import { Dropdown } from 'primereact/dropdown';
import { lazy, useId } from 'react';
import { InView } from '../../../components/in-view';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../auth/ability';
import { PageHeader } from '../components/page-header';
import { recentPeriods } from '../lib/format';
import { useUrlState } from '../lib/url-state';
import '../association-workflows.css';
import { DuesCharts } from './dues-charts';
import { Kpis } from './kpis';
import { MailCard } from './mail-card';
import { MemberCharts } from './member-charts';
import { MitigationCard } from './mitigation-card';
import { QueueCard } from './queue-card';

// The items in alarm come last and bring the data table with them: loaded when the person scrolls to them.
const AlertsCard = lazy(() => import('./alerts-card').then((m) => ({ default: m.AlertsCard })));

/** The association at a glance: members, dues of a period, mitigation and the items in alarm. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const periodId = useId();
  const ability = useAbility();
  const periods = recentPeriods();
  const [state, update] = useUrlState({ period: periods[0]!, alertType: '', alertPage: '1', alertPerPage: '5' });
  return (
    <div className="aw-page">
      <PageHeader
        title={t('associationWorkflows.dashboard.title')}
        subtitle={t('associationWorkflows.dashboard.subtitle')}
      >
        <span className="aw-inline-field">
          <label htmlFor={periodId}>{t('associationWorkflows.fields.period')}</label>
          <Dropdown
            inputId={periodId}
            value={state.period}
            options={periods}
            onChange={(e) => update({ period: e.value as string })}
          />
        </span>
      </PageHeader>
      <Kpis period={state.period} />
      <div className="aw-grid">
        {/* Each card reads one subject; an account whose role may not read it (a verifier's dues) gets no card. */}
        {ability.can('read', 'Member') && <MemberCharts />}
        {ability.can('read', 'Contribution') && <DuesCharts period={state.period} />}
        {ability.can('read', 'Mail') && <MailCard year={state.period} />}
        {ability.can('read', 'Verification') && <QueueCard />}
        {ability.can('read', 'Mitigation') && <MitigationCard />}
        {ability.can('read', 'Alert') && (
          <InView className="aw-span-12" minBlockSize="24rem">
            <AlertsCard
              type={state.alertType}
              page={Number(state.alertPage) || 1}
              perPage={Number(state.alertPerPage) || 5}
              onChange={update}
            />
          </InView>
        )}
      </div>
    </div>
  );
}
