import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

export const FIXTURES_DIR = path.join(REPO_ROOT, 'fixtures');

const NOW = /^@now(?:([+-]\d+)([mhd]))?$/;
const TODAY = /^@today(?:([+-]\d+)d)?$/;
const MONTH = /^@month([+-]\d+)$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Resolves one time token ("@now-45m", "@today+3d", "@month-1") against `now`; other values pass through. */
export function resolveTimeToken(value: string, now: Date): string {
  let m = NOW.exec(value);
  if (m) {
    const offset = m[1] === undefined ? 0 : Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
    return new Date(now.getTime() + offset).toISOString();
  }
  m = TODAY.exec(value);
  if (m) return isoDate(new Date(now.getTime() + Number(m[1] ?? 0) * UNIT_MS.d));
  m = MONTH.exec(value);
  if (m) return isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + Number(m[1]), 1)));
  return value;
}

function resolveDeep(value: unknown, now: Date): unknown {
  if (typeof value === 'string') return value.startsWith('@') ? resolveTimeToken(value, now) : value;
  if (Array.isArray(value)) return value.map((v) => resolveDeep(v, now));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDeep(v, now)]));
  }
  return value;
}

/** Reads fixtures/<name>, resolving time tokens relative to `now`. Returns a fresh copy on every call. */
export function loadFixture<T>(name: string, now: Date = new Date()): T {
  const raw: unknown = JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), 'utf8'));
  return resolveDeep(raw, now) as T;
}
