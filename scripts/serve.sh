#!/usr/bin/env bash
# The README's first command: set up, build the Nuri docs and serve them on
# http://127.0.0.1:3000 (override with ADDR=host:port).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
go run ./site build -out build
exec go run ./site serve -dir build -addr "${ADDR:-127.0.0.1:3000}"
