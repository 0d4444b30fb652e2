import { Type } from 'typebox';
import { FilterEnum, PagingQuery, SearchQuery } from '../../../schemas/common.js';
import { DATA_TABLE_SORT_COLUMNS } from '../../../stores/tables.js';

const ROW_EXAMPLE = {
  responsive_id: '',
  id: 2,
  avatar: '/images/avatars/6.svg',
  full_name: 'Prima Manurung',
  post: 'SKP Verification Officer',
  email: 'prima.manurung@sejawat.id',
  city: 'Bandung',
  start_date: '01/21/2021',
  salary: '$10004.37',
  age: '32',
  experience: '5 Years',
  status: 2,
};

export const DataTableRowSchema = Type.Object(
  {
    responsive_id: Type.String({
      maxLength: 0,
      description: 'Always empty; the responsive table uses it as its expand column.',
    }),
    id: Type.Integer({ minimum: 1 }),
    avatar: Type.String({ description: 'Image path, or the empty string for rows shown with initials.' }),
    full_name: Type.String({ minLength: 1 }),
    post: Type.String({ minLength: 1 }),
    email: Type.String({ format: 'email' }),
    city: Type.String({ minLength: 1 }),
    start_date: Type.String({ pattern: '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4}$', description: 'MM/DD/YYYY.' }),
    salary: Type.String({ pattern: '^\\$\\d+(\\.\\d{2})?$', description: "Dollar amount as text, e.g. '$23896.35'." }),
    age: Type.String({ pattern: '^\\d{1,3}$', description: 'Years, as text.' }),
    experience: Type.String({ pattern: '^\\d+ Years?$', examples: ['1 Year', '5 Years'] }),
    status: Type.Integer({ minimum: 1, maximum: 5, description: 'Status code 1 to 5; the table maps it to a label.' }),
  },
  { $id: 'DataTableRow', additionalProperties: false, examples: [ROW_EXAMPLE] },
);

export const AutoCompleteItemSchema = Type.Object(
  {
    title: Type.String({ minLength: 1 }),
    rank: Type.String({ pattern: '^\\d+$', description: "Position in the list as text, '1' to '100'." }),
    id: Type.String({ minLength: 1 }),
  },
  {
    $id: 'AutoCompleteItem',
    additionalProperties: false,
    examples: [{ title: 'Scaling and root planing', rank: '1', id: 'dt-0001' }],
  },
);

export const tablesSchemas = [DataTableRowSchema, AutoCompleteItemSchema];

export const DataTableQuerySchema = Type.Object({
  q: SearchQuery,
  ...PagingQuery(10),
  sortColumn: FilterEnum(
    DATA_TABLE_SORT_COLUMNS,
    'Column to sort by. start_date sorts as a date, salary and age numerically, text columns case-insensitively. ' +
      'Empty or absent: id order.',
  ),
  sort: FilterEnum(['asc', 'desc'] as const, 'Sort direction; empty or absent means asc.'),
});

const RowList = (description: string) => Type.Array(Type.Ref('DataTableRow'), { description });

export const DataTablePageSchema = Type.Object({
  allData: RowList('Every row, unfiltered and in id order.'),
  rows: RowList('The requested page of the filtered, sorted rows.'),
  invoices: Type.Array(Type.Ref('DataTableRow'), {
    deprecated: true,
    description:
      'Deprecated: the same page as `rows`. `invoices` is the template\'s name for this key, kept for compatibility.',
  }),
  total: Type.Integer({ minimum: 0, description: 'Number of rows matching q, over all pages.' }),
});

export const AutoCompleteQuerySchema = Type.Object({
  q: SearchQuery,
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, description: 'At most this many items, in rank order. Default: all.', examples: [10] }),
  ),
});

export const AutoCompleteResponseSchema = Type.Object({
  autoComplete: Type.Array(Type.Ref('AutoCompleteItem')),
});
