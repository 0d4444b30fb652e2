import type { Faker } from '@faker-js/faker';

export const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Office hours in Western Indonesian Time (UTC+7) are 01:00-09:00 UTC: a moment during them on the day of `day`. */
export function officeTime(faker: Faker, day: Date): Date {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnight + HOUR + faker.number.int({ min: 0, max: 8 * HOUR - 1 }));
}

/** `days` (with a random office time) after `from`, never later than `now` minus a minute. */
export function later(faker: Faker, from: Date, days: number, now: Date): Date {
  const candidate = officeTime(faker, new Date(from.getTime() + days * DAY));
  const latest = new Date(now.getTime() - 60_000);
  if (candidate.getTime() <= from.getTime()) return new Date(Math.min(from.getTime() + 5 * 60_000, latest.getTime()));
  return candidate > latest ? latest : candidate;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
