#!/usr/bin/env bash
# Installs what the tests need on a fresh machine and runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> installing dependencies (npm ci)"
npm ci --no-audit --no-fund

echo "==> building the web app and the BFF"
npm run build

echo "==> type-checking"
npm run typecheck

echo "==> linting the contract (openapi.yaml)"
npm run lint:contract

echo "==> running the tests"
mkdir -p .tmp
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json || status=$?
node .ci/summary.mjs .tmp/vitest-report.json
exit "$status"
