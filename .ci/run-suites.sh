#!/usr/bin/env bash
# Everything the suite checks, on an installed and built checkout: types, the contract's lints, Vitest (BFF and web)
# and the end-to-end suite. `.ci/test-all.sh` (npm run test:all) runs it after installing and building;
# `.ci/stress.sh` runs it under load.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> type-checking"
npm run typecheck

echo "==> linting the contract (openapi.yaml)"
npm run lint:contract

echo "==> OWASP API Security checks of the contract (openapi.yaml)"
npm run lint:owasp

echo "==> running the tests: Vitest (BFF and web) and, beside it, the end-to-end suite in headless Chromium"
mkdir -p .tmp
rm -f .tmp/vitest-report.json .tmp/e2e-report.json .tmp/e2e-output.log
# The two runners share nothing (the end-to-end suite starts the built product on ports and a data folder of its
# own) and neither keeps both cores busy alone, so they run side by side; the end-to-end output is printed after.
# (an absolute report path: the e2e config's root is web/e2e, and relative paths resolve from there)
npx vitest run --config web/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/.tmp/e2e-report.json" > .tmp/e2e-output.log 2>&1 &
e2e_pid=$!
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json || status=$?

echo "==> the end-to-end suite in headless Chromium"
e2e_status=0
wait "$e2e_pid" || e2e_status=$?
cat .tmp/e2e-output.log
[ "$e2e_status" = 0 ] || status=$e2e_status

node .ci/summary.mjs .tmp/vitest-report.json .tmp/e2e-report.json || status=$?
exit "$status"
