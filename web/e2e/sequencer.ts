import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each file took in a two-worker run on the 2-core machine (2026-11-27). With no results cache (a fresh
 * clone, as CI has), Vitest orders files by size, and the menu walk, a small file of 69 tests, started last and ran
 * alone for two minutes. Longest first keeps both workers busy to the end. A file missing here counts as long (it
 * starts early); a figure that has gone stale only costs time, never a result.
 */
const SECONDS: Record<string, number> = {
  'association.e2e.ts': 204,
  'menu.e2e.ts': 125,
  'dues.e2e.ts': 89,
  'scoped-access.e2e.ts': 83,
  'session.e2e.ts': 81,
  'demo-apps.e2e.ts': 80,
  'indonesian.e2e.ts': 78,
  'abilities.e2e.ts': 52,
  'phone-keyboard.e2e.ts': 29,
  'layout.e2e.ts': 26,
  'member-portal.e2e.ts': 12,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId));
  }
}
