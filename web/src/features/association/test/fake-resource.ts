import type { FakeRequest, Handler } from '../../../test/fake-api';

type Row = { id: number } & Record<string, unknown>;

export interface FakeResource {
  rows: Row[];
  handlers: Record<string, Handler>;
  /** Per-id answers to DELETE that are not a plain 204 (e.g. a 409). */
  refuseDelete: Map<number, { status: number; message: string }>;
}

const page = (rows: Row[], query: URLSearchParams) => {
  const perPage = Number(query.get('perPage') ?? 10);
  const pageNo = Number(query.get('page') ?? 1);
  const data = rows.slice((pageNo - 1) * perPage, pageNo * perPage);
  const from = data.length ? (pageNo - 1) * perPage + 1 : 0;
  return { data, total: rows.length, page: pageNo, perPage, totalPages: Math.ceil(rows.length / perPage), from, to: data.length ? from + data.length - 1 : 0 };
};

/** The rows a list or export answers: q over the text fields, every other parameter as an exact filter, then sort. */
function select(rows: Row[], query: URLSearchParams): Row[] {
  let found = rows;
  for (const [key, value] of query) {
    // Paging, order and an export's wording (lang, codes) choose no rows.
    if (['page', 'perPage', 'sort', 'lang', 'codes'].includes(key)) continue;
    if (key === 'q') found = found.filter((r) => Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(value.toLowerCase())));
    else found = found.filter((r) => String(r[key]) === value);
  }
  const [field, order] = (query.get('sort') ?? '').split(':');
  if (field) found = [...found].sort((a, b) => String(a[field]).localeCompare(String(b[field]), 'en', { numeric: true }) * (order === 'desc' ? -1 : 1));
  return found;
}

/**
 * An in-test association resource at /api/association/<name>: list, export, get, audit, create, update and delete
 * over the given rows, answering as the contract says.
 */
export function fakeResource(name: string, initial: Row[], options: { audit?: (id: number) => unknown[] } = {}): FakeResource {
  const base = `/api/association/${name}`;
  const rows = [...initial];
  const refuseDelete = new Map<number, { status: number; message: string }>();
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: (req: FakeRequest) => ({ body: page(select(rows, req.query), req.query) }),
    [`GET ${base}/export.csv`]: (req: FakeRequest) => ({
      body: ['id', ...select(rows, req.query).map((r) => String(r.id))].join('\r\n'),
    }),
    [`POST ${base}`]: (req: FakeRequest) => {
      const row = { ...(req.body as object), id: Math.max(0, ...rows.map((r) => r.id)) + 1 } as Row;
      rows.unshift(row);
      return { status: 201, body: row };
    },
  };
  for (let id = 1; id <= 500; id += 1) {
    const find = () => rows.find((r) => r.id === id);
    const missing = { status: 404, body: { statusCode: 404, error: 'Not Found', message: `${name} ${id} not found` } };
    handlers[`GET ${base}/${id}`] = () => (find() ? { body: find() } : missing);
    handlers[`GET ${base}/${id}/audit`] = () => (find() ? { body: { data: options.audit?.(id) ?? [] } } : missing);
    handlers[`PATCH ${base}/${id}`] = (req: FakeRequest) => {
      const row = find();
      if (!row) return missing;
      Object.assign(row, req.body);
      return { body: row };
    };
    handlers[`DELETE ${base}/${id}`] = () => {
      const refused = refuseDelete.get(id);
      if (refused) return { status: refused.status, body: { statusCode: refused.status, error: 'Conflict', message: refused.message } };
      const index = rows.findIndex((r) => r.id === id);
      if (index < 0) return missing;
      rows.splice(index, 1);
      return { status: 204 };
    };
  }
  return { rows, handlers, refuseDelete };
}

export const listCalls = (calls: FakeRequest[], name: string) => calls.filter((c) => c.method === 'GET' && c.path === `/api/association/${name}`);
export const lastListQuery = (calls: FakeRequest[], name: string) => Object.fromEntries(listCalls(calls, name).at(-1)?.query ?? []);
export const urlQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));
