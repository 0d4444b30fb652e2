import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import {
  useGetMemberTransfersQuery,
  useTransferMemberMutation,
  type AssocMember,
} from '../../../api/enhanced/workflows-members';
import { useNotifier } from '../../../components/toast';
import { useAbility } from '../../auth/ability';
import { DivisionPicker } from '../components/division-picker';
import { Empty, QueryCard } from '../components/query-card';
import { ReasonDialog } from '../components/reason-dialog';
import { useFormat } from '../lib/format';
import { CLOSED_STATUSES } from '../lib/lifecycle';

/** Who the member is and where they belong, with the branch transfer and its history. */
export function MemberProfile({ member }: { member: AssocMember }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notifier = useNotifier();
  const ability = useAbility();
  const transfers = useGetMemberTransfersQuery({ id: member.id });
  const [transfer] = useTransferMemberMutation();
  const [open, setOpen] = useState(false);
  const [toDivision, setToDivision] = useState<number | undefined>();
  const canTransfer = ability.can('update', 'Member') && !CLOSED_STATUSES.includes(member.status);

  const details: [string, React.ReactNode][] = [
    ['npa', member.npa ?? t('associationWorkflows.member.noNpa')],
    ['email', <a href={`mailto:${member.email}`}>{member.email}</a>],
    ['phone', member.phone || '—'],
    ['gender', t(`associationWorkflows.member.genders.${member.gender}`)],
    ['born', `${member.birthPlace ? `${member.birthPlace}, ` : ''}${format.date(member.birthDate)}`],
    ['specialty', t(`associationWorkflows.member.specialties.${member.specialty}`)],
    ['category', t(`associationWorkflows.member.categories.${member.category}`)],
    ['branch', member.divisionName],
    ['province', member.provinceName],
    ['joinedAt', format.date(member.joinedAt)],
    ['address', member.address || '—'],
  ];

  return (
    <QueryCard title={t('associationWorkflows.member.profile.title')} query={transfers}>
      {(history) => (
        <>
          <dl className="aw-details">
            {details.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`associationWorkflows.member.profile.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="aw-actions">
            {ability.can('update', 'Member') && (
              <Link
                to={paths.associationRecordEdit(paths.associationMembers, member.id)}
                className="p-button p-button-outlined p-button-sm aw-back"
              >
                <i className="pi pi-pencil" aria-hidden />
                <span>{t('associationWorkflows.member.profile.edit')}</span>
              </Link>
            )}
            {canTransfer && (
              <Button
                type="button"
                icon="pi pi-arrow-right-arrow-left"
                label={t('associationWorkflows.member.transfer.action')}
                outlined
                size="small"
                onClick={() => {
                  setToDivision(undefined);
                  setOpen(true);
                }}
              />
            )}
          </div>
          <h3 className="aw-subtitle">{t('associationWorkflows.member.transfer.history')}</h3>
          {history.data.length === 0 ? (
            <Empty text={t('associationWorkflows.member.transfer.none')} />
          ) : (
            <ol className="aw-list">
              {history.data.map((move) => (
                <li key={move.id}>
                  <span>
                    {move.fromDivisionName} <i className="pi pi-arrow-right aw-flip muted" aria-hidden />{' '}
                    {move.toDivisionName}
                  </span>
                  <span className="muted small">
                    {move.reason}
                    {move.status !== 'completed' && (
                      <> · {t(`associationWorkflows.member.transfer.status.${move.status}`)}</>
                    )}
                    {move.decisionReason && <> ({move.decisionReason})</>}
                  </span>
                  <span className="aw-list-end muted small">
                    {move.actor} · {format.dateTime(move.at)}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <ReasonDialog
            open={open}
            title={t('associationWorkflows.member.transfer.title', { name: member.fullName })}
            intro={<p>{t('associationWorkflows.member.transfer.intro', { branch: member.divisionName })}</p>}
            confirmLabel={t('associationWorkflows.member.transfer.confirm')}
            ready={toDivision !== undefined}
            onClose={() => setOpen(false)}
            onSubmit={async (reason) => {
              const moved = await transfer({ id: member.id, body: { toDivisionId: toDivision!, reason } }).unwrap();
              // 202: the branch is another board's, which accepts or declines the request.
              notifier.success(
                'status' in moved && moved.status === 'requested'
                  ? t('associationWorkflows.member.transfer.requested', { name: moved.memberName, branch: moved.toDivisionName })
                  : t('associationWorkflows.member.transfer.done', {
                      name: 'fullName' in moved ? moved.fullName : member.fullName,
                      branch: 'divisionName' in moved ? moved.divisionName : '',
                    }),
              );
            }}
          >
            <div className="field">
              <label htmlFor="transfer-branch">{t('associationWorkflows.member.transfer.to')}</label>
              <DivisionPicker inputId="transfer-branch" level="branch" value={toDivision} onChange={setToDivision} />
            </div>
          </ReasonDialog>
        </>
      )}
    </QueryCard>
  );
}
