#!/usr/bin/env bash
# The end-to-end suite in two phases (web/e2e/support/env.ts says why): the untimed files side by side, three workers
# each with a product of its own, then the files timed by token lifetimes on their own. Each phase writes its JSON
# report under .tmp/ (e2e-report.json, e2e-timed-report.json); the exit status is the worse of the two.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/e2e-report.json .tmp/e2e-timed-report.json
status=0
# (absolute report paths: the e2e config's root is web/e2e, and relative paths resolve from there)
E2E_PHASE=untimed npx vitest run --config web/e2e/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$PWD/.tmp/e2e-report.json" --passWithNoTests "$@" || status=$?
E2E_PHASE=timed npx vitest run --config web/e2e/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$PWD/.tmp/e2e-timed-report.json" --passWithNoTests "$@" || status=$?
exit "$status"
