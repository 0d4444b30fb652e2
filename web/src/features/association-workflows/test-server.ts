import type { FakeRequest, Handler } from '../../test/fake-api';

/** Fixtures and a small in-memory stand-in for the association API routes the workflow screens call. */
const AT = '2026-11-20T08:00:00.000Z';
const ZERO_STATUS = {
  applicant: 0,
  verified: 0,
  active: 0,
  in_arrears: 0,
  lapsed: 0,
  transferred: 0,
  deceased: 0,
  honorary: 0,
  dismissed: 0,
};

export const conflict = (message: string) => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message } });
const page = <T>(rows: T[], req: FakeRequest) => {
  const n = Number(req.query.get('page') ?? 1);
  const perPage = Number(req.query.get('perPage') ?? 10);
  const data = rows.slice((n - 1) * perPage, n * perPage);
  return {
    data,
    total: rows.length,
    page: n,
    perPage,
    totalPages: Math.ceil(rows.length / perPage),
    from: data.length ? (n - 1) * perPage + 1 : 0,
    to: (n - 1) * perPage + data.length,
  };
};

export function makeMember(overrides: Record<string, unknown> = {}) {
  return {
    id: 13,
    npa: '34000013',
    fullName: 'drg. Maria Saraswati',
    gender: 'female',
    birthDate: '1967-02-07',
    birthPlace: 'Tanjung',
    email: 'maria@mail.sejawat.id',
    phone: '+62 865-2509-7784',
    address: 'Kpg. Najwa no 52',
    divisionId: 118,
    divisionName: 'Cabang Bandung',
    provinceId: 13,
    provinceName: 'Pengurus Wilayah Jawa Barat',
    specialty: 'general',
    category: 'ordinary',
    status: 'in_arrears',
    joinedAt: '1999-08-12',
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

const doc = (type: string, received: boolean) => ({ type, label: type, received });

export function workflowServer() {
  const member = makeMember();
  const timeline = [
    {
      id: 2,
      from: 'active',
      to: 'in_arrears',
      reason: 'Dues unpaid after the grace period',
      actor: 'pc-3401@sejawat.id',
      at: AT,
    },
  ];
  const transfers: Record<string, unknown>[] = [];
  const divisions = [
    {
      id: 118,
      code: 'PC-3273',
      name: 'Cabang Bandung',
      level: 'branch',
      parentId: 13,
      parentName: 'Pengurus Wilayah Jawa Barat',
    },
    {
      id: 41,
      code: 'PC-3271',
      name: 'Cabang Bogor',
      level: 'branch',
      parentId: 13,
      parentName: 'Pengurus Wilayah Jawa Barat',
    },
    {
      id: 13,
      code: 'PW-32',
      name: 'Pengurus Wilayah Jawa Barat',
      level: 'province',
      parentId: 1,
      parentName: 'Pengurus Besar',
    },
  ].map((d) => ({ city: null, address: '', phone: '', email: '', memberCount: 8, createdAt: AT, updatedAt: AT, ...d }));
  const verification = {
    id: 1249,
    memberId: 1162,
    memberName: 'drg. Padmi Pratiwi',
    divisionId: 118,
    divisionName: 'Cabang Bandung',
    kind: 'application',
    status: 'pending',
    documents: [doc('diploma', true), doc('identity_card', false), doc('photo', true), doc('str', true)],
    reason: null as string | null,
    requestedChanges: null as Record<string, string> | null,
    note: null as string | null,
    submittedAt: AT,
    decidedAt: null as string | null,
    decidedBy: null as string | null,
  };
  const renewal = {
    id: 76,
    memberId: 159,
    memberName: 'drg. Carla Leilani',
    strId: 322,
    strNumber: '1512220000465',
    status: 'submitted',
    documents: [doc('personal_data_form', true), doc('skp_form', false)],
    submittedAt: AT,
    decidedAt: null as string | null,
    reason: null as string | null,
    newStrId: null as number | null,
    newStrNumber: null as string | null,
  };
  const dues = [
    { id: 501, memberId: 21, memberName: 'drg. Ayu Lestari', outstanding: 600000, status: 'unpaid', paidAmount: 0 },
    {
      id: 502,
      memberId: 22,
      memberName: 'drg. Budi Santoso',
      outstanding: 300000,
      status: 'partial',
      paidAmount: 300000,
    },
    { id: 503, memberId: 23, memberName: 'drg. Citra Dewi', outstanding: 0, status: 'paid', paidAmount: 600000 },
  ].map((d) => ({
    npa: null,
    divisionId: 118,
    divisionName: 'Cabang Bandung',
    provinceId: 13,
    provinceName: 'Pengurus Wilayah Jawa Barat',
    rateId: 1,
    period: '2026',
    amount: 600000,
    dueDate: '2026-12-31',
    overdue: false,
    paidAt: null,
    waivedReason: null,
    createdAt: AT,
    updatedAt: AT,
    ...d,
  }));
  const arrears = [
    {
      memberId: 13,
      memberName: 'drg. Maria Saraswati',
      npa: '34000013',
      memberStatus: 'in_arrears',
      divisionId: 118,
      divisionName: 'Cabang Bandung',
      provinceId: 13,
      provinceName: 'Pengurus Wilayah Jawa Barat',
      unpaidPeriods: 3,
      owed: 1800000,
      oldestDueDate: '2024-12-31',
    },
  ];
  const payment = {
    id: 900,
    kind: 'collective',
    divisionId: 118,
    divisionName: 'Cabang Bandung',
    memberId: null,
    memberName: null,
    period: '2026',
    amount: 900000,
    method: 'transfer',
    reference: 'TRF1',
    paidAt: '2026-11-20',
    note: '',
    status: 'recorded',
    reversedAt: null,
    reversalReason: null,
    createdAt: AT,
    allocations: [
      { dueId: 501, memberId: 21, memberName: 'drg. Ayu Lestari', period: '2026', amount: 600000 },
      { dueId: 502, memberId: 22, memberName: 'drg. Budi Santoso', period: '2026', amount: 300000 },
    ],
  };

  const str = [
    {
      id: 26,
      memberId: 13,
      memberName: 'drg. Maria Saraswati',
      number: '3411920000039',
      kind: 'legacy',
      issuedAt: '2019-07-04',
      expiresAt: '2024-07-04',
      status: 'expired',
      convertedToId: null as number | null,
      createdAt: AT,
    },
  ];
  const skpSummary = {
    period: { from: '2022-12-11', to: '2027-12-11', sipId: 21 },
    total: 62,
    byDomain: { learning: 40, service: 20, community: 2, free: 0 },
    required: 100,
    minimums: { learning: 45, service: 35, community: 5 },
    shortfall: { total: 38, learning: 5, service: 15, community: 3 },
    projectedShortfall: { total: 12, learning: 0, service: 10, community: 2 },
  };
  const sip = [
    {
      id: 21,
      memberId: 13,
      memberName: 'drg. Maria Saraswati',
      number: '503/0000041/SIP-DRG/2022',
      practicePlace: 'Klinik Gigi Sehat',
      city: 'Bandung',
      issuedAt: '2022-12-11',
      expiresAt: '2027-12-11',
      status: 'active',
      createdAt: AT,
      updatedAt: AT,
    },
  ];

  const handlers: Record<string, Handler> = {
    'GET /api/association/members/13/licences': () => ({ body: { str, sip, skp: skpSummary } }),
    'POST /api/association/str-records/26/convert': () => {
      const lifetime = {
        ...str[0]!,
        id: 27,
        number: '3411920000039/SH',
        kind: 'lifetime',
        issuedAt: '2026-11-20',
        expiresAt: null as unknown as string,
        status: 'valid',
      };
      Object.assign(str[0]!, { status: 'converted', convertedToId: 27 });
      str.unshift(lifetime);
      return { status: 201, body: lifetime };
    },
    'GET /api/association/skp-entries': (req) => ({
      body: page(
        [
          {
            id: 1,
            memberId: 13,
            memberName: 'drg. Maria Saraswati',
            activity: 'Pertemuan Ilmiah Tahunan 2025',
            domain: 'learning',
            credits: 11.5,
            earnedAt: '2025-12-11',
            source: 'Pengurus Besar',
            createdAt: AT,
          },
        ],
        req,
      ),
    }),
    'GET /api/association/members/statistics': () => ({
      body: {
        byStatus: {
          ...ZERO_STATUS,
          applicant: 91,
          verified: 57,
          active: 1380,
          in_arrears: 179,
          lapsed: 87,
          transferred: 81,
          deceased: 42,
          honorary: 41,
          dismissed: 42,
        },
        byProvince: [
          {
            provinceId: 13,
            provinceName: 'Pengurus Wilayah Jawa Barat',
            total: 89,
            byStatus: {
              ...ZERO_STATUS,
              active: 66,
              honorary: 4,
              in_arrears: 5,
              applicant: 5,
              lapsed: 2,
              transferred: 6,
              dismissed: 1,
            },
          },
        ],
        bySpecialty: [],
        joinedPerYear: [],
      },
    }),
    'GET /api/association/contributions/dashboard': (req) => {
      const totals = {
        divisionId: 1,
        code: 'PB-00',
        name: 'Pengurus Besar',
        level: 'national',
        dues: 1559,
        billed: 968400000,
        collected: 603600000,
        waived: 0,
        owed: 364800000,
        shares: { national: 0, province: 0, branch: 0 },
      };
      return {
        body: {
          period: req.query.get('period') ?? '2026',
          national: totals,
          provinces: [
            {
              ...totals,
              divisionId: 13,
              code: 'PW-32',
              name: 'Pengurus Wilayah Jawa Barat',
              level: 'province',
              billed: 86400000,
              collected: 66750000,
              owed: 19650000,
            },
          ],
          branches: [],
        },
      };
    },
    'GET /api/association/contributions/statistics': (req) => ({
      body: {
        period: req.query.get('period') ?? '2026',
        totals: { dues: 1559, billed: 968400000, collected: 603600000, waived: 0, owed: 364800000 },
        byStatus: { paid: 874, partial: 192, unpaid: 493, waived: 0 },
        byMonth: [{ month: '2026-01', collected: 48750000, cumulative: 48750000, owed: 919650000 }],
        byProvince: [],
      },
    }),
    'GET /api/association/mails/statistics': (req) => ({
      body: {
        year: Number(req.query.get('year')),
        divisionId: null,
        total: 148,
        byMonth: [
          { month: '2026-01', count: 12 },
          { month: '2026-02', count: 9 },
        ],
        byStatus: { received: 7, dispositioned: 5, in_progress: 4, done: 100, archived: 32 },
        byCategory: [],
        topSenders: [],
        pending: 16,
        overdue: 3,
      },
    }),
    'GET /api/association/mitigation/statistics': () => {
      const counts = (n: number) => ({
        byMonth: [
          { month: '2026-10', count: n },
          { month: '2026-11', count: 1 },
        ],
        byProvince: [{ provinceId: 13, provinceName: 'Pengurus Wilayah Jawa Barat', count: n * 10 }],
      });
      return { body: { survivors: counts(3), deaths: counts(2), vaccinations: counts(9) } };
    },
    'GET /api/association/alerts': (req) => {
      const all = [
        {
          type: 'dues_arrears',
          memberId: 13,
          memberName: 'drg. Maria Saraswati',
          divisionName: 'Cabang Bandung',
          dueAt: '2013-11-07',
          message: 'Dues unpaid: in arrears since 2013-11-07',
        },
        {
          type: 'sip_expiring',
          memberId: 14,
          memberName: 'drg. Rudi Hartono',
          divisionName: 'Cabang Bogor',
          dueAt: '2026-12-30',
          message: 'SIP 503/1 expires on 2026-12-30',
        },
      ];
      return {
        body: page(
          all.filter((a) => !req.query.get('type') || a.type === req.query.get('type')),
          req,
        ),
      };
    },
    'GET /api/association/verifications': (req) => {
      const rows = [verification].filter((v) => !req.query.get('status') || v.status === req.query.get('status'));
      return { body: page(rows, req) };
    },
    'GET /api/association/verifications/1249': () => ({ body: verification }),
    'PATCH /api/association/verifications/1249/documents': (req) => {
      for (const d of (req.body as { documents: { type: string; received: boolean }[] }).documents) {
        verification.documents = verification.documents.map((x) =>
          x.type === d.type ? { ...x, received: d.received } : x,
        );
      }
      return { body: verification };
    },
    'POST /api/association/verifications/1249/approve': () => {
      if (verification.documents.some((d) => !d.received))
        return conflict('Verification 1249 still misses documents: identity_card');
      Object.assign(verification, { status: 'approved', decidedAt: AT, decidedBy: 'admin@demo.com' });
      return { body: verification };
    },
    'POST /api/association/verifications/1249/reject': (req) => {
      Object.assign(verification, {
        status: 'rejected',
        decidedAt: AT,
        decidedBy: 'admin@demo.com',
        reason: (req.body as { reason: string }).reason,
      });
      return { body: verification };
    },
    'GET /api/association/members/13': () => ({ body: member }),
    'GET /api/association/members/13/timeline': () => ({ body: { data: timeline } }),
    'GET /api/association/members/13/transfers': () => ({ body: { data: transfers } }),
    'GET /api/association/members/13/audit': () => ({ body: { data: [] } }),
    'POST /api/association/members/13/transitions': (req) => {
      const { to, reason } = req.body as { to: string; reason: string };
      if (to === 'lapsed') return conflict('Member 13 has dues paid this year; a member who pays is not lapsed');
      timeline.unshift({ id: timeline.length + 10, from: member.status, to, reason, actor: 'admin@demo.com', at: AT });
      member.status = to;
      return { body: member };
    },
    'POST /api/association/members/13/transfer': (req) => {
      const { toDivisionId, reason } = req.body as { toDivisionId: number; reason: string };
      const to = divisions.find((d) => d.id === toDivisionId)!;
      transfers.unshift({
        id: 1,
        fromDivisionId: member.divisionId,
        fromDivisionName: member.divisionName,
        toDivisionId,
        toDivisionName: to.name,
        reason,
        actor: 'admin@demo.com',
        at: AT,
      });
      Object.assign(member, { divisionId: to.id, divisionName: to.name });
      return { body: member };
    },
    'GET /api/association/divisions': (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      return {
        body: page(
          divisions.filter(
            (d) =>
              (!req.query.get('level') || d.level === req.query.get('level')) &&
              (!req.query.get('parentId') || d.parentId === Number(req.query.get('parentId'))) &&
              d.name.toLowerCase().includes(q),
          ),
          req,
        ),
      };
    },
    'GET /api/association/divisions/118': () => ({ body: divisions[0] }),
    'GET /api/association/divisions/41': () => ({ body: divisions[1] }),
    'GET /api/association/divisions/13': () => ({ body: divisions[2] }),
    'GET /api/association/str-renewals/76': () => ({ body: renewal }),
    'GET /api/association/str-renewals/76/audit': () => ({ body: { data: [] } }),
    'GET /api/association/str-records/322': () => ({
      body: {
        id: 322,
        memberId: 159,
        memberName: 'drg. Carla Leilani',
        number: '1512220000465',
        kind: 'legacy',
        issuedAt: '2022-10-05',
        expiresAt: '2027-10-05',
        status: 'valid',
        convertedToId: null,
        createdAt: AT,
      },
    }),
    'PATCH /api/association/str-renewals/76/documents': (req) => {
      for (const d of (req.body as { documents: { type: string; received: boolean }[] }).documents) {
        renewal.documents = renewal.documents.map((x) => (x.type === d.type ? { ...x, received: d.received } : x));
      }
      return { body: renewal };
    },
    'POST /api/association/str-renewals/76/review': () =>
      renewal.status === 'submitted' ? ((renewal.status = 'in_review'), { body: renewal }) : conflict('not submitted'),
    'POST /api/association/str-renewals/76/recommend': () =>
      renewal.documents.some((d) => !d.received)
        ? conflict('Request 76 misses documents: skp_form')
        : ((renewal.status = 'recommended'), { body: renewal }),
    'POST /api/association/str-renewals/76/complete': (req) => (
      (renewal.status = 'completed'),
      (renewal.decidedAt = AT),
      (renewal.newStrId = 900),
      (renewal.newStrNumber = (req.body as { number: string }).number),
      { body: renewal }
    ),
    'POST /api/association/str-renewals/76/reject': (req) => (
      (renewal.status = 'rejected'),
      (renewal.reason = (req.body as { reason: string }).reason),
      { body: renewal }
    ),
    'GET /api/association/contributions/dues': (req) => ({
      body: page(
        dues.filter((d) => String(d.divisionId) === req.query.get('divisionId')),
        req,
      ),
    }),
    'POST /api/association/contributions/collective': (req) => {
      const body = req.body as { memberIds: number[]; total?: number };
      if (body.memberIds.includes(22) && body.total === undefined)
        return conflict(
          'amountPerMember IDR 400,000 is more than some members owe for 2026: drg. Budi Santoso (member 22) owes IDR 300,000. Nothing was recorded',
        );
      for (const d of dues)
        if (body.memberIds.includes(d.memberId))
          Object.assign(d, { outstanding: 0, status: 'paid', paidAmount: 600000 });
      return { status: 201, body: payment };
    },
    'GET /api/association/contributions/arrears': (req) => ({ body: page(arrears, req) }),
    'GET /api/association/contributions/arrears/export.csv': () => ({
      body: 'memberId,memberName\n13,drg. Maria Saraswati\n',
    }),
    'POST /api/association/contributions/arrears/mark': () => ({
      body: { graceDays: 60, cutoff: '2026-09-21', marked: 4, owed: 2400000 },
    }),
    'GET /api/association/contributions/reports/payments': (req) => ({
      body: { ...page([payment], req), totalAmount: 900000 },
    }),
    'GET /api/association/contributions/reports/payments/export.csv': () => ({
      body: 'paymentId,memberName\n900,drg. Ayu Lestari\n',
    }),
  };
  return { member, verification, renewal, dues, payment, arrears, handlers };
}
