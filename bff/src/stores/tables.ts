import { includesText, paginate } from '../lib/paginate.js';

export interface DataTableRow {
  responsive_id: string;
  id: number;
  avatar: string;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** MM/DD/YYYY */
  start_date: string;
  /** e.g. '$23896.35' */
  salary: string;
  age: string;
  experience: string;
  status: number;
}

export interface AutoCompleteItem {
  title: string;
  rank: string;
  id: string;
}

export const DATA_TABLE_SORT_COLUMNS = [
  'id',
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
  'age',
  'status',
] as const;
export type DataTableSortColumn = (typeof DATA_TABLE_SORT_COLUMNS)[number];

export interface DataTableQuery {
  q?: string;
  page?: number;
  perPage?: number;
  /** Absent or empty: id order. */
  sortColumn?: DataTableSortColumn | '';
  sort?: 'asc' | 'desc' | '';
}

export interface DataTablePage {
  allData: DataTableRow[];
  rows: DataTableRow[];
  total: number;
}

/** The data-table and autocomplete demo data; read-only. */
export interface TablesStore {
  allRows(): DataTableRow[];
  listRows(query: DataTableQuery): DataTablePage;
  /** Items whose title contains q (case-insensitive), in rank order, at most `limit`. */
  listAutoComplete(q?: string, limit?: number): AutoCompleteItem[];
}

const SEARCHED_FIELDS = ['full_name', 'post', 'email', 'city', 'age', 'salary', 'start_date'] as const;

/** MM/DD/YYYY as a sortable YYYYMMDD number. */
function dateKey(mdy: string): number {
  const [month = 0, day = 0, year = 0] = mdy.split('/').map(Number);
  return year * 10_000 + month * 100 + day;
}

const amount = (money: string) => Number(money.replace(/[^\d.]/g, ''));

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function compareBy(column: DataTableSortColumn): (a: DataTableRow, b: DataTableRow) => number {
  switch (column) {
    case 'start_date':
      return (a, b) => dateKey(a.start_date) - dateKey(b.start_date);
    case 'salary':
      return (a, b) => amount(a.salary) - amount(b.salary);
    case 'age':
      return (a, b) => Number(a.age) - Number(b.age);
    case 'id':
    case 'status':
      return (a, b) => a[column] - b[column];
    default:
      return (a, b) => collator.compare(a[column], b[column]);
  }
}

export class MemoryTablesStore implements TablesStore {
  constructor(
    private readonly rows: DataTableRow[],
    private readonly autoComplete: AutoCompleteItem[],
  ) {}

  allRows() {
    return structuredClone(this.rows);
  }

  listRows({ q, page, perPage, sortColumn, sort }: DataTableQuery): DataTablePage {
    const matching = this.rows.filter((row) => SEARCHED_FIELDS.some((field) => includesText(row[field], q)));
    if (sortColumn) {
      const compare = compareBy(sortColumn);
      // Array#sort is stable, so ties keep id order in both directions.
      matching.sort(sort === 'desc' ? (a, b) => compare(b, a) : compare);
    }
    return {
      allData: structuredClone(this.rows),
      rows: structuredClone(paginate(matching, page, perPage)),
      total: matching.length,
    };
  }

  listAutoComplete(q?: string, limit?: number) {
    const matching = this.autoComplete.filter((item) => includesText(item.title, q));
    return structuredClone(matching.slice(0, limit ?? matching.length));
  }
}
