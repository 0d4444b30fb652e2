import { insertMany, type Seeder } from '../../../seed/context.js';
import { clamp, dayBetween, dayOf, isoOf, PRACTISING, seedDivisions, seedMembers, stampOf } from './util.js';

const COMPLAINANTS = [
  { value: 'patient', weight: 55 },
  { value: 'patient_family', weight: 15 },
  { value: 'colleague', weight: 8 },
  { value: 'health_facility', weight: 8 },
  { value: 'government', weight: 4 },
  { value: 'other', weight: 10 },
] as const;
const CASE_SEVERITIES = [
  { value: 'minor', weight: 35 },
  { value: 'moderate', weight: 35 },
  { value: 'serious', weight: 22 },
  { value: 'critical', weight: 8 },
] as const;
const SUMMARIES = [
  'Pasien mengeluhkan parestesia bibir bawah setelah pencabutan gigi molar tiga bawah.',
  'Keluarga pasien mempersoalkan biaya perawatan saluran akar yang melebihi perkiraan awal.',
  'Pasien anak mengalami pembengkakan setelah pencabutan; orang tua menilai penanganan lambat.',
  'Mahkota tiruan lepas dua kali dalam tiga bulan; pasien meminta ganti rugi.',
  'Dugaan praktik tanpa SIP yang masih berlaku di klinik kedua.',
  'Pasien menilai informed consent untuk pemasangan implan tidak disampaikan lengkap.',
  'Keluhan nyeri berkepanjangan setelah perawatan saluran akar gigi 36.',
  'Perdarahan pasca pencabutan pada pasien dengan riwayat antikoagulan yang tidak ditanyakan.',
  'Promosi layanan ortodonti di media sosial dinilai menyesatkan oleh sejawat.',
  'Fraktur instrumen endodontik tertinggal di saluran akar tanpa pemberitahuan kepada pasien.',
  'Rekam medis pasien diminta kepolisian terkait sengketa asuransi.',
  'Pasien alergi anestesi lokal; keluarga mempertanyakan kesiapan penanganan kegawatdaruratan.',
];
const RESOLUTIONS = [
  'Mediasi berhasil: dokter gigi menanggung biaya perawatan lanjutan, pasien mencabut pengaduan.',
  'Kesepakatan damai; dokter gigi menyampaikan permohonan maaf dan memperbaiki prosedur informed consent.',
  'Pengaduan tidak terbukti setelah telaah rekam medis; para pihak menerima hasil mediasi.',
  'Biaya perawatan dikembalikan sebagian; pasien dirujuk ke spesialis untuk perawatan lanjutan.',
];
const REFERRALS = {
  disciplinary_council: 'Dugaan pelanggaran disiplin profesi; mediasi tidak mencapai kesepakatan.',
  ethics_council: 'Dugaan pelanggaran kode etik kedokteran gigi; diteruskan ke MKEKG untuk disidangkan.',
} as const;

const RELATIONS = [
  { value: 'practice_partner', weight: 55 },
  { value: 'referral_partner', weight: 30 },
  { value: 'mentor', weight: 15 },
] as const;
const PLACES = ['Klinik Gigi', 'Praktik Bersama drg.', 'Klinik Pratama', 'RSGM', 'Dental Care'];

