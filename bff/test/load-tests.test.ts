import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LOAD_TESTS = path.join(ROOT, 'load-tests');
// TypeScript 7, as the suite's type-check runs it (.ci/typecheck.sh).
const TSC = path.join(ROOT, 'node_modules', 'typescript7', 'bin', 'tsc');
const SCENARIOS = ['smoke', 'average-load', 'stress', 'spike', 'soak'] as const;

/** Runs tsc on a project; resolves with the exit code and what it printed. */
async function tsc(project: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [TSC, '-p', project], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('k6 scripts (load-tests/)', () => {
  it('type-check against @types/k6', async () => {
    const { code, output } = await tsc(path.join(LOAD_TESTS, 'tsconfig.json'));
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 60_000);

  it('the check catches a misuse of the k6 API (it would fail the suite)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sejawat-k6-'));
    try {
      await writeFile(
        path.join(dir, 'broken.ts'),
        "import http from 'k6/http';\nimport { journey } from '" +
          path.join(LOAD_TESTS, 'lib', 'journey.ts') +
          "';\n" +
          'export default function () { http.get(42); journey(); }\n',
      );
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(LOAD_TESTS, 'tsconfig.json'),
          compilerOptions: { typeRoots: [path.join(ROOT, 'node_modules', '@types')] },
          include: [path.join(dir, 'broken.ts')],
        }),
      );
      const { code, output } = await tsc(path.join(dir, 'tsconfig.json'));
      expect(code).not.toBe(0);
      expect(output).toMatch(/broken\.ts\(3,\d+\): error TS2345/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

// The scenarios' options, evaluated with k6's runtime modules stubbed (only the init context runs: no requests).
vi.mock('k6', () => ({ check: vi.fn(), group: vi.fn(), sleep: vi.fn() }));
vi.mock('k6/http', () => ({ default: { request: vi.fn(), get: vi.fn(), post: vi.fn(), expectedStatuses: vi.fn() } }));
vi.mock('k6/metrics', () => {
  class Metric {
    add() {}
  }
  return { Counter: Metric, Trend: Metric };
});
vi.mock('k6/execution', () => ({ default: { vu: {}, test: {} } }));

interface Stage {
  duration: string;
  target: number;
}
interface Scenario {
  executor: string;
  duration?: string;
  stages?: Stage[];
  vus?: number;
}
interface ScenarioOptions {
  scenarios: Record<string, Scenario>;
  thresholds: Record<string, unknown[]>;
}

const seconds = (d: string): number => {
  const m = /^(\d+)(s|m|h)$/.exec(d);
  if (!m) throw new Error(`unexpected duration ${d}`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] as 's' | 'm' | 'h'];
};
const length = (s: Scenario): number =>
  (s.stages ?? []).reduce((t, st) => t + seconds(st.duration), s.duration ? seconds(s.duration) : 0);
const peak = (s: Scenario): number => Math.max(s.vus ?? 0, ...(s.stages ?? []).map((st) => st.target));

interface ScenarioModule {
  options: ScenarioOptions;
  setup: unknown;
  default: unknown;
}

async function load(name: string, env: Record<string, string> = {}): Promise<ScenarioModule> {
  vi.resetModules();
  (globalThis as { __ENV?: Record<string, string> }).__ENV = env;
  return (await import(path.join(LOAD_TESTS, `${name}.ts`))) as ScenarioModule;
}

describe('k6 scenarios', () => {
  it.each(SCENARIOS)(
    '%s: runs the shared journey with a preflight, and fails on p95, error rate and checks',
    async (name) => {
      const mod = await load(name);
      const { journey } = await import(path.join(LOAD_TESTS, 'lib', 'journey.ts'));
      // Smoke runs the same journey, refreshing on every iteration (see the Retry-After test below for its steps).
      if (name === 'smoke') expect(typeof mod.default).toBe('function');
      else expect(mod.default).toBe(journey);
      expect(typeof mod.setup).toBe('function');
      const { thresholds } = mod.options;
      expect(thresholds.http_req_duration!.join(' ')).toMatch(/p\(95\)<\d+/);
      expect(JSON.stringify(thresholds.http_req_failed)).toMatch(/rate<0\.\d+/);
      expect(JSON.stringify(thresholds.checks)).toMatch(/rate>0\.\d+/);
      for (const kind of ['read', 'write', 'auth']) expect(thresholds[`http_req_duration{kind:${kind}}`]).toBeDefined();
    },
  );

  it('have bounded durations and the load they are named for', async () => {
    const figures = Object.fromEntries(
      await Promise.all(
        SCENARIOS.map(async (name) => {
          const scenario = Object.values((await load(name)).options.scenarios)[0]!;
          return [name, { minutes: length(scenario) / 60, peak: peak(scenario) }] as const;
        }),
      ),
    );
    expect(figures).toEqual({
      smoke: { minutes: 1, peak: 2 },
      'average-load': { minutes: 13, peak: 20 },
      stress: { minutes: 22, peak: 100 },
      spike: { minutes: 5.5, peak: 100 },
      soak: { minutes: 130, peak: 20 },
    });
  });

  it('DURATION scales every stage of a scenario, so the whole run takes DURATION', async () => {
    const average = Object.values((await load('average-load', { DURATION: '130s' })).options.scenarios)[0]!;
    expect(average.stages).toEqual([
      { duration: '20s', target: 20 },
      { duration: '100s', target: 20 },
      { duration: '10s', target: 0 },
    ]);
    for (const name of ['stress', 'spike'] as const) {
      const scenario = Object.values((await load(name, { DURATION: '5m' })).options.scenarios)[0]!;
      expect(Math.abs(length(scenario) - 300)).toBeLessThanOrEqual(scenario.stages!.length);
    }
    const smoke = Object.values((await load('smoke', { DURATION: '30s' })).options.scenarios)[0]!;
    expect(length(smoke)).toBe(30);
    await expect(load('average-load', { DURATION: 'soon' })).rejects.toThrow(/DURATION must be seconds, minutes or hours/);
    await expect(load('average-load', { DURATION: '9h' })).rejects.toThrow(/DURATION must be from 10s to 8h/);
  });

  it('the journey waits as long as a 429 or 503 asks (Retry-After) before trying again, and smoke refreshes each iteration', async () => {
    const smoke = await load('smoke', { THINK_TIME: '0' });
    const k6 = await import('k6');
    const http = (await import('k6/http')).default;
    const execution = (await import('k6/execution')).default as unknown as { vu: { iterationInScenario: number } };
    const sleep = vi.mocked(k6.sleep);
    const request = vi.mocked(http.request);
    vi.mocked(k6.group).mockImplementation(((_name: string, fn: () => unknown) => fn()) as typeof k6.group);
    vi.mocked(k6.check).mockImplementation(((value: unknown, sets: Record<string, (v: unknown) => boolean>) =>
      Object.values(sets).every((fn) => fn(value))) as typeof k6.check);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      ({ status, headers, json: () => body }) as unknown as ReturnType<typeof http.request>;

    request.mockReturnValue(answer(429, { message: 'Too many' }, { 'Retry-After': '37' }));
    execution.vu.iterationInScenario = 0;
    (smoke.default as () => void)();
    expect(sleep).toHaveBeenCalledWith(37);
    expect(request).toHaveBeenCalledTimes(1);

    // Logged in on the next iteration, the one after refreshes (smoke refreshes on every iteration).
    request.mockReset();
    request.mockImplementation(((method: string, url: string) =>
      url.endsWith('/jwt/login') || url.endsWith('/jwt/refresh-token')
        ? answer(200, { accessToken: `a${Math.random()}`, refreshToken: `r${Math.random()}` })
        : answer(200, { data: [], total: 0, totalPages: 1 })) as typeof http.request);
    for (execution.vu.iterationInScenario = 1; execution.vu.iterationInScenario <= 2; execution.vu.iterationInScenario++) {
      (smoke.default as () => void)();
    }
    const urls = request.mock.calls.map((call) => String(call[1]));
    expect(urls.filter((u) => u.endsWith('/jwt/login'))).toHaveLength(1);
    expect(urls.filter((u) => u.endsWith('/jwt/refresh-token'))).toHaveLength(1);
  });

  it('read the environment: LOAD_FACTOR scales users, SOAK_DURATION is validated and capped', async () => {
    const stress = Object.values((await load('stress', { LOAD_FACTOR: '0.5' })).options.scenarios)[0]!;
    expect(peak(stress)).toBe(50);
    const soak = Object.values((await load('soak', { SOAK_DURATION: '30m' })).options.scenarios)[0]!;
    expect(length(soak) / 60).toBe(40);
    await expect(load('soak', { SOAK_DURATION: '3d' })).rejects.toThrow(/SOAK_DURATION must be minutes or hours/);
    await expect(load('soak', { SOAK_DURATION: '12h' })).rejects.toThrow(/capped at 8h/);
    const config = await import(path.join(LOAD_TESTS, 'lib', 'config.ts'));
    expect(config.BASE_URL).toBe('http://localhost:3000');
    vi.resetModules();
    (globalThis as { __ENV?: Record<string, string> }).__ENV = {
      BASE_URL: 'http://10.0.0.7:8080/',
      LOGIN_EMAIL: 'ops@example.id',
      LOGIN_PASSWORD: 'pw',
    };
    const custom = await import(path.join(LOAD_TESTS, 'lib', 'config.ts'));
    expect(custom.BASE_URL).toBe('http://10.0.0.7:8080');
    expect(custom.CREDENTIALS).toEqual({ email: 'ops@example.id', password: 'pw' });
  });
});
