#!/usr/bin/env bash
# The end-to-end suite: every file, E2E_WORKERS at a time (four by default), each worker with a product of its own
# (web/e2e/support/env.ts).
# The JSON report goes to .tmp/e2e-report.json.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/e2e-report.json
# (an absolute report path: the e2e config's root is web/e2e, and relative paths resolve from there)
npx vitest run --config web/e2e/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$PWD/.tmp/e2e-report.json" --passWithNoTests "$@"
