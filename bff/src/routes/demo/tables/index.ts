import { Type } from 'typebox';
import { loadFixture } from '../../../lib/fixtures.js';
import { MemoryTablesStore, type AutoCompleteItem, type DataTableRow } from '../../../stores/tables.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  AutoCompleteQuerySchema,
  AutoCompleteResponseSchema,
  DataTablePageSchema,
  DataTableQuerySchema,
  tablesSchemas,
} from './schemas.js';

const TAG = 'Tables';
const read = { ability: { action: 'read', subject: 'Table' } } as const;

const area: DemoArea = {
  tag: { name: TAG, description: 'Data tables and autocomplete demo data.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of tablesSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () =>
        new MemoryTablesStore(
          loadFixture<{ rows: DataTableRow[] }>('demo/datatables.json', now()).rows,
          loadFixture<{ autoComplete: AutoCompleteItem[] }>('demo/autocomplete.json', now()).autoComplete,
        ),
    );

    app.get(
      '/api/datatables/initial-data',
      {
        config: read,
        schema: {
          operationId: 'getDataTableInitialData',
          tags: [TAG],
          summary: 'All data-table rows',
          description: 'The 100 rows of the basic data table, in id order, as a bare array.',
          response: { 200: Type.Array(Type.Ref('DataTableRow')) },
        },
      },
      async () => store.allRows(),
    );

    app.get(
      '/api/datatables/data',
      {
        config: read,
        schema: {
          operationId: 'getDataTableRows',
          tags: [TAG],
          summary: 'One page of data-table rows, searched and sorted',
          description:
            'q matches, case-insensitively, a substring of full_name, post, email, city, age, salary or start_date ' +
            '(not experience or status). sortColumn and sort (default asc) sort server-side; without sortColumn the ' +
            'rows stay in id order. page defaults to 1, perPage to 10; a page past the end is empty with the right ' +
            "total. `rows` holds the page; `invoices` is the same page under the template's name, kept for " +
            'compatibility and deprecated.',
          querystring: DataTableQuerySchema,
          response: { 200: DataTablePageSchema },
        },
      },
      async (request) => {
        const page = store.listRows(request.query);
        return { ...page, invoices: page.rows };
      },
    );

    app.get(
      '/api/autocomplete/data',
      {
        config: read,
        schema: {
          operationId: 'getAutoCompleteItems',
          tags: [TAG],
          summary: 'Autocomplete suggestions',
          description:
            'The ranked suggestion list (100 items). q keeps items whose title contains it case-insensitively; ' +
            'limit (1 to 100) keeps the first items in rank order. Without either, all items.',
          querystring: AutoCompleteQuerySchema,
          response: { 200: AutoCompleteResponseSchema },
        },
      },
      async (request) => ({ autoComplete: store.listAutoComplete(request.query.q, request.query.limit) }),
    );
  },
};

export default area;
