// A BFF of the product's production build, started inside the test's own worker on a clock the test moves forward, in
// front of the worker's association server: a journey across token lifetimes advances the clock instead of waiting
// for them, so it takes no wall-clock time and a slow, loaded machine cannot stretch a step past a lifetime.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { product, settle } from './browser';

const ROOT = resolve(import.meta.dirname, '../../..');

// The production build's own modules (bff/dist), typed by what is used of them here.
interface BuiltApp {
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<void>;
}
interface BuiltModules {
  app: { buildApp(config: unknown, deps: { now: () => Date }): Promise<BuiltApp> };
  config: { loadConfig(env: Record<string, string>): Record<string, unknown> };
}
async function builtModules(): Promise<BuiltModules> {
  const load = (file: string) => import(pathToFileURL(join(ROOT, 'bff/dist/src', file)).href);
  return { app: await load('app.js'), config: await load('config.js') };
}

export interface ClockedBff {
  url: string;
  /** The BFF's clock, in milliseconds. */
  now(): number;
  /**
   * Moves the BFF's clock and the browser's forward by `ms`, as time passes for a user who leaves the tab open: in steps
   * of a sixth of the access token's lifetime, the BFF first (a timer the browser fires then meets a server already
   * there), and after each step the page settles, so a refresh the app makes on the way is answered at the time it
   * was due. The browser context must have had `context.clock.install()`.
   */
  advance(tab: { context: BrowserContext; page: Page }, ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startClockedBff(env: Record<string, string> & { ACCESS_TOKEN_TTL_SECONDS: string }): Promise<ClockedBff> {
  const stepMs = (Number(env.ACCESS_TOKEN_TTL_SECONDS) * 1000) / 6;
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const { app, config } = await builtModules();
  const bff = await app.buildApp(
    { ...config.loadConfig({ ...inject('bffEnv'), ...env }), associationApiUrl: product().associationUrl },
    { now: () => new Date(now()) },
  );
  const url = await bff.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    now,
    async advance({ context, page }, ms) {
      for (let left = ms; left > 0; left -= stepMs) {
        const step = Math.min(stepMs, left);
        offsetMs += step;
        await context.clock.fastForward(step);
        await settle(page);
      }
    },
    close: () => bff.close(),
  };
}
