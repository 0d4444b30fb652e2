import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetMemberTimelineQuery,
  useTransitionMemberMutation,
  type AssocMember,
} from '../../../api/enhanced/workflows-members';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { Empty, QueryCard } from '../components/query-card';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusTag } from '../components/status-tag';
import { useFormat } from '../lib/format';
import { MANUAL_TRANSITIONS, type MemberStatus } from '../lib/lifecycle';
import { messageText } from '../../../api/message-text';

const actionKey = (from: MemberStatus, to: MemberStatus) => (to === 'active' && from === 'verified' ? 'activate' : to);

/** The member's status, the changes staff may make from it, and every change so far. */
export function MemberStatusCard({ member }: { member: AssocMember }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const ability = useAbility();
  const timeline = useGetMemberTimelineQuery({ id: member.id });
  const [transition] = useTransitionMemberMutation();
  const [target, setTarget] = useState<MemberStatus | null>(null);
  const next = ability.can('update', 'Member') ? MANUAL_TRANSITIONS[member.status] : [];
  const statusLabel = (s: MemberStatus) => t(`associationWorkflows.status.member.${s}`);

  return (
    <QueryCard title={t('associationWorkflows.member.status.title')} query={timeline}>
      {(data) => (
        <>
          <div className="aw-status-now">
            <span>{t('associationWorkflows.member.status.current')}</span>{' '}
            <StatusTag group="member" status={member.status} />
          </div>
          {next.length > 0 ? (
            <div className="aw-actions" role="group" aria-label={t('associationWorkflows.member.status.actions')}>
              {next.map((to) => (
                <Button
                  key={to}
                  type="button"
                  size="small"
                  outlined
                  severity={to === 'dismissed' ? 'danger' : undefined}
                  label={t(`associationWorkflows.member.transitions.${actionKey(member.status, to)}`)}
                  onClick={() => setTarget(to)}
                />
              ))}
            </div>
          ) : (
            <p className="muted small">
              {t(
                member.status === 'deceased' || member.status === 'dismissed'
                  ? 'associationWorkflows.member.status.closed'
                  : 'associationWorkflows.member.status.noActions',
              )}
            </p>
          )}
          <h3 className="aw-subtitle">{t('associationWorkflows.member.status.timeline')}</h3>
          {data.data.length === 0 ? (
            <Empty text={t('associationWorkflows.member.status.noHistory')} />
          ) : (
            <ol className="aw-timeline">
              {data.data.map((entry) => (
                <li key={entry.id}>
                  <div className="aw-timeline-head">
                    {entry.from && (
                      <>
                        <StatusTag group="member" status={entry.from} />{' '}
                        <i className="pi pi-arrow-right aw-flip muted" aria-hidden />{' '}
                      </>
                    )}
                    <StatusTag group="member" status={entry.to} />
                  </div>
                  <p>{messageText(i18n, { message: entry.reason, code: entry.code, params: entry.params })}</p>
                  <p className="muted small">
                    {entry.actor} · <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
          <ReasonDialog
            open={target !== null}
            title={target ? t(`associationWorkflows.member.transitions.${actionKey(member.status, target)}`) : ''}
            intro={
              target && (
                <p>
                  {t('associationWorkflows.member.status.confirm', {
                    name: member.fullName,
                    from: statusLabel(member.status),
                    to: statusLabel(target),
                  })}
                </p>
              )
            }
            confirmLabel={t('associationWorkflows.member.status.apply')}
            severity={target === 'dismissed' ? 'danger' : undefined}
            onClose={() => setTarget(null)}
            onSubmit={async (reason) => {
              const updated = await transition({ id: member.id, body: { to: target!, reason } }).unwrap();
              notifier.success(
                t('associationWorkflows.member.status.changed', {
                  name: updated.fullName,
                  status: statusLabel(updated.status),
                }),
              );
            }}
          />
        </>
      )}
    </QueryCard>
  );
}
