import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useGetMemberAuditQuery, useGetMemberQuery, useGetMemberTransfersQuery, type AssocMember } from '../../../api/enhanced/workflows-members';
import { isAppError } from '../../../api/errors';
import { PageLoading, PageState } from '../../../components/page-states';
import { useAbility } from '../../auth/ability';
import { AuditTrail, type AuditNames } from '../components/audit-trail';
import { PageHeader } from '../components/page-header';
import { LoadError, QueryCard } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { idParam, useUrlState } from '../lib/url-state';
import '../association-workflows.css';
import { MemberDues } from './member-dues';
import { MemberLicences } from './member-licences';
import { MemberProfile } from './member-profile';
import { MemberStatusCard } from './member-status';

const TABS = ['status', 'licences', 'dues', 'audit'] as const;

function MemberAudit({ member }: { member: AssocMember }) {
  const { t } = useTranslation();
  const audit = useGetMemberAuditQuery({ id: member.id });
  const transfers = useGetMemberTransfersQuery({ id: member.id });
  // The branches the trail names by id, from what the screen already has: the member's branch and its transfers.
  const divisions: Record<string, string> = { [member.divisionId]: member.divisionName };
  for (const move of transfers.data?.data ?? []) {
    divisions[move.fromDivisionId] = move.fromDivisionName;
    divisions[move.toDivisionId] = move.toDivisionName;
  }
  const names: AuditNames = { divisionId: divisions, fromDivisionId: divisions, toDivisionId: divisions };
  return (
    <QueryCard title={t('associationWorkflows.audit.title')} query={audit}>
      {(data) => <AuditTrail records={data.data} resource="members" names={names} />}
    </QueryCard>
  );
}

/** One member: profile and branch, status with its actions, licences, dues and the audit trail. */
export default function MemberViewPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const { id: raw = '' } = useParams();
  const id = idParam(raw);
  const [state, update] = useUrlState({ tab: 'status' });
  const member = useGetMemberQuery({ id: id ?? 0 }, { skip: id === undefined });
  const back = <PageHeader title={t('associationWorkflows.member.notFound.title')} back={paths.associationMembers} />;

  if (id === undefined || (isAppError(member.error) && member.error.status === 404)) {
    return (
      <div className="aw-page">
        {back}
        <PageState
          icon="pi pi-user-minus"
          title={t('associationWorkflows.member.notFound.title')}
          message={t('associationWorkflows.member.notFound.message', { id: raw })}
        />
      </div>
    );
  }
  if (member.isLoading) return <PageLoading />;
  if (!member.data) return <LoadError error={member.error} onRetry={() => void member.refetch()} />;

  const m = member.data;
  const tabs = TABS.filter((tab) => tab !== 'dues' || ability.can('read', 'Contribution')).filter(
    (tab) => tab !== 'licences' || ability.can('read', 'Licence'),
  );
  const active = Math.max(0, tabs.indexOf(state.tab as (typeof TABS)[number]));
  return (
    <div className="aw-page" aria-busy={member.isFetching}>
      <PageHeader
        title={m.fullName}
        subtitle={
          <>
            {m.npa ? t('associationWorkflows.member.npa', { npa: m.npa }) : t('associationWorkflows.member.noNpa')} ·{' '}
            {m.divisionName} <StatusTag group="member" status={m.status} />
          </>
        }
        back={paths.associationMembers}
      />
      <div className="aw-member-grid">
        <MemberProfile member={m} />
        <TabView
          activeIndex={active}
          onTabChange={(e) => update({ tab: tabs[e.index] })}
          className="aw-tabview"
          scrollable
        >
          {tabs.map((tab) => (
            <TabPanel key={tab} header={t(`associationWorkflows.member.tabs.${tab}`)}>
              {tab === 'status' && <MemberStatusCard member={m} />}
              {tab === 'licences' && <MemberLicences memberId={m.id} />}
              {tab === 'dues' && <MemberDues memberId={m.id} />}
              {tab === 'audit' && <MemberAudit member={m} />}
            </TabPanel>
          ))}
        </TabView>
      </div>
    </div>
  );
}
