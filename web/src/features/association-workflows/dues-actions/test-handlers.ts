import type { FakeRequest, Handler } from '../../../test/fake-api';
import { conflict, workflowServer } from '../test-server';

/** The workflow fake plus a small dues ledger for member 13 (drg. Maria Saraswati, Cabang Bandung). */
export function duesActionsServer() {
  const base = workflowServer();
  const AT = '2026-11-20T08:00:00.000Z';
  const payments = [
    {
      paymentId: 950,
      kind: 'member',
      method: 'cash',
      reference: 'KW-77',
      paidAt: '2026-03-02',
      amount: 300000,
      reversed: false,
    },
  ];
  const dues = [
    { id: 601, period: '2025', amount: 600000, paidAmount: 0, status: 'unpaid', payments: [] as typeof payments },
    { id: 602, period: '2026', amount: 600000, paidAmount: 300000, status: 'partial', payments },
  ].map((d) => ({ ...d, dueDate: `${d.period}-12-31`, paidAt: null, waivedReason: null as string | null }));
  const asDue = (d: (typeof dues)[number]) => ({
    ...base.dues[0]!,
    ...d,
    memberId: 13,
    memberName: 'drg. Maria Saraswati',
    outstanding: d.status === 'waived' ? 0 : d.amount - d.paidAmount,
  });
  const sum = (pick: (d: (typeof dues)[number]) => number) => dues.reduce((s, d) => s + pick(d), 0);
  const handlers: Record<string, Handler> = {
    ...base.handlers,
    'GET /api/association/contributions/dues': (req: FakeRequest) => {
      const memberId = req.query.get('memberId');
      if (!memberId) return base.handlers['GET /api/association/contributions/dues']!(req);
      const rows = memberId === '13' ? dues.map(asDue) : base.dues.filter((d) => String(d.memberId) === memberId);
      return {
        body: { data: rows, total: rows.length, page: 1, perPage: 100, totalPages: 1, from: 1, to: rows.length },
      };
    },
    'GET /api/association/contributions/reports/members/13': () => ({
      body: {
        member: {
          id: 13,
          name: 'drg. Maria Saraswati',
          npa: '34000013',
          status: 'in_arrears',
          category: 'ordinary',
          divisionId: 118,
          divisionName: 'Cabang Bandung',
        },
        totals: {
          billed: sum((d) => d.amount),
          collected: sum((d) => d.paidAmount),
          waived: sum((d) => (d.status === 'waived' ? d.amount - d.paidAmount : 0)),
          owed: sum((d) => (d.status === 'waived' ? 0 : d.amount - d.paidAmount)),
          overdue: 0,
        },
        periods: dues.map(({ id, ...d }) => ({ ...d, dueId: id })),
      },
    }),
    'POST /api/association/contributions/payments': (req) => {
      const body = req.body as { amount: number; reference: string; dueIds: number[] };
      if (body.reference === 'KW-77') return conflict('Reference KW-77 is already recorded for payment 950');
      let left = body.amount;
      for (const d of dues.filter((x) => body.dueIds.includes(x.id))) {
        const paid = Math.min(left, d.amount - d.paidAmount);
        left -= paid;
        d.paidAmount += paid;
        d.status = d.paidAmount === d.amount ? 'paid' : 'partial';
      }
      return { status: 201, body: { id: 951, amount: body.amount, allocations: [] } };
    },
    'POST /api/association/contributions/payments/950/reverse': (req) => {
      if (payments[0]!.reversed) return conflict('Payment 950 is already reversed');
      payments[0]!.reversed = true;
      Object.assign(dues[1]!, { paidAmount: 0, status: 'unpaid' });
      return {
        body: { id: 950, status: 'reversed', reversalReason: (req.body as { reason: string }).reason, allocations: [] },
      };
    },
    'POST /api/association/contributions/payments/900/reverse': (req) => {
      const { reason } = req.body as { reason: string };
      Object.assign(base.payment, { status: 'reversed', reversedAt: AT, reversalReason: reason });
      return { body: base.payment };
    },
    'POST /api/association/contributions/dues/601/waive': (req) => {
      Object.assign(dues[0]!, { status: 'waived', waivedReason: (req.body as { reason: string }).reason });
      return { body: { ...asDue(dues[0]!), memberId: 13 } };
    },
    'POST /api/association/contributions/dues/602/waive': () =>
      conflict('Due 602 is paid; a paid due cannot be waived (reverse the payment first)'),
    'POST /api/association/contributions/dues/generate': (req) => {
      const { period } = req.body as { period: string };
      if (period > String(new Date().getFullYear()))
        return conflict(
          `No rate is valid on ${period}-01-01 for ordinary (1 members); create one first. No dues were created`,
        );
      const billed = dues.some((d) => d.period === period);
      const created = {
        period,
        dueDate: `${period}-12-31`,
        membersOwing: 1,
        created: 1,
        skippedExisting: 0,
        amount: 600000,
      };
      return { body: billed ? { ...created, created: 0, skippedExisting: 1, amount: 0 } : created };
    },
  };
  return { ...base, ledger: dues, payments, handlers };
}