const PROPOSALS: Record<string, string[]> = {
  programme: [
    'Program skrining karies gratis untuk siswa SD',
    'Kampanye Bulan Kesehatan Gigi Nasional di kabupaten',
    'Pelatihan kegawatdaruratan medis di praktik gigi',
  ],
  regulation: [
    'Usulan standar tarif minimal perawatan saluran akar',
    'Pedoman iklan layanan kedokteran gigi di media sosial',
    'Usulan revisi syarat rekomendasi praktik kedua',
  ],
  budget: [
    'Pengadaan unit dental portabel untuk bakti sosial',
    'Anggaran pelaksanaan PIT cabang tahun depan',
    'Bantuan dana sekretariat cabang',
  ],
  organisation: [
    'Pembentukan cabang baru di kabupaten pemekaran',
    'Penggabungan dua cabang dengan anggota sedikit',
    'Pembentukan bidang advokasi hukum di cabang',
  ],
  membership: [
    'Keringanan iuran bagi anggota terdampak bencana',
    'Percepatan penerbitan KTA anggota baru',
    'Pendataan ulang anggota yang pindah domisili',
  ],
  other: [
    'Kerja sama dengan dinas kesehatan untuk layanan gigi Puskesmas',
    'Usulan sistem janji temu daring untuk anggota',
    'Penghargaan bagi anggota senior yang berpraktik 40 tahun',
  ],
};
const REJECTIONS = [
  'Tidak tersedia anggaran pada tahun berjalan.',
  'Bertentangan dengan ketentuan anggaran dasar; silakan ajukan kembali setelah muktamar.',
  'Sudah tercakup dalam program nasional yang sedang berjalan.',
];

const ACTIVITIES = [
  {
    type: 'seminar',
    titles: [
      'Seminar Ilmiah Kedokteran Gigi Estetik',
      'Seminar Manajemen Praktik Mandiri',
      'Seminar Penatalaksanaan Pasien Medically Compromised',
    ],
    people: [40, 300],
  },
  {
    type: 'workshop',
    titles: [
      'Workshop Restorasi Resin Komposit Direk',
      'Hands-on Course Endodontik Rotary',
      'Workshop Fotografi Dental',
    ],
    people: [15, 60],
  },
  {
    type: 'webinar',
    titles: [
      'Webinar Teledentistry di Era Digital',
      'Webinar Etika Promosi di Media Sosial',
      'Webinar Pencegahan Infeksi Silang',
    ],
    people: [100, 1500],
  },
  {
    type: 'social_service',
    titles: [
      'Bakti Sosial Pemeriksaan Gigi Gratis',
      'Bakti Sosial Pencabutan dan Penambalan Gigi',
      'Layanan Gigi Keliling Desa Terpencil',
    ],
    people: [30, 500],
  },
  {
    type: 'dental_health_education',
    titles: [
      'Penyuluhan Sikat Gigi Bersama Siswa SD',
      'Penyuluhan Kesehatan Gigi Ibu Hamil di Posyandu',
      'Edukasi Kesehatan Gigi Lansia',
    ],
    people: [20, 400],
  },
  {
    type: 'meeting',
    titles: ['Rapat Kerja Cabang', 'Musyawarah Cabang', 'Rapat Koordinasi Pengurus Wilayah'],
    people: [8, 60],
  },
  {
    type: 'other',
    titles: ['Jalan Sehat HUT Organisasi', 'Turnamen Bulu Tangkis Antar Cabang', 'Donor Darah Bersama'],
    people: [30, 300],
  },
] as const;

