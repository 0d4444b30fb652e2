import type { DataTableRow } from '../../api/enhanced/tables';

/** Rows shaped like the BFF's demo data, for the tests. */
export function makeRows(count: number, offset = 0): DataTableRow[] {
  return Array.from({ length: count }, (_, i) => {
    const id = offset + i + 1;
    return {
      responsive_id: '',
      id,
      avatar: id % 2 ? '' : `/images/avatars/${id % 10}.svg`,
      full_name: `Person ${String(id).padStart(3, '0')} Tester`,
      post: 'Licensing Liaison',
      email: `person${id}@sejawat.id`,
      city: id % 3 ? 'Bandung' : 'Malang',
      start_date: '02/14/2014',
      salary: '$41311.33',
      age: String(20 + (id % 40)),
      experience: `${id % 20} Years`,
      status: (id % 5) + 1,
    };
  });
}
