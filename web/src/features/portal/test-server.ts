import type { Handler } from '../../test/fake-api';

/** A member account as the BFF signs it in: the auth pages, and his own portal. */
export const MEMBER_USER = {
  id: 1_000_000_005,
  fullName: 'drg. Siti Rahmawati',
  username: 'anggota',
  avatar: null,
  email: 'anggota@demo.com',
  role: 'member',
  ability: [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Portal', conditions: { memberId: 42 } },
    { action: 'update', subject: 'Portal', conditions: { memberId: 42 } },
  ],
  extras: { eCommerceCartItemsCount: 0 },
  association: { divisionId: null, divisionLevel: null, divisionName: 'Cabang Kota Bandung', memberId: 42, mustChangePassword: false },
};

const CODE = 'AEAAAAAKAKB7IBRWRRVXNEMFDYTFO';

/** The portal's API for one member: his record changes as he corrects it and asks for changes. */
export function portalServer() {
  const profile = {
    memberId: 42,
    npa: '32000042',
    fullName: 'drg. Siti Rahmawati',
    gender: 'female',
    birthDate: '1988-03-14',
    birthPlace: 'Bandung',
    email: 'siti@example.id',
    phone: '+62 812-1111-2222',
    address: 'Jl. Dago No. 12, Bandung',
    status: 'active',
    validMember: true,
    category: 'ordinary',
    specialty: 'general',
    divisionId: 40,
    divisionName: 'Cabang Kota Bandung',
    provinceName: 'Pengurus Wilayah Jawa Barat',
    joinedAt: '2014-03-12',
    updatedAt: '2026-05-01T08:00:00.000Z',
    pendingDataUpdate: null as null | { id: number; submittedAt: string; changes: Record<string, string> },
  };
  const verifications: Record<string, unknown>[] = [
    {
      id: 7,
      kind: 'application',
      status: 'approved',
      divisionName: 'Cabang Kota Bandung',
      documents: [],
      requestedChanges: null,
      note: null,
      reason: null,
      submittedAt: '2014-02-01T02:00:00.000Z',
      decidedAt: '2014-03-01T02:00:00.000Z',
    },
  ];
  const handlers: Record<string, Handler> = {
    'GET /api/association/portal/profile': () => ({ body: profile }),
    'PATCH /api/association/portal/profile': (req) => {
      Object.assign(profile, req.body as object);
      return { body: profile };
    },
    'POST /api/association/portal/requests/data-update': (req) => {
      const { changes, note } = req.body as { changes: Record<string, string>; note?: string };
      const request = {
        id: 90,
        kind: 'data_update',
        status: 'pending',
        divisionName: profile.divisionName,
        documents: [],
        requestedChanges: changes,
        note: note ?? null,
        reason: null,
        submittedAt: '2026-05-14T03:00:00.000Z',
        decidedAt: null,
      };
      verifications.unshift(request);
      profile.pendingDataUpdate = { id: 90, submittedAt: request.submittedAt, changes };
      return { status: 201, body: request };
    },
    'GET /api/association/portal/dues': () => ({
      body: {
        totals: { billed: 1_800_000, collected: 1_200_000, waived: 0, owed: 600_000, overdue: 600_000 },
        periods: [
          { dueId: 3, period: '2026', amount: 600_000, paidAmount: 0, outstanding: 600_000, status: 'unpaid', dueDate: '2026-03-31', paidAt: null, overdue: true, waivedReason: null },
          { dueId: 2, period: '2025', amount: 600_000, paidAmount: 600_000, outstanding: 0, status: 'paid', dueDate: '2025-03-31', paidAt: '2025-03-02', overdue: false, waivedReason: null },
          { dueId: 1, period: '2024', amount: 600_000, paidAmount: 600_000, outstanding: 0, status: 'paid', dueDate: '2024-03-31', paidAt: '2024-02-20', overdue: false, waivedReason: null },
        ],
        payments: [
          { paymentId: 11, kind: 'collective', method: 'transfer', reference: 'PC-40/2025', paidAt: '2025-03-02', amount: 600_000, reversed: false, periods: ['2025'] },
          { paymentId: 10, kind: 'member', method: 'qris', reference: 'QR-8812', paidAt: '2024-02-20', amount: 600_000, reversed: false, periods: ['2024'] },
        ],
      },
    }),
    'GET /api/association/portal/licences': () => ({
      body: {
        str: [{ id: 5, memberId: 42, memberName: profile.fullName, number: '3212110012345678', kind: 'lifetime', issuedAt: '2024-06-01', expiresAt: null, status: 'valid', convertedToId: null, createdAt: '2024-06-01T00:00:00.000Z' }],
        sip: [
          { id: 8, memberId: 42, memberName: profile.fullName, number: '503/0123/SIP-DRG/2022', practicePlace: 'Klinik Gigi Senyum Sehat', city: 'Bandung', issuedAt: '2022-01-10', expiresAt: '2027-01-10', status: 'active', createdAt: '2022-01-10T00:00:00.000Z', updatedAt: '2022-01-10T00:00:00.000Z' },
        ],
        skp: {
          period: { from: '2022-01-10', to: '2027-01-10', sipId: 8 },
          total: 62.5,
          byDomain: { learning: 40, service: 20, community: 2.5, free: 0 },
          required: 100,
          minimums: { learning: 45, service: 35, community: 5 },
          shortfall: { total: 37.5, learning: 5, service: 15, community: 2.5 },
          projectedShortfall: { total: 12, learning: 0, service: 10, community: 2 },
        },
        skpEntries: [
          { id: 31, activity: 'Workshop endodontik', domain: 'learning', credits: 6, earnedAt: '2026-02-14', source: 'PDGI Cabang Bandung', inPeriod: true },
          { id: 30, activity: 'Bakti sosial', domain: 'community', credits: 2.5, earnedAt: '2025-08-17', source: 'Cabang Kota Bandung', inPeriod: true },
        ],
      },
    }),
    'GET /api/association/portal/requests': () => ({
      body: {
        verifications,
        strRenewals: [{ id: 4, strNumber: '3212110099998888', status: 'completed', submittedAt: '2019-05-01T02:00:00.000Z', decidedAt: '2019-06-01T02:00:00.000Z', reason: null }],
        transfers: [],
        references: [
          { id: 12, type: 'good_standing', purpose: 'Lamaran kerja RSUD', status: 'issued', requestedDate: '2026-01-05', letterNumber: '007/PC-3273/KET/I/2026', issuedDate: '2026-01-08', rejectionReason: null },
        ],
      },
    }),
    'GET /api/association/portal/notices': () => ({
      body: {
        data: [
          { id: 3, title: 'Rapat anggota Cabang Kota Bandung', summary: 'Sabtu, 20 Juni 2026 di Aula RSGM.', body: '## Agenda\n\nLaporan pengurus.', bodyFormat: 'markdown', categoryName: 'Pengumuman', divisionName: 'Cabang Kota Bandung', divisionLevel: 'branch', publishedAt: '2026-05-10T02:00:00.000Z' },
        ],
        total: 1,
        page: 1,
        perPage: 5,
        totalPages: 1,
        from: 1,
        to: 1,
      },
    }),
  };
  return { profile, handlers, code: CODE };
}
