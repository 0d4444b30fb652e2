import { insertMany, type Seeder } from '../../../seed/context.js';
import { dayOf, isoOf, stampOf } from './util.js';

const NOTES = [
  'Perbaikan unggah dokumen STR dan peningkatan stabilitas.',
  'Fitur baru: riwayat SKP per ranah dengan proyeksi kekurangan.',
  'Pembayaran iuran dengan QRIS dan virtual account.',
  'Direktori sejawat dan tautan rujukan pasien.',
  'Pendaftaran PIT langsung dari aplikasi.',
  'Notifikasi SIP yang akan berakhir.',
  'Perbaikan tampilan kartu anggota digital (KTA).',
  'Forum: laporkan konten dan siaran langsung.',
  'Kursus daring P2KB dengan sertifikat SKP.',
  'Peningkatan keamanan login dan verifikasi dua langkah.',
];

const SETTINGS: [string, string, unknown, string][] = [
  ['app.maintenance_mode', 'boolean', false, 'Show the maintenance page in the member apps.'],
  ['app.support_whatsapp', 'string', '+62 811-1960-2026', 'WhatsApp number of the member help desk.'],
  ['app.terms_url', 'string', 'https://sejawat.id/syarat-dan-ketentuan', 'Terms of use shown at registration.'],
  [
    'app.feature_flags',
    'json',
    { colleagueDirectory: true, onlineCourses: true, forumStreaming: true, digitalMemberCard: true },
    'Features switched on in the member apps.',
  ],
  ['dues.grace_days', 'number', 90, 'Days after the due date before a member counts as in arrears.'],
  ['dues.reminder_days', 'json', [30, 14, 3], 'Days before the due date when reminders are sent.'],
  ['dues.qris_enabled', 'boolean', true, 'Offer QRIS as a payment method for dues.'],
  ['skp.required_credits', 'number', 100, 'SKP credits required per five-year SIP period.'],
  [
    'skp.domain_minimums',
    'json',
    { learning: 45, service: 35, community: 5 },
    'Minimum share (percent) of each SKP domain (KMK HK.01.07/MENKES/1561/2024).',
  ],
  ['sip.expiring_days', 'number', 180, 'Days before its end when a SIP counts as expiring.'],
  ['mail.default_due_days', 'number', 14, 'Days given to dispose of an incoming mail.'],
  ['member.card_prefix', 'string', 'KTA', 'Prefix of member card numbers.'],
  ['forum.max_post_length', 'number', 5000, 'Longest forum post, in characters.'],
  ['forum.blocked_words', 'json', ['judi', 'pinjol', 'slot'], 'Words that hold a forum post for moderation.'],
  ['pit.early_bird_discount_percent', 'number', 15, 'Discount on the PIT fee when registering early.'],
  ['courses.default_capacity', 'number', 500, 'Capacity proposed for a new online course.'],
  ['notifications.email_enabled', 'boolean', true, 'Send notifications by e-mail.'],
  ['notifications.sms_enabled', 'boolean', false, 'Send notifications by SMS.'],
  ['branding.primary_color', 'string', '#0E7490', 'Primary colour of the member apps.'],
];

/** Release history of the member app on each platform (about every six weeks for three years), and the global settings. */
export const settingsSeeder: Seeder = {
  name: 'community versions and settings',
  async run({ db, faker, now }) {
    const today = dayOf(now);
    const releases: unknown[][] = [];
    for (const platform of ['android', 'ios', 'web'] as const) {
      let [major, minor, patch] = [2, 0, 0];
      let build = platform === 'ios' ? 410 : platform === 'web' ? 1 : 0;
      let first = true;
      for (
        let day = today - 3 * 365 + (platform === 'ios' ? 3 : platform === 'web' ? 7 : 0);
        day < today;
        day += faker.number.int({ min: 28, max: 56 })
      ) {
        const step = faker.helpers.weightedArrayElement([
          { value: 'patch', weight: 55 },
          { value: 'minor', weight: 40 },
          { value: 'major', weight: 5 },
        ]);
        if (first) first = false;
        else if (step === 'major') [major, minor, patch] = [major + 1, 0, 0];
        else if (step === 'minor') [minor, patch] = [minor + 1, 0];
        else patch += 1;
        build =
          platform === 'android' ? major * 10_000 + minor * 100 + patch : build + faker.number.int({ min: 1, max: 4 });
        const stamp = stampOf(day, faker, 9, 15);
        releases.push([
          platform,
          `${major}.${minor}.${patch}`,
          build,
          faker.helpers.arrayElement(NOTES),
          step !== 'patch' && faker.number.int(99) < 40,
          stamp,
          stamp,
          stamp,
        ]);
      }
      // The next release is already scheduled in the store: it is not the latest until its day comes.
      [minor, patch] = [minor + 1, 0];
      build = platform === 'android' ? major * 10_000 + minor * 100 : build + 1;
      const stamp = stampOf(today - 1, faker);
      releases.push([
        platform,
        `${major}.${minor}.${patch}`,
        build,
        'Rilis terjadwal: tampilan beranda baru.',
        false,
        `${isoOf(today + 7)}T09:00:00+07:00`,
        stamp,
        stamp,
      ]);
    }
    await insertMany(
      db,
      'app_versions',
      ['platform', 'version', 'build_number', 'release_notes', 'mandatory', 'released_at', 'created_at', 'updated_at'],
      releases,
    );

    await insertMany(
      db,
      'global_configs',
      ['key', 'type', 'value', 'description', 'created_at', 'updated_at'],
      SETTINGS.map(([key, type, value, description], i) => {
        const stamp = stampOf(today - 700 + i * 17, faker);
        return [key, type, JSON.stringify(value), description, stamp, stamp];
      }),
    );
  },
};
