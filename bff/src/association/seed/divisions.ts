import { insertMany, type Seeder } from './context.js';
import { PROVINCES } from './provinces.js';

const BRANCHES_PER_PROVINCE = [5, 6, 7, 8, 9, 10];

/** The national board, 34 provincial boards and about 250 branches, with codes PB-00, PW-<bps>, PC-<bps><nn>. */
export const divisionsSeeder: Seeder = {
  name: 'divisions',
  async run({ db, faker }) {
    await db.query(
      `INSERT INTO divisions (code, name, level, parent_id, city, address, phone, email)
       VALUES ('PB-00', 'Pengurus Besar', 'national', NULL, 'Jakarta', 'Jl. Utan Kayu Raya No. 46, Jakarta Timur', '+62 21 8591 5000', 'sekretariat@pb.sejawat.id')`,
    );
    const national = (await db.query<{ id: number }>(`SELECT id FROM divisions WHERE code = 'PB-00'`)).rows[0]!.id;
    await insertMany(
      db,
      'divisions',
      ['code', 'name', 'level', 'parent_id', 'city', 'address', 'phone', 'email'],
      PROVINCES.map((p) => [
        `PW-${p.code}`,
        `Pengurus Wilayah ${p.name}`,
        'province',
        national,
        p.capital,
        faker.location.streetAddress(),
        `+62 ${faker.string.numeric(3)} ${faker.string.numeric(4)} ${faker.string.numeric(3)}`,
        `pw${p.code}@sejawat.id`,
      ]),
    );
    const provinces = (await db.query<{ id: number; code: string }>(`SELECT id, code FROM divisions WHERE level = 'province' ORDER BY code`)).rows;
    const branches: unknown[][] = [];
    for (const province of provinces) {
      const bps = province.code.slice(3);
      // A branch is a regency or city of its own province (a random city name put Kebumen under Sulawesi Utara).
      const places = PROVINCES.find((p) => p.code === bps)!.cities;
      const count = Math.min(faker.helpers.arrayElement(BRANCHES_PER_PROVINCE), places.length);
      faker.helpers.arrayElements(places, count).forEach((place, i) => {
        const code = `PC-${bps}${String(i + 1).padStart(2, '0')}`;
        const city = place.replace(/^(Kota|Kabupaten) /, '');
        branches.push([code, `Cabang ${place}`, 'branch', province.id, city, faker.location.streetAddress(), `+62 ${faker.string.numeric(3)} ${faker.string.numeric(7)}`, `${code.toLowerCase()}@sejawat.id`]);
      });
    }
    await insertMany(db, 'divisions', ['code', 'name', 'level', 'parent_id', 'city', 'address', 'phone', 'email'], branches);
  },
};
