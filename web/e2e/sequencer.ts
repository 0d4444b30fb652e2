import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each file took in a three-worker run on the 2-core machine (2026-11-27, from the run's JSON report). With no
 * results cache (a fresh clone, as CI has), Vitest orders files by size, and the menu walk, a small file of 69 tests,
 * started last and ran alone for two minutes. Longest first keeps every worker busy to the end. A file missing here
 * counts as long (it starts early); a figure that has gone stale only costs time, never a result.
 */
const SECONDS: Record<string, number> = {
  'menu.e2e.ts': 93,
  'association.e2e.ts': 65,
  'association-workflows.e2e.ts': 60,
  'session.e2e.ts': 64,
  'indonesian.e2e.ts': 52,
  'dues.e2e.ts': 49,
  'demo-apps.e2e.ts': 44,
  'scoped-access.e2e.ts': 39,
  'abilities.e2e.ts': 39,
  'layout.e2e.ts': 15,
  'phone-keyboard.e2e.ts': 13,
  'member-portal.e2e.ts': 6,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => SECONDS[basename(file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId));
  }
}
