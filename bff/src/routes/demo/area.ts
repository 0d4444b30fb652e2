import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Options every demo area plugin receives. `now` lets tests pin the clock that time-relative fixtures use. */
export interface DemoAreaOptions {
  now?: () => Date;
}

/** One area of the demo workspace: its OpenAPI tag and its route plugin (which owns its store). */
export interface DemoArea {
  tag: { name: string; description: string };
  plugin: FastifyPluginAsyncTypebox<DemoAreaOptions>;
}
