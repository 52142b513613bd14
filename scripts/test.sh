#!/usr/bin/env bash
# The README's second command: set up, then run every check and test:
# gofmt, go vet, the TypeScript type-check, the Go tests (with the race
# detector), and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi
echo "== go vet"
go vet ./...
echo "== tsc --noEmit"
npx tsc --noEmit -p tsconfig.json
echo "== go test"
go test -race -count=1 ./...
echo "== browser tests"
go run ./site build -out build/test-site
npx playwright test
