import { insertMany, type Seeder } from '../../../seed/context.js';
import { clamp, dayBetween, dayOf, isoOf, NATIONAL_ACTOR, PRACTISING, seedMembers, stampOf } from './util.js';

const CATEGORIES = [
  [
    'Klinis dan Kasus',
    'klinis-dan-kasus',
    'Diskusi kasus klinis sehari-hari; jaga kerahasiaan identitas pasien.',
    true,
  ],
  ['Konservasi dan Endodontik', 'konservasi-dan-endodontik', 'Restorasi, perawatan saluran akar dan estetik.', true],
  ['Ortodonti', 'ortodonti', 'Perawatan ortodonti cekat dan lepasan, interseptif dan aligner.', true],
  ['Bedah Mulut', 'bedah-mulut', 'Pencabutan, odontektomi dan bedah mulut minor.', true],
  ['Kedokteran Gigi Anak', 'kedokteran-gigi-anak', 'Perawatan pasien anak dan manajemen perilaku.', true],
  ['Praktik dan Regulasi', 'praktik-dan-regulasi', 'STR, SIP, SKP, perpajakan dan manajemen praktik.', true],
  ['Karier dan Pendidikan', 'karier-dan-pendidikan', 'PPDGS, beasiswa dan lowongan.', true],
  ['Lapak Sejawat', 'lapak-sejawat', 'Jual beli alat dan bahan antar sejawat (ditutup sementara).', false],
] as const;

const REASONS = [
  { value: 'spam', weight: 20 },
  { value: 'harassment', weight: 12 },
  { value: 'misinformation', weight: 18 },
  { value: 'advertising', weight: 25 },
  { value: 'patient_privacy', weight: 15 },
  { value: 'other', weight: 10 },
] as const;
const EXCERPTS: Record<string, string[]> = {
  spam: [
    'Klik tautan ini untuk dapat SKP gratis tanpa ikut kursus!!!',
    'Promo pulsa dan paket data murah, hubungi admin.',
  ],
  harassment: [
    'Dokter gigi lulusan kampus itu memang tidak kompeten semua.',
    'Sudahlah, tidak usah sok tahu kalau masih baru lulus.',
  ],
  misinformation: [
    'Amalgam pasti menyebabkan keracunan merkuri, wajib dibongkar semua.',
    'Antibiotik wajib diberikan setelah setiap pencabutan gigi.',
  ],
  advertising: [
    'Jual scaler ultrasonik murah, garansi 1 tahun, hubungi WA 0812xxxx.',
    'Diskon 30% bahan komposit hanya minggu ini di toko kami.',
  ],
  patient_privacy: [
    'Ini foto rontgen pasien saya, Bu S. dari Jl. Merdeka, kasusnya unik.',
    'Pasien atas nama lengkap berikut ini bandel tidak mau bayar.',
  ],
  other: ['Mohon pindahkan thread ini ke kategori yang sesuai.', 'Thread ganda dengan diskusi sebelumnya.'],
};
const RESOLUTIONS = [
  'Konten dihapus dan penulis diberi peringatan.',
  'Konten disunting oleh moderator.',
  'Thread dipindahkan ke kategori yang sesuai.',
];
const DISMISSALS = [
  'Diskusi klinis wajar, tidak melanggar pedoman forum.',
  'Laporan tidak disertai bukti pelanggaran.',
];

const STREAMS = [
  'Webinar: Tata Laksana Karies Anak',
  'Live PIT: Simposium Implan Gigi',
  'Diskusi Panel: Praktik Mandiri Pasca UU Kesehatan',
  'Webinar: Radiografi CBCT untuk Dokter Gigi Umum',
  'Live: Demo Preparasi Mahkota Zirkonia',
  'Webinar: Manajemen Nyeri Orofasial',
  'Talkshow: Kesehatan Gigi Ibu Hamil',
  'Webinar: Pengisian SKP di Platform Kemenkes',
];

const BANNERS = [
  ['Pendaftaran PIT Nasional dibuka', 'home_top'],
  ['Kursus daring baru: Kegawatdaruratan Medis di Kursi Gigi', 'home_sidebar'],
  ['Ayo lengkapi data STR seumur hidup Anda', 'home_top'],
  ['Pedoman etika forum diperbarui', 'forum_top'],
  ['Webinar gratis setiap Kamis malam', 'forum_sidebar'],
  ['Bayar iuran tahunan lebih mudah dengan QRIS', 'home_sidebar'],
  ['Bulan Kesehatan Gigi Nasional', 'home_top'],
  ['Lowongan dokter gigi Puskesmas daerah terpencil', 'forum_sidebar'],
  ['Survei kepuasan anggota', 'forum_top'],
  ['Selamat Hari Dokter Gigi Nasional', 'home_top'],
] as const;

