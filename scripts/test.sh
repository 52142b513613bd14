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
# The general specs run without analytics ids, so no page asks Google for
# anything; the analytics specs get their own build with both ids.
NURI_GTM_ID= NURI_GA_ID= go run ./site build -out build/test-site
go run ./site build -out build/test-analytics
log=$(mktemp)
set +e
npx playwright test 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# (grep finds no "failed" line when all pass: not an error under pipefail.)
passed=$( (grep -oE '^ +[0-9]+ passed' "$log" || true) | tail -1 | tr -dc 0-9)
failed=$( (grep -oE '^ +[0-9]+ failed' "$log" || true) | tail -1 | tr -dc 0-9)
rm -f "$log"
echo "browser: ${passed:-0} passed, ${failed:-0} failed"
exit "$status"
