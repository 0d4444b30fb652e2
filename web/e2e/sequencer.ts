import { basename } from 'node:path';
import { longestFirst } from '../../test-sequencer';

/**
 * Seconds each file took in a three-worker run on the 2-core machine (2026-11-27, from the run's JSON report; the
 * menu's two files are that run's one walk of 120 s shared by their entries, 29 and 40). With no results cache (a fresh
 * clone, as CI has), Vitest orders files by size, and the menu walk, a small file of 69 tests, started last and ran
 * alone for two minutes. Longest first keeps every worker busy to the end.
 */
const SECONDS: Record<string, number> = {
  'association.e2e.ts': 81,
  'menu-pages.e2e.ts': 70,
  'association-workflows.e2e.ts': 66,
  'indonesian.e2e.ts': 62,
  'dues.e2e.ts': 56,
  'menu.e2e.ts': 52,
  'demo-apps.e2e.ts': 52,
  'scoped-access.e2e.ts': 44,
  'abilities.e2e.ts': 43,
  'session.e2e.ts': 39,
  'phone-keyboard.e2e.ts': 19,
  'layout.e2e.ts': 18,
  'member-portal.e2e.ts': 9,
};

// A file missing here counts as long: it starts early.
export default longestFirst(SECONDS, (file) => basename(file.moduleId), Number.POSITIVE_INFINITY);
