#!/usr/bin/env bash
# `npm test`: the checks (types, the contract's two lints) and Vitest's projects (BFF and web), on an installed
# checkout; `.ci/run-suites.sh` runs it before the end-to-end suite. The checks run beside Vitest instead of before it:
# TypeScript 7 and the linters take about 15 s of the 2-core machine, and Vitest's BFF files spend much of theirs
# waiting on PostgreSQL, child processes and timers, so the checks fit into that. Their output follows Vitest's.
# Arguments go to Vitest (reporters, files). Exits non-zero if a check or a test failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

checks() {
  local status=0 started=$SECONDS
  echo "==> type-checking"
  npm run --silent typecheck || status=1
  echo "==> linting the contract (openapi.yaml)"
  npm run --silent lint:contract || status=1
  echo "==> OWASP API Security checks of the contract (openapi.yaml)"
  npm run --silent lint:owasp || status=1
  echo "    (the checks took $(( SECONDS - started )) s)"
  return "$status"
}
checks > .tmp/checks.log 2>&1 &
checks_pid=$!

echo "==> running the tests (the checks run beside them: .tmp/checks.log)"
started=$SECONDS
status=0
npx vitest run "$@" || status=$?
echo "    ($(( SECONDS - started )) s)"

wait "$checks_pid" || status=1
cat .tmp/checks.log
exit "$status"
