import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}
/** A JSON body, or `raw` bytes of a file with their type. */
export type FakeResponse = { status?: number; body?: unknown; raw?: string; contentType?: string };
export type Handler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces fetch with a small in-test server: handlers keyed "METHOD /path". Unknown routes answer 404.
 * Returns the log of requests so tests can assert what was sent.
 */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const req: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      // JSON, or what an upload sent (its text).
      body: text ? (request.headers.get('content-type')?.includes('json') === false ? text : (JSON.parse(text) as unknown)) : undefined,
      headers: request.headers,
    };
    calls.push(req);
    const handler = handlers[`${req.method} ${req.path}`];
    const res = handler ? await handler(req) : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no handler' } };
    if (res.raw !== undefined) return new Response(res.raw, { status: res.status ?? 200, headers: { 'content-type': res.contentType ?? 'application/octet-stream' } });
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ADMIN_USER = {
  id: 1,
  fullName: 'Rizky Pratama',
  username: 'rizky.pratama',
  avatar: null,
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 5 },
};

export const CLIENT_USER = {
  ...ADMIN_USER,
  id: 2,
  fullName: 'Sari Wulandari',
  username: 'sari.wulandari',
  email: 'client@demo.com',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};
