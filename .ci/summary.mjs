// Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped", summed over the Vitest JSON
// reports given (the unit and integration suites, then the end-to-end suite).
import { readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`no test report at ${file}`);
    missing = true;
    totals.failed += 1;
    continue;
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to start (global setup, a file that does not load) has failed tests of its own count 0.
  if ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0)
    totals.failed += report.numFailedTestSuites;
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (missing) process.exit(1);
