/** Rows shaped as the association API answers them, for the screens' tests. */
const at = '2026-11-21T08:30:00.000Z';

export function divisionRows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const level = id === 1 ? 'national' : id <= 5 ? 'province' : 'branch';
    return {
      id,
      code: level === 'national' ? 'PB-00' : `${level === 'province' ? 'PW' : 'PC'}-${String(id).padStart(4, '0')}`,
      name: level === 'national' ? 'Pengurus Besar' : `${level === 'province' ? 'Pengurus Wilayah' : 'Cabang'} ${String(id).padStart(3, '0')}`,
      level,
      parentId: level === 'national' ? null : level === 'province' ? 1 : 2,
      parentName: level === 'national' ? null : level === 'province' ? 'Pengurus Besar' : 'Pengurus Wilayah 002',
      city: id % 2 ? 'Jakarta' : 'Bandung',
      address: `Jl. Contoh No. ${id}`,
      phone: '+62 21 555 0101',
      email: `pc${id}@sejawat.id`,
      memberCount: id * 3,
      createdAt: at,
      updatedAt: at,
    };
  });
}

const member = { memberId: 12, memberName: 'drg. Siti Rahmawati' };

/** One row per resource besides divisions: what the smoke tests expect each list to show. */
export const SAMPLES: Record<string, { path: string; api: string; row: Record<string, unknown>; shows: string }> = {
  members: {
    path: '/association/members',
    api: 'members',
    shows: 'drg. Siti Rahmawati',
    row: {
      id: 12, npa: '32000012', fullName: 'drg. Siti Rahmawati', gender: 'female', birthDate: '1990-03-12', birthPlace: 'Bandung',
      email: 'siti@example.id', phone: '', address: '', divisionId: 40, divisionName: 'Cabang Bandung', provinceId: 3,
      provinceName: 'Pengurus Wilayah Jawa Barat', specialty: 'general', category: 'ordinary', status: 'active', joinedAt: '2015-06-01', createdAt: at, updatedAt: at,
    },
  },
  verifications: {
    path: '/association/verifications/all',
    api: 'verifications',
    shows: 'drg. Siti Rahmawati',
    row: {
      id: 7, ...member, divisionId: 40, divisionName: 'Cabang Bandung', kind: 'application', status: 'pending',
      documents: [{ type: 'diploma', label: 'Diploma', received: true }], reason: null, submittedAt: at, decidedAt: null, decidedBy: null,
    },
  },
  strRecords: {
    path: '/association/str',
    api: 'str-records',
    shows: '3212110012345678',
    row: { id: 3, ...member, number: '3212110012345678', kind: 'legacy', issuedAt: '2019-02-03', expiresAt: '2024-02-03', status: 'expired', convertedToId: null, createdAt: at },
  },
  strRenewals: {
    path: '/association/str-renewals',
    api: 'str-renewals',
    shows: '3212110012345678',
    row: { id: 4, ...member, strId: 3, strNumber: '3212110012345678', status: 'in_review', documents: [], submittedAt: at, decidedAt: null, reason: null },
  },
  sipPermits: {
    path: '/association/sip-permits',
    api: 'sip-permits',
    shows: '503/0123/SIP-DRG/2025',
    row: { id: 5, ...member, number: '503/0123/SIP-DRG/2025', practicePlace: 'Klinik Gigi Senyum Sehat', city: 'Bandung', issuedAt: '2025-01-06', expiresAt: '2030-01-06', status: 'active', createdAt: at, updatedAt: at },
  },
  skpEntries: {
    path: '/association/skp-entries',
    api: 'skp-entries',
    shows: 'Workshop endodontik',
    row: { id: 6, ...member, activity: 'Workshop endodontik', domain: 'learning', credits: 6, earnedAt: '2026-05-14', source: 'PDGI Cabang Bandung', createdAt: at },
  },
  survivors: {
    path: '/association/mitigation/survivors',
    api: 'survivors',
    shows: 'Self-isolation at home',
    row: { id: 8, ...member, diagnosedAt: '2021-07-02', recoveredAt: '2021-07-20', severity: 'moderate', notes: 'Self-isolation at home', createdAt: at },
  },
  deaths: {
    path: '/association/mitigation/deaths',
    api: 'deaths',
    shows: 'COVID-19 pneumonia',
    row: { id: 9, ...member, diedAt: '2021-07-14', cause: 'COVID-19 pneumonia', covidRelated: true, notes: '', createdAt: at },
  },
  vaccinations: {
    path: '/association/mitigation/vaccinations',
    api: 'vaccinations',
    shows: 'RSUD Kota Bandung',
    row: { id: 10, ...member, vaccine: 'CoronaVac', dose: 1, vaccinatedAt: '2021-01-14', location: 'RSUD Kota Bandung', createdAt: at },
  },
  contributionRates: {
    path: '/association/contribution-rates',
    api: 'contributions/rates',
    shows: 'Iuran Anggota Biasa',
    row: {
      id: 2, name: 'Iuran Anggota Biasa', category: 'ordinary', period: 'yearly', amount: 600000, nationalShare: 20, provinceShare: 30, branchShare: 50,
      validFrom: '2024-01-01', validTo: null, dueCount: 157, createdAt: at, updatedAt: at,
    },
  },
  dues: {
    path: '/association/dues',
    api: 'contributions/dues',
    shows: 'drg. Siti Rahmawati',
    row: {
      id: 11, ...member, npa: '32000012', divisionId: 40, divisionName: 'Cabang Bandung', provinceId: 3, provinceName: 'Pengurus Wilayah Jawa Barat', rateId: 2,
      period: '2026', amount: 600000, paidAmount: 0, outstanding: 600000, status: 'unpaid', dueDate: '2026-03-31', overdue: true, paidAt: null, waivedReason: null, createdAt: at, updatedAt: at,
    },
  },
  payments: {
    path: '/association/payments',
    api: 'contributions/payments',
    shows: 'TRF2026031500123',
    row: {
      id: 13, kind: 'member', divisionId: 40, divisionName: 'Cabang Bandung', ...member, period: null, amount: 600000, method: 'transfer',
      reference: 'TRF2026031500123', paidAt: '2026-03-15', note: '', status: 'recorded', reversedAt: null, reversalReason: null,
      allocations: [{ dueId: 11, ...member, period: '2026', amount: 600000 }], createdAt: at,
    },
  },
};