/** Medicolegal cases, colleague links, proposals and activities, in modest numbers relative to the association. */
export const casesSeeder: Seeder = {
  name: 'community cases, colleagues, proposals and activities',
  async run({ db, faker, members: size, now }) {
    const today = dayOf(now);
    const members = await seedMembers(db);
    const practising = members.filter((m) => PRACTISING.has(m.status));
    const divisions = await seedDivisions(db);
    const branches = divisions.filter((d) => d.level === 'branch');
    const provinces = divisions.filter((d) => d.level === 'province');

    // Medicolegal cases: older ones mostly settled or referred, recent ones still in the workflow.
    const cases: unknown[][] = [];
    const perYear = new Map<number, number>();
    const caseCount = Math.min(clamp(size * 0.03, 12, 80), practising.length);
    // About four in ten cases came in over the last three months; the rest go back three years.
    const reportedDays = Array.from({ length: caseCount }, () =>
      faker.number.int(99) < 40
        ? dayBetween(faker, today - 90, today - 1)
        : dayBetween(faker, today - 3 * 365, today - 91),
    ).sort((a, b) => a - b);
    for (const reported of reportedDays) {
      const member = faker.helpers.arrayElement(practising);
      const year = Number(isoOf(reported).slice(0, 4));
      const seq = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, seq);
      const age = today - reported;
      const status =
        age > 240
          ? faker.helpers.weightedArrayElement([
              { value: 'closed', weight: 75 },
              { value: 'referred', weight: 25 },
            ])
          : age > 90
            ? faker.helpers.arrayElement(['mediation', 'closed', 'referred', 'under_review'] as const)
            : faker.helpers.arrayElement(['reported', 'reported', 'under_review', 'mediation'] as const);
      const changed =
        status === 'reported' ? reported : dayBetween(faker, reported + 3, Math.min(reported + 200, today));
      const final = status === 'closed' || status === 'referred';
      const referredTo =
        status === 'referred' ? faker.helpers.arrayElement(['disciplinary_council', 'ethics_council'] as const) : null;
      cases.push([
        `MDL/${year}/${String(seq).padStart(4, '0')}`,
        member.id,
        isoOf(reported),
        faker.helpers.weightedArrayElement(COMPLAINANTS),
        faker.helpers.arrayElement(SUMMARIES),
        faker.helpers.weightedArrayElement(CASE_SEVERITIES),
        status,
        status === 'closed' ? faker.helpers.arrayElement(RESOLUTIONS) : null,
        referredTo,
        referredTo ? REFERRALS[referredTo] : null,
        stampOf(changed, faker),
        final ? stampOf(changed, faker) : null,
        stampOf(reported, faker),
        stampOf(changed, faker),
      ]);
    }
    await insertMany(
      db,
      'medicolegal_cases',
      [
        'case_number',
        'member_id',
        'reported_at',
        'complainant_type',
        'summary',
        'severity',
        'status',
        'resolution',
        'referred_to',
        'referral_note',
        'status_changed_at',
        'decided_at',
        'created_at',
        'updated_at',
      ],
      cases,
    );

    // Colleague links: mostly within a branch (partners at the same practice place), some across branches.
    const links: unknown[][] = [];
    const pairs = new Set<string>();
    const byBranch = new Map<number, typeof practising>();
    for (const m of practising) {
      const list = byBranch.get(m.divisionId) ?? [];
      list.push(m);
      byBranch.set(m.divisionId, list);
    }
    const linkCount = clamp(practising.length / 3, 0, 300);
    for (let attempt = 0; links.length < linkCount && attempt < linkCount * 5; attempt++) {
      const member = faker.helpers.arrayElement(practising);
      const sameBranch = (byBranch.get(member.divisionId) ?? []).filter((m) => m.id !== member.id);
      const colleague =
        sameBranch.length > 0 && faker.number.int(99) < 75
          ? faker.helpers.arrayElement(sameBranch)
          : faker.helpers.arrayElement(practising);
      if (colleague.id === member.id) continue;
      const key = `${Math.min(member.id, colleague.id)}-${Math.max(member.id, colleague.id)}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      const relation = faker.helpers.weightedArrayElement(RELATIONS);
      const earliest = Math.max(member.joined ?? today - 3650, colleague.joined ?? today - 3650, today - 3650);
      const since = dayBetween(faker, earliest, today - 1);
      const place =
        relation === 'practice_partner'
          ? `${faker.helpers.arrayElement(PLACES)} ${faker.person.lastName()}, ${member.city}`
          : '';
      const stamp = stampOf(since, faker);
      links.push([
        member.id,
        colleague.id,
        relation,
        place,
        isoOf(since),
        relation === 'mentor' ? 'Pendampingan sejawat muda di tahun pertama praktik.' : '',
        stamp,
        stamp,
      ]);
    }
    await insertMany(
      db,
      'colleagues',
      ['member_id', 'colleague_id', 'relation', 'practice_place', 'since', 'notes', 'created_at', 'updated_at'],
      links,
    );

    // Proposals: branches mostly, some provinces; the older the proposal, the likelier it is decided.
    const proposals: unknown[][] = [];
    const proposalCount = clamp(size / 25, 20, 80);
    for (let i = 0; i < proposalCount; i++) {
      const division =
        faker.number.int(99) < 80 ? faker.helpers.arrayElement(branches) : faker.helpers.arrayElement(provinces);
      const category = faker.helpers.arrayElement(Object.keys(PROPOSALS));
      const title = faker.helpers.arrayElement(PROPOSALS[category]!);
      const submitted = dayBetween(faker, today - 730, today - 1);
      const age = today - submitted;
      const status =
        age > 120
          ? faker.helpers.weightedArrayElement([
              { value: 'approved', weight: 60 },
              { value: 'rejected', weight: 30 },
              { value: 'reviewed', weight: 10 },
            ])
          : faker.helpers.arrayElement(['submitted', 'submitted', 'reviewed', 'approved'] as const);
      const reviewed =
        status === 'submitted' ? null : dayBetween(faker, submitted + 1, Math.min(submitted + 45, today));
      const decided =
        status === 'approved' || status === 'rejected'
          ? dayBetween(faker, reviewed!, Math.min(reviewed! + 60, today))
          : null;
      const body =
        `${division.name} mengusulkan: ${title.toLowerCase()}. Usulan ini dibahas dalam rapat pengurus ` +
        `dan didukung oleh ${faker.number.int({ min: 5, max: 60 })} anggota. Rincian kebutuhan dan jadwal terlampir.`;
      const submittedStamp = stampOf(submitted, faker);
      const decidedStamp = decided === null ? null : stampOf(decided, faker);
      proposals.push([
        title,
        division.id,
        category,
        body,
        status,
        status === 'rejected' ? faker.helpers.arrayElement(REJECTIONS) : null,
        submittedStamp,
        reviewed === null ? null : stampOf(reviewed, faker),
        decidedStamp,
        decidedStamp ?? submittedStamp,
      ]);
    }
    await insertMany(
      db,
      'proposals',
      [
        'title',
        'division_id',
        'category',
        'body',
        'status',
        'decision_reason',
        'submitted_at',
        'reviewed_at',
        'decided_at',
        'updated_at',
      ],
      proposals,
    );

    // Activities over the last two years and the coming two months.
    const activities: unknown[][] = [];
    const activityCount = clamp(size / 8, 30, 250);
    for (let i = 0; i < activityCount; i++) {
      const division =
        faker.number.int(99) < 80 ? faker.helpers.arrayElement(branches) : faker.helpers.arrayElement(provinces);
      const kind = faker.helpers.arrayElement(ACTIVITIES);
      const day = dayBetween(faker, today - 730, today + 60);
      const city = division.city || 'Jakarta';
      const location =
        kind.type === 'webinar'
          ? 'Daring (Zoom)'
          : faker.helpers.arrayElement([
              `Aula ${division.name}`,
              `Hotel ${faker.person.lastName()}, ${city}`,
              `Balai Kota ${city}`,
              `SDN ${faker.number.int({ min: 1, max: 20 })} ${city}`,
            ]);
      const planned = day > today;
      const participants = planned ? 0 : faker.number.int({ min: kind.people[0], max: kind.people[1] });
      const stamp = stampOf(Math.min(day - 14, today), faker);
      activities.push([
        `${faker.helpers.arrayElement(kind.titles)} ${city}`,
        division.id,
        isoOf(day),
        location,
        kind.type,
        participants,
        planned ? 'Direncanakan; pendaftaran peserta melalui sekretariat.' : `Diselenggarakan oleh ${division.name}.`,
        stamp,
        stamp,
      ]);
    }
    await insertMany(
      db,
      'activities',
      [
        'title',
        'division_id',
        'held_on',
        'location',
        'type',
        'participants_count',
        'description',
        'created_at',
        'updated_at',
      ],
      activities,
    );
  },
};
