#!/usr/bin/env bash
# Type-checks the four TypeScript projects two at a time: tsc uses one core, and the machine has two (one after the
# other they took 103 s of a CI run). Each project's errors are printed whole, after it finishes; the status is the
# worst of the four.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
status=0
check() { # name, tsconfig
  local log=".tmp/typecheck-$1.log"
  if npx tsc -p "$2" --noEmit > "$log" 2>&1; then echo "  $1: no type errors"; else echo "  $1: type errors"; cat "$log"; return 1; fi
}
pair() {
  check "$1" "$2" & local a=$!
  check "$3" "$4" & local b=$!
  wait "$a" || status=1
  wait "$b" || status=1
}
pair web web/tsconfig.json bff bff/tsconfig.json
pair load-tests load-tests/tsconfig.json e2e web/e2e/tsconfig.json
exit "$status"
