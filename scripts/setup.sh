#!/usr/bin/env bash
# Installs what a fresh machine lacks: npm packages (react, TypeScript,
# Playwright), Go modules, and, with --browser, Debian's chromium for the
# browser tests and nginx for the tests of deploy/nginx/docskit.conf.
# Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v go >/dev/null || ! command -v node >/dev/null; then
  echo "setup: docskit needs Go 1.26+ and Node.js 20+ on PATH" >&2
  exit 1
fi
if [ ! -d node_modules/react ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
go mod download
if [ "${1:-}" = "--browser" ]; then
  # chromium for the browser tests; nginx for deploy/'s HTTP tests of
  # deploy/nginx/docskit.conf (skipped when nginx is missing).
  missing=""
  [ -x /usr/bin/chromium ] || missing="$missing chromium"
  [ -x /usr/sbin/nginx ] || missing="$missing nginx"
  if [ -n "$missing" ]; then
    echo "setup: installing Debian's$missing for the tests"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
  fi
fi
