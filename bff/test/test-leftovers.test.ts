import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from './association/harness.js';
import { dropLeftovers, withClient } from './support/databases.js';

/** The pid of a process that has ended (nothing else is likely to get it back within the test). */
const endedPid = () => spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' }).pid!;

describe("an interrupted run's leftovers", () => {
  it("drops the databases of runs whose process is gone, and keeps a running run's", async () => {
    const gone = `t_${endedPid()}_leftover`;
    const goneTemplate = `sejawat_tpl_${endedPid()}`;
    const mine = `t_${process.pid}_kept`;
    const exists = (name: string) =>
      withClient(POSTGRES_URL, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
    await withClient(POSTGRES_URL, async (c) => {
      for (const name of [gone, goneTemplate, mine]) await c.query(`CREATE DATABASE ${name}`);
    });
    try {
      const dropped = await dropLeftovers(POSTGRES_URL);
      expect(dropped).toEqual(expect.arrayContaining([gone, goneTemplate]));
      expect(await exists(gone)).toBe(false);
      expect(await exists(goneTemplate)).toBe(false);
      expect(await exists(mine)).toBe(true);
    } finally {
      await withClient(POSTGRES_URL, async (c) => {
        for (const name of [gone, goneTemplate, mine]) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
  });
});
