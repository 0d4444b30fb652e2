import { insertMany, type Seeder } from '../../../seed/context.js';
import {
  clamp,
  dayBetween,
  dayOf,
  isoOf,
  PRACTISING,
  seedDivisions,
  seedMembers,
  stampOf,
  type SeedMember,
} from './util.js';

const COURSES: { title: string; domain: 'learning' | 'service' | 'community'; credits: number }[] = [
  { title: 'Penatalaksanaan Nyeri Pasca Pencabutan Gigi Molar Tiga', domain: 'learning', credits: 2 },
  { title: 'Dasar-Dasar Perawatan Saluran Akar dengan Instrumen Rotary', domain: 'learning', credits: 3 },
  { title: 'Restorasi Estetik Resin Komposit Kelas IV', domain: 'learning', credits: 2 },
  { title: 'Manajemen Perilaku Pasien Anak di Praktik Umum', domain: 'learning', credits: 2 },
  { title: 'Diagnosis Lesi Putih Rongga Mulut', domain: 'learning', credits: 1.5 },
  { title: 'Interpretasi Radiografi Panoramik untuk Dokter Gigi Umum', domain: 'learning', credits: 2 },
  { title: 'Pencegahan dan Pengendalian Infeksi di Praktik Kedokteran Gigi', domain: 'learning', credits: 1 },
  { title: 'Kegawatdaruratan Medis di Kursi Gigi', domain: 'learning', credits: 2.5 },
  { title: 'Perawatan Periodontal Non-Bedah', domain: 'learning', credits: 2 },
  { title: 'Gigi Tiruan Lengkap: dari Cetakan hingga Insersi', domain: 'learning', credits: 3 },
  { title: 'Rekam Medis Elektronik dan Satu Sehat', domain: 'service', credits: 1 },
  { title: 'Etika dan Hukum Praktik Kedokteran Gigi Pasca UU 17/2023', domain: 'service', credits: 2 },
  { title: 'Komunikasi Efektif dan Informed Consent', domain: 'service', credits: 1.5 },
  { title: 'Program Usaha Kesehatan Gigi Sekolah (UKGS)', domain: 'community', credits: 1 },
  { title: 'Penyuluhan Kesehatan Gigi Berbasis Posyandu', domain: 'community', credits: 1 },
  { title: 'Ortodonti Interseptif untuk Dokter Gigi Umum', domain: 'learning', credits: 3 },
  { title: 'Bedah Mulut Minor: Odontektomi Sederhana', domain: 'learning', credits: 3 },
  { title: 'Teledentistry: Konsultasi Jarak Jauh yang Aman', domain: 'service', credits: 1 },
  { title: 'Farmakologi Analgesik dan Antibiotik di Kedokteran Gigi', domain: 'learning', credits: 2 },
  { title: 'Deteksi Dini Kanker Mulut', domain: 'learning', credits: 2 },
  { title: 'Manajemen Klinik Gigi dan Perpajakan Praktik Mandiri', domain: 'service', credits: 1 },
  { title: 'Fluoridasi dan Sealant untuk Pencegahan Karies', domain: 'community', credits: 1.5 },
];
const PROVIDERS = [
  'Pengurus Besar',
  'FKG Universitas Indonesia',
  'FKG Universitas Gadjah Mada',
  'FKG Universitas Airlangga',
  'FKG Universitas Padjadjaran',
  'FKG Universitas Hasanuddin',
  'FKG Universitas Sumatera Utara',
  'Kolegium Dokter Gigi Indonesia',
];

const NATIONAL_HOSTS = [
  { city: 'Jakarta', venue: 'Jakarta Convention Center' },
  { city: 'Surabaya', venue: 'Grand City Convention Center' },
  { city: 'Bandung', venue: 'Trans Convention Centre' },
  { city: 'Makassar', venue: 'Four Points by Sheraton Makassar' },
  { city: 'Denpasar', venue: 'Bali Nusa Dua Convention Center' },
  { city: 'Medan', venue: 'Santika Premiere Dyandra Medan' },
  { city: 'Yogyakarta', venue: 'Jogja Expo Center' },
  { city: 'Semarang', venue: 'PO Hotel Semarang' },
];
const PROVINCIAL_VENUES = ['Hotel Santika', 'Hotel Aston', 'Grand Hotel', 'Hotel Horison', 'Gedung Serbaguna'];

