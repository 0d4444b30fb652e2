import { Steps } from 'primereact/steps';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useGetStrRecordQuery,
  useGetStrRenewalAuditQuery,
  useGetStrRenewalQuery,
  useUpdateStrRenewalChecklistMutation,
  type AssocStrRenewal,
} from '../../../api/enhanced/workflows-licences';
import { isAppError } from '../../../api/errors';
import { PageLoading, PageState } from '../../../components/page-states';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { AuditTrail } from '../components/audit-trail';
import { Checklist } from '../components/checklist';
import { PageHeader } from '../components/page-header';
import { LoadError, QueryCard } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { idParam } from '../lib/url-state';
import '../association-workflows.css';
import { RenewalActions } from './renewal-actions';

const FLOW = ['submitted', 'in_review', 'recommended', 'completed'] as const;

function Progress({ renewal }: { renewal: AssocStrRenewal }) {
  const { t } = useTranslation();
  const steps: readonly string[] = renewal.status === 'rejected' ? ['submitted', 'rejected'] : FLOW;
  const active = steps.indexOf(renewal.status);
  return (
    <Steps
      model={steps.map((s) => ({ label: t(`associationWorkflows.status.renewal.${s}`) }))}
      activeIndex={active}
      readOnly
      className="aw-steps"
      aria-label={t('associationWorkflows.renewals.progress')}
    />
  );
}

/** The STR that is being re-registered. */
function StrCard({ strId }: { strId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const str = useGetStrRecordQuery({ id: strId });
  return (
    <QueryCard title={t('associationWorkflows.renewals.str')} query={str}>
      {(s) => (
        <dl className="aw-details">
          <div>
            <dt>{t('associationWorkflows.licences.number')}</dt>
            <dd>{s.number}</dd>
          </div>
          <div>
            <dt>{t('associationWorkflows.licences.kind')}</dt>
            <dd>{t(`associationWorkflows.licences.str.kinds.${s.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('associationWorkflows.licences.issuedAt')}</dt>
            <dd>{format.date(s.issuedAt)}</dd>
          </div>
          <div>
            <dt>{t('associationWorkflows.licences.expiresAt')}</dt>
            <dd>{s.expiresAt ? format.date(s.expiresAt) : t('associationWorkflows.licences.str.forLife')}</dd>
          </div>
          <div>
            <dt>{t('associationWorkflows.fields.status')}</dt>
            <dd>
              <StatusTag group="licence" status={s.status} />
            </dd>
          </div>
        </dl>
      )}
    </QueryCard>
  );
}

/** A Registrasi Ulang STR request: its documents, the workflow actions, the STR and the audit trail. */
export default function StrRenewalPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const ability = useAbility();
  const { id: raw = '' } = useParams();
  const id = idParam(raw);
  const renewal = useGetStrRenewalQuery({ id: id ?? 0 }, { skip: id === undefined });
  const audit = useGetStrRenewalAuditQuery({ id: id ?? 0 }, { skip: id === undefined });
  const [tick] = useUpdateStrRenewalChecklistMutation();

  if (id === undefined || (isAppError(renewal.error) && renewal.error.status === 404)) {
    return (
      <div className="aw-page">
        <PageHeader title={t('associationWorkflows.renewals.notFound.title')} back={paths.associationStrRenewals} />
        <PageState
          icon="pi pi-file"
          title={t('associationWorkflows.renewals.notFound.title')}
          message={t('associationWorkflows.renewals.notFound.message', { id: raw })}
        />
      </div>
    );
  }
  if (renewal.isLoading) return <PageLoading />;
  if (!renewal.data) return <LoadError error={renewal.error} onRetry={() => void renewal.refetch()} />;

  const r = renewal.data;
  const canAct = ability.can('update', 'Licence');
  return (
    <div className="aw-page" aria-busy={renewal.isFetching}>
      <PageHeader
        title={t('associationWorkflows.renewals.title', { id: r.id })}
        subtitle={
          <>
            {t('associationWorkflows.renewals.subtitle', { number: r.strNumber, date: format.dateTime(r.submittedAt) })}{' '}
            <StatusTag group="renewal" status={r.status} />
          </>
        }
        back={paths.associationStrRenewals}
      />
      <section className="aw-card" aria-label={t('associationWorkflows.renewals.progress')}>
        <Progress renewal={r} />
      </section>
      <div className="aw-two">
        <section className="aw-card" aria-labelledby="renewal-workflow">
          <h2 id="renewal-workflow">{t('associationWorkflows.renewals.workflow')}</h2>
          <p>
            {t('associationWorkflows.fields.member')}:{' '}
            <Link to={paths.associationMember(r.memberId)}>{r.memberName}</Link>
          </p>
          {r.decidedAt && (
            <p className="muted">
              {t('associationWorkflows.renewals.decided', { date: format.dateTime(r.decidedAt) })}
            </p>
          )}
          {r.newStrNumber && <p>{t('associationWorkflows.renewals.newStr', { number: r.newStrNumber })}</p>}
          {r.reason && (
            <p className="aw-callout aw-callout-warning">
              {t('associationWorkflows.renewals.rejectedBecause', { reason: r.reason })}
            </p>
          )}
          <Checklist
            documents={r.documents}
            editable={canAct && (r.status === 'submitted' || r.status === 'in_review')}
            onToggle={async (type, received) => {
              try {
                await tick({ id: r.id, body: { documents: [{ type: type as never, received }] } }).unwrap();
              } catch (error) {
                notifier.apiError(error);
              }
            }}
          />
          {canAct && <RenewalActions renewal={r} />}
        </section>
        <div className="aw-stack">
          <StrCard strId={r.strId} />
          <QueryCard title={t('associationWorkflows.audit.title')} query={audit}>
            {(data) => <AuditTrail records={data.data} />}
          </QueryCard>
        </div>
      </div>
    </div>
  );
}
