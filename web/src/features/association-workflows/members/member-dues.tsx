import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetMemberDuesReportQuery,
  type GetMemberDuesReportApiResponse,
} from '../../../api/enhanced/workflows-contributions';
import { useAbility } from '../../auth/ability';
import { QueryCard } from '../components/query-card';
import { StatusTag } from '../components/status-tag';
import { MemberDuesToolbar } from '../dues-actions/member-dues-toolbar';
import { ReversePaymentButton } from '../dues-actions/reverse-payment-button';
import { WaiveDueButton } from '../dues-actions/waive-due-button';
import { useFormat } from '../lib/format';

type Period = GetMemberDuesReportApiResponse['periods'][number];
const TOTALS = ['billed', 'collected', 'waived', 'owed', 'overdue'] as const;
const isOpen = (p: Period) => p.status === 'unpaid' || p.status === 'partial';

/** Every due of the member, newest period first, with what was paid towards it and how. */
export function MemberDues({ memberId, title }: { memberId: number; title?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAbility();
  const canChange = ability.can('update', 'Contribution');
  const report = useGetMemberDuesReportQuery({ memberId });
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});

  const payments = (period: Period) =>
    period.payments.length === 0 ? (
      <p className="muted small">{t('associationWorkflows.dues.noPayments')}</p>
    ) : (
      <ul className="aw-list">
        {period.payments.map((p) => (
          <li key={p.paymentId} className={p.reversed ? 'aw-struck' : undefined}>
            <span>
              {format.date(p.paidAt)} · {format.money(p.amount)}
            </span>
            <span className="muted small">
              {t(`associationWorkflows.payments.kinds.${p.kind}`)} ·{' '}
              {t(`associationWorkflows.payments.methods.${p.method}`)} · {p.reference}
            </span>
            <span className="aw-list-end">
              {p.reversed ? (
                <StatusTag group="payment" status="reversed" />
              ) : (
                canChange && (
                  <ReversePaymentButton payment={{ id: p.paymentId, amount: p.amount, reference: p.reference }} />
                )
              )}
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <QueryCard title={title ?? t('associationWorkflows.dues.title')} query={report}>
      {(data) => (
        <>
          <MemberDuesToolbar member={data.member} owes={data.periods.some(isOpen)} />
          <dl className="aw-totals">
            {TOTALS.map((key) => (
              <div key={key} data-total={key}>
                <dt>{t(`associationWorkflows.dues.totals.${key}`)}</dt>
                <dd>{format.money(data.totals[key])}</dd>
              </div>
            ))}
          </dl>
          <DataTable
            value={data.periods}
            dataKey="dueId"
            size="small"
            className="aw-table"
            expandedRows={expanded}
            onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
            rowExpansionTemplate={payments}
            emptyMessage={t('associationWorkflows.dues.none')}
            pt={{ table: { 'aria-label': t('associationWorkflows.dues.title') } }}
          >
            <Column expander style={{ inlineSize: '3rem' }} />
            <Column header={t('associationWorkflows.fields.period')} field="period" />
            <Column
              header={t('associationWorkflows.dues.amount')}
              body={(p: Period) => format.money(p.amount)}
              className="aw-num"
            />
            <Column
              header={t('associationWorkflows.dues.paid')}
              body={(p: Period) => format.money(p.paidAmount)}
              className="aw-num"
            />
            <Column
              header={t('associationWorkflows.dues.dueDate')}
              body={(p: Period) => format.date(p.dueDate)}
              className="aw-nowrap"
            />
            <Column
              header={t('associationWorkflows.fields.status')}
              body={(p: Period) => <StatusTag group="due" status={p.status} />}
            />
            <Column
              header={t('associationWorkflows.dues.note')}
              body={(p: Period) =>
                p.waivedReason ??
                (p.paidAt ? t('associationWorkflows.dues.paidOn', { date: format.date(p.paidAt) }) : '')
              }
            />
            {canChange && (
              <Column
                header={t('associationWorkflows.duesActions.actions')}
                body={(p: Period) =>
                  isOpen(p) && (
                    <WaiveDueButton
                      due={{ id: p.dueId, period: p.period, outstanding: p.amount - p.paidAmount }}
                      memberName={data.member.name}
                    />
                  )
                }
              />
            )}
          </DataTable>
        </>
      )}
    </QueryCard>
  );
}
