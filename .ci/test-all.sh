#!/usr/bin/env bash
# Installs what the tests need on a fresh machine and runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> installing dependencies (npm ci)"
npm ci --no-audit --no-fund
echo "    ($SECONDS s)"

# The end-to-end suite drives Debian's Chromium (no browser download); CHROME_PATH may name another one.
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Chromium (apt-get install chromium)"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get install -y --no-install-recommends chromium || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends chromium; }
fi

started=$SECONDS
echo "==> building the web app and the BFF"
npm run build
echo "    ($(( SECONDS - started )) s)"

bash .ci/run-suites.sh
