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
passed=0 failed=0 flaky=0 status=0
# playwright ARGS…: runs one Playwright config, adds its figures to the totals
# and keeps the first failing exit status.
playwright() {
  set +e
  npx playwright test "$@" 2>&1 | tee "$log"
  local st=${PIPESTATUS[0]}
  set -e
  # (grep finds no "failed" line when all pass: not an error under pipefail.)
  local p f k
  p=$( (grep -oE '^ +[0-9]+ passed' "$log" || true) | tail -1 | tr -dc 0-9)
  f=$( (grep -oE '^ +[0-9]+ failed' "$log" || true) | tail -1 | tr -dc 0-9)
  k=$( (grep -oE '^ +[0-9]+ flaky' "$log" || true) | tail -1 | tr -dc 0-9)
  passed=$((passed + ${p:-0})) failed=$((failed + ${f:-0})) flaky=$((flaky + ${k:-0}))
  if [ "$status" -eq 0 ]; then status=$st; fi
}
playwright
# The examples' specs: each config builds and serves its example.
playwright -c examples/customplugin/playwright.config.ts
playwright -c examples/sidebars/playwright.config.ts
# The minimal example built under the base URL /docs/ (trailing slash unset, then true).
playwright -c examples/minimal/playwright.config.ts
# Docusaurus sites built by cmd/docskit (a blog and src/pages; versioned docs): the config builds and serves them.
playwright -c docusaurus/playwright.config.ts
rm -f "$log"
echo "browser: ${passed} passed, ${flaky} flaky (passed on retry, named above), ${failed} failed"
exit "$status"
