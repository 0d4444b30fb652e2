#!/usr/bin/env bash
# Everything the suite checks, on an installed and built checkout: types, the contract's lints and Vitest (BFF and web),
# as `npm test` runs them (.ci/test.sh), then the end-to-end suite. `.ci/test-all.sh` (npm run test:all) runs it after
# installing and building; `.ci/stress.sh` runs it under load.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long the one before it took (bash counts SECONDS).
since=$SECONDS
step() {
  if [ "$SECONDS" != "$since" ] || [ -n "${started_steps:-}" ]; then echo "    ($(( SECONDS - since )) s)"; fi
  started_steps=1
  since=$SECONDS
  echo "==> $1"
}

step "running the checks and the tests"
mkdir -p .tmp
rm -f .tmp/vitest-report.json .tmp/e2e-report.json
status=0
bash .ci/test.sh --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json || status=$?

# One runner after the other: side by side they saved about two minutes of twenty-two on this 2-core machine and
# made the end-to-end suite wait on a machine loaded to 7 (a 15 s wait ran out), which is the opposite of a suite
# that never flakes.
step "running the end-to-end suite in headless Chromium"
bash .ci/e2e.sh || status=$?

echo "    ($(( SECONDS - since )) s)"
node .ci/summary.mjs .tmp/vitest-report.json .tmp/e2e-report.json || status=$?
exit "$status"
