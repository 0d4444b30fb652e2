#!/usr/bin/env bash
# The suite under stress: a busy Node loop occupies one of the machine's cores while the whole suite (checks, every
# Vitest project and the end-to-end suite, as .ci/run-suites.sh runs them for CI) runs STRESS_RUNS times in a row
# (default 3); then once more without the hog for comparison (STRESS_UNLOADED=0 skips that). Prints each run's exit
# status and wall time; exits non-zero if any run failed. Dependencies must be installed (npm ci); the build is made once at the start.
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS="${STRESS_RUNS:-3}"
mkdir -p .tmp

echo "==> building once"
npm run build > .tmp/stress-build.log 2>&1 || { echo "build failed: see .tmp/stress-build.log"; exit 1; }

run_suite() {
  local label="$1" started status
  started=$(date +%s)
  bash .ci/run-suites.sh > ".tmp/stress-${label}.log" 2>&1
  status=$?
  echo "${label}: exit ${status}, $(( $(date +%s) - started )) s (log .tmp/stress-${label}.log)"
  return "$status"
}

failed=0
node -e 'for (;;) {}' &
HOG=$!
trap 'kill "$HOG" 2>/dev/null' EXIT
echo "==> ${RUNS} runs with a CPU hog on one core (pid ${HOG})"
for i in $(seq 1 "$RUNS"); do run_suite "loaded-${i}" || failed=1; done
kill "$HOG" 2>/dev/null
trap - EXIT

if [ "${STRESS_UNLOADED:-1}" != "0" ]; then
  echo "==> one run without the hog"
  run_suite "unloaded" || failed=1
fi
exit "$failed"
