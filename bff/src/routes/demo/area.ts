import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Options every demo area plugin receives. `now` lets tests pin the clock that time-relative fixtures use. */
export interface DemoAreaOptions {
  now?: () => Date;
  /** Registers how the area puts its data back as its fixtures have it (app.resetDemoWorkspace runs them all). */
  onReset?: (reset: () => void) => void;
}

/** One area of the demo workspace: its OpenAPI tag and its route plugin (which owns its store). */
export interface DemoArea {
  tag: { name: string; description: string };
  plugin: FastifyPluginAsyncTypebox<DemoAreaOptions>;
}

/**
 * A demo store made by `make`, which app.resetDemoWorkspace() puts back in the state of a freshly made one: the same
 * object (its routes keep their reference), its own fields replaced by a new instance's.
 */
export function resettableStore<T extends object>(options: DemoAreaOptions, make: () => T): T {
  const store = make();
  options.onReset?.(() => {
    const fresh = make();
    for (const key of Object.keys(store)) if (!(key in fresh)) delete (store as Record<string, unknown>)[key];
    Object.assign(store, fresh);
  });
  return store;
}
