#!/usr/bin/env bash
# Installs what the tests need on a fresh machine and runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> installing dependencies (npm ci)"
npm ci --no-audit --no-fund

# The end-to-end suite drives Debian's Chromium (no browser download); CHROME_PATH may name another one.
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Chromium (apt-get install chromium)"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get install -y --no-install-recommends chromium || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends chromium; }
fi

echo "==> building the web app and the BFF"
npm run build

echo "==> type-checking"
npm run typecheck

echo "==> linting the contract (openapi.yaml)"
npm run lint:contract

echo "==> OWASP API Security checks of the contract (openapi.yaml)"
npm run lint:owasp

echo "==> running the tests"
mkdir -p .tmp
rm -f .tmp/vitest-report.json .tmp/e2e-report.json
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json || status=$?

echo "==> running the end-to-end suite in headless Chromium"
# (an absolute report path: the e2e config's root is web/e2e, and relative paths resolve from there)
npx vitest run --config web/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/.tmp/e2e-report.json" || status=$?

node .ci/summary.mjs .tmp/vitest-report.json .tmp/e2e-report.json || status=$?
exit "$status"
