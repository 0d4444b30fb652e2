import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN, CLIENT, bearer, login, makeApp, testConfig } from '../helpers.js';

export interface DemoClient {
  app: FastifyInstance;
  /** Requests as the admin demo account (manage on all). */
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  /** Any request, with the admin token unless headers say otherwise. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  adminToken: string;
  /** The client demo account's token (read on ACL and Auth only). */
  clientToken: string;
  close(): Promise<void>;
}

/** A fresh app (fresh stores seeded from the fixtures) with both demo accounts logged in. */
export async function demoClient(now: Date = new Date()): Promise<DemoClient> {
  const app = await makeApp(testConfig(), { now: () => now });
  const admin = await login(app, ADMIN);
  const client = await login(app, CLIENT);
  const request = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...bearer(admin.accessToken), ...options.headers } });
  return {
    app,
    request,
    get: (url) => request({ method: 'GET', url }),
    post: (url, payload) => request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    del: (url) => request({ method: 'DELETE', url }),
    adminToken: admin.accessToken,
    clientToken: client.accessToken,
    close: () => app.close(),
  };
}

/** The field names a 400 error body's details point at. */
export function badFields(body: { details?: { field: string }[] }): string[] {
  return (body.details ?? []).map((d) => d.field);
}
