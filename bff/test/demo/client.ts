import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { ADMIN, CLIENT, bearer, login, makeApp, testConfig, type Session } from '../helpers.js';

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

interface SignedInApp {
  app: FastifyInstance;
  admin: Session;
  client: Session;
}

/**
 * One app per test file and clock, its demo accounts signed in once: building the whole app and hashing two
 * sign-ins for every test was most of these files' time. Each test still starts from the fixtures' data.
 */
const apps = new Map<number, Promise<SignedInApp>>();
afterAll(async () => {
  for (const signedIn of apps.values()) await (await signedIn).app.close();
  apps.clear();
});

async function signedInApp(now: Date): Promise<SignedInApp> {
  const app = await makeApp(testConfig(), { now: () => now });
  return { app, admin: await login(app, ADMIN), client: await login(app, CLIENT) };
}

/** An app whose demo stores hold their fixtures' data (a fresh copy for each test) with both demo accounts signed in. */
export async function demoClient(now: Date = new Date()): Promise<DemoClient> {
  let signedIn = apps.get(now.getTime());
  if (!signedIn) {
    signedIn = signedInApp(now);
    apps.set(now.getTime(), signedIn);
  }
  const { app, admin, client } = await signedIn;
  app.resetDemoWorkspace();
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
    // The app is shared by the file's tests and closed after the last one.
    close: async () => undefined,
  };
}

/** The field names a 400 error body's details point at. */
export function badFields(body: { details?: { field: string }[] }): string[] {
  return (body.details ?? []).map((d) => d.field);
}