/** Forum categories, a moderation queue of reports, live streams before and after the seed's today, and banners. */
export const forumsSeeder: Seeder = {
  name: 'community forums',
  async run({ db, faker, members: size, now }) {
    const today = dayOf(now);
    const members = (await seedMembers(db)).filter((m) => PRACTISING.has(m.status));
    await insertMany(
      db,
      'forum_categories',
      ['name', 'slug', 'description', 'position', 'active', 'created_at', 'updated_at'],
      CATEGORIES.map(([name, slug, description, active], i) => {
        const stamp = stampOf(today - 900 + i, faker);
        return [name, slug, description, (i + 1) * 10, active, stamp, stamp];
      }),
    );
    const categories = (await db.query<{ id: number }>('SELECT id FROM forum_categories ORDER BY position')).rows;

    const reports: unknown[][] = [];
    const reportCount = members.length === 0 ? 0 : clamp(size / 25, 20, 120);
    for (let i = 0; i < reportCount; i++) {
      const reason = faker.helpers.weightedArrayElement(REASONS);
      const day = dayBetween(faker, today - 365, today);
      const age = today - day;
      const status =
        age > 30
          ? faker.helpers.weightedArrayElement([
              { value: 'resolved', weight: 65 },
              { value: 'dismissed', weight: 35 },
            ])
          : faker.helpers.arrayElement(['open', 'open', 'resolved'] as const);
      const targetType = faker.helpers.arrayElement(['thread', 'post', 'post'] as const);
      const handled =
        status === 'open' ? null : stampOf(Math.min(day + faker.number.int({ min: 0, max: 5 }), today), faker, 17, 21);
      const created = stampOf(day, faker, 6, 16);
      reports.push([
        faker.helpers.arrayElement(categories).id,
        targetType,
        `${targetType}-${100_000 + i * 37}`,
        faker.helpers.arrayElement(EXCERPTS[reason]!),
        faker.helpers.arrayElement(members).id,
        reason,
        '',
        status,
        status === 'resolved'
          ? faker.helpers.arrayElement(RESOLUTIONS)
          : status === 'dismissed'
            ? faker.helpers.arrayElement(DISMISSALS)
            : null,
        handled ? NATIONAL_ACTOR : null,
        handled,
        created,
        handled ?? created,
      ]);
    }
    await insertMany(
      db,
      'forum_reports',
      [
        'category_id',
        'target_type',
        'target_ref',
        'excerpt',
        'reporter_id',
        'reason',
        'details',
        'status',
        'resolution',
        'handled_by',
        'handled_at',
        'created_at',
        'updated_at',
      ],
      reports,
    );

    // Streams every few weeks: the past ones ended, the coming ones scheduled.
    const streams = STREAMS.flatMap((title, i) =>
      [today - 200 + i * 21, today + 5 + i * 9].map((day, k) => {
        const past = k === 0;
        const slug = title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        const scheduled = `${isoOf(day)}T19:30:00+07:00`;
        const created = stampOf(day - 21, faker);
        return [
          title,
          past ? 'Rekaman tersedia untuk anggota.' : 'Tautan siaran dibuka 15 menit sebelum acara.',
          `https://live.sejawat.id/${slug}-${isoOf(day).slice(0, 7)}`,
          scheduled,
          past ? 'ended' : 'scheduled',
          past ? `${isoOf(day)}T19:32:00+07:00` : null,
          past ? `${isoOf(day)}T21:${String(faker.number.int({ min: 0, max: 45 })).padStart(2, '0')}:00+07:00` : null,
          created,
          past ? `${isoOf(day)}T21:50:00+07:00` : created,
        ];
      }),
    );
    await insertMany(
      db,
      'forum_streams',
      ['title', 'description', 'url', 'scheduled_at', 'status', 'started_at', 'ended_at', 'created_at', 'updated_at'],
      streams,
    );

    // Banners: expired, current, upcoming and switched off.
    const banners = BANNERS.map(([title, position], i) => {
      const from = today + [-120, -60, -30, -20, -10, -5, 10, 20, -90, -15][i]!;
      const to = i === 4 ? null : from + [30, 90, 60, 45, 0, 40, 30, 30, 20, 25][i]!;
      const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const stamp = stampOf(from - 3, faker);
      return [
        title,
        `https://cdn.sejawat.id/banners/${slug}.jpg`,
        i % 3 === 2 ? null : `https://sejawat.id/info/${slug}`,
        position,
        `${isoOf(from)}T00:00:00+07:00`,
        to === null ? null : `${isoOf(to)}T23:59:00+07:00`,
        i !== 8,
        stamp,
        stamp,
      ];
    });
    await insertMany(
      db,
      'forum_banners',
      ['title', 'image_url', 'link_url', 'position', 'active_from', 'active_to', 'active', 'created_at', 'updated_at'],
      banners,
    );
  },
};