/** Online courses with enrolments, and PITs (national and provincial) with registrations, around the seed's today. */
export const learningSeeder: Seeder = {
  name: 'community courses and PIT events',
  async run({ db, faker, members: size, now }) {
    const today = dayOf(now);
    const members = (await seedMembers(db)).filter((m) => PRACTISING.has(m.status));
    const divisions = await seedDivisions(db);
    const national = divisions.find((d) => d.level === 'national')!;
    const provinces = divisions.filter((d) => d.level === 'province');

    // Courses over the last eighteen months and the next three: finished ones closed, current ones open, future ones
    // open for early enrolment or still drafts.
    const courses = COURSES.map((c) => {
      const start = dayBetween(faker, today - 400, today + 90);
      const end = start + faker.helpers.arrayElement([30, 60, 90, 120, 180]);
      const status = end < today ? 'closed' : start > today + 30 && faker.number.int(99) < 50 ? 'draft' : 'open';
      const capacity = faker.helpers.arrayElement([100, 200, 250, 300, 500, 1000]);
      const stamp = stampOf(Math.min(start - 30, today), faker);
      return { ...c, start, end, status, capacity, provider: faker.helpers.arrayElement(PROVIDERS), stamp };
    }).sort((a, b) => a.start - b.start);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO online_courses (title, provider, description, skp_credits, domain, start_date, end_date, capacity, status, created_at, updated_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::text[], $6::date[], $7::date[], $8::int[], $9::text[], $10::timestamptz[], $10::timestamptz[])
       RETURNING id`,
      [
        courses.map((c) => c.title),
        courses.map((c) => c.provider),
        courses.map(
          (c) =>
            `Kursus daring ${c.credits} SKP ranah ${c.domain === 'learning' ? 'pembelajaran' : c.domain === 'service' ? 'pelayanan' : 'pengabdian masyarakat'}, diselenggarakan oleh ${c.provider}.`,
        ),
        courses.map((c) => c.credits),
        courses.map((c) => c.domain),
        courses.map((c) => isoOf(c.start)),
        courses.map((c) => isoOf(c.end)),
        courses.map((c) => c.capacity),
        courses.map((c) => c.status),
        courses.map((c) => c.stamp),
      ],
    );
    const enrolments: unknown[][] = [];
    const perCourse = clamp(members.length / 12, 0, 25);
    courses.forEach((course, i) => {
      if (course.status === 'draft' || members.length === 0) return;
      const takers = faker.helpers.arrayElements(
        members,
        Math.min(faker.number.int({ min: Math.ceil(perCourse / 3), max: perCourse }), course.capacity),
      );
      for (const member of takers) {
        const enrolled = dayBetween(faker, Math.max(course.start - 30, today - 600), Math.min(course.start + 7, today));
        const done =
          course.status === 'closed' ? faker.number.int(99) < 80 : course.start <= today && faker.number.int(99) < 30;
        const completed = done
          ? dayBetween(faker, Math.max(enrolled + 1, course.start), Math.min(course.end, today))
          : null;
        const stamp = stampOf(enrolled, faker, 8, 11);
        enrolments.push([
          inserted.rows[i]!.id,
          member.id,
          stamp,
          completed === null ? null : stampOf(completed, faker, 13, 20),
          stamp,
        ]);
      }
    });
    await insertMany(
      db,
      'course_enrolments',
      ['course_id', 'member_id', 'enrolled_at', 'completed_at', 'updated_at'],
      enrolments,
    );

    // PITs: a national one every year from five years back to next year, and provincial ones in recent years.
    const year = now.getUTCFullYear();
    const events: {
      name: string;
      year: number;
      city: string;
      venue: string;
      start: number;
      organiser: number;
      fee: number;
      cancelled?: string;
      provinceId?: number;
    }[] = [];
    for (let y = year - 5; y <= year + 1; y++) {
      const host = NATIONAL_HOSTS[(y - 2000) % NATIONAL_HOSTS.length]!;
      const start = dayOf(
        `${y}-0${faker.number.int({ min: 7, max: 9 })}-${String(faker.number.int({ min: 1, max: 25 })).padStart(2, '0')}`,
      );
      events.push({
        name: `PIT Nasional ${y}`,
        year: y,
        city: host.city,
        venue: host.venue,
        start,
        organiser: national.id,
        fee: faker.helpers.arrayElement([2_000_000, 2_500_000, 3_000_000, 3_500_000]),
      });
    }
    for (const province of faker.helpers.arrayElements(provinces, Math.min(10, provinces.length))) {
      for (let y = year - 2; y <= year + 1; y++) {
        if (faker.number.int(99) < 35) continue;
        const start = dayOf(
          `${y}-${String(faker.number.int({ min: 2, max: 11 })).padStart(2, '0')}-${String(faker.number.int({ min: 1, max: 25 })).padStart(2, '0')}`,
        );
        const cancelled =
          y < year && faker.number.int(99) < 8 ? 'Ditunda karena bencana banjir di kota penyelenggara.' : undefined;
        events.push({
          name: `PIT ${province.name.replace('Pengurus Wilayah ', '')} ${y}`,
          year: y,
          city: province.city,
          venue: `${faker.helpers.arrayElement(PROVINCIAL_VENUES)} ${province.city}`,
          start,
          organiser: province.id,
          fee: faker.helpers.arrayElement([750_000, 1_000_000, 1_250_000, 1_500_000]),
          cancelled,
          provinceId: province.id,
        });
      }
    }
    const eventRows = events.map((e) => {
      const end = e.start + faker.number.int({ min: 1, max: 3 });
      const status = e.cancelled
        ? 'cancelled'
        : end < today
          ? 'finished'
          : e.start <= today
            ? 'ongoing'
            : e.start - today <= 300
              ? 'registration_open'
              : 'planned';
      const stamp = stampOf(Math.min(e.start - 200, today), faker);
      return { ...e, end, status, stamp };
    });
    const eventIds = await db.query<{ id: number }>(
      `INSERT INTO pit_events (name, year, city, venue, start_date, end_date, organiser_division_id, registration_fee, status, cancellation_reason, created_at, updated_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::date[], $6::date[], $7::int[], $8::int[], $9::text[], $10::text[], $11::timestamptz[], $11::timestamptz[])
       RETURNING id`,
      [
        eventRows.map((e) => e.name),
        eventRows.map((e) => e.year),
        eventRows.map((e) => e.city),
        eventRows.map((e) => e.venue),
        eventRows.map((e) => isoOf(e.start)),
        eventRows.map((e) => isoOf(e.end)),
        eventRows.map((e) => e.organiser),
        eventRows.map((e) => e.fee),
        eventRows.map((e) => e.status),
        eventRows.map((e) => e.cancelled ?? null),
        eventRows.map((e) => e.stamp),
      ],
    );
    const registrations: unknown[][] = [];
    eventRows.forEach((event, i) => {
      if (event.status === 'planned' || event.status === 'cancelled') return;
      const pool: SeedMember[] = event.provinceId ? members.filter((m) => m.provinceId === event.provinceId) : members;
      const wanted = event.provinceId ? clamp(pool.length / 3, 0, 12) : clamp(size * 0.02, 5, 40);
      for (const member of faker.helpers.arrayElements(pool, Math.min(wanted, pool.length))) {
        const registered = dayBetween(
          faker,
          Math.max(event.start - 300, today - 2000),
          Math.min(event.start - 1, today),
        );
        const paid = event.status === 'registration_open' ? faker.number.int(99) < 60 : faker.number.int(99) < 95;
        const stamp = stampOf(registered, faker);
        registrations.push([
          eventIds.rows[i]!.id,
          member.id,
          paid,
          paid ? stampOf(Math.min(registered + faker.number.int(10), today), faker, 17, 20) : null,
          stamp,
          stamp,
        ]);
      }
    });
    await insertMany(
      db,
      'pit_registrations',
      ['event_id', 'member_id', 'paid', 'paid_at', 'registered_at', 'updated_at'],
      registrations,
    );
  },
};
