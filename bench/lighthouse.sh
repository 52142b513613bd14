#!/usr/bin/env bash
# Lighthouse scores of the Nuri site: run from the repository root
#   bash bench/lighthouse.sh [runs]
# Builds a production site without analytics ids, serves it with `site serve`
# on 127.0.0.1:$PORT (default 3470) and runs Lighthouse 12.8.2 (mobile, the
# default preset, simulated throttling) in Debian's Chromium RUNS times
# (default 3) on the landing page, a long SDK page and the not-found page.
# Per page it prints the run with the median performance score: the four
# category scores, LCP, TBT and CLS, and the audits that are below 1.
#
# Lighthouse is not a project dependency: it is installed once into $LH_DIR
# (default /tmp/docskit-lighthouse). DIR=path skips the build and serves an
# existing one. CHROME_PATH defaults to /usr/bin/chromium.
#
# The not-found page is answered with status 404 and carries
# <meta name="robots" content="noindex">, as it must; Lighthouse's SEO
# category counts both against it (http-status-code, is-crawlable), so its SEO
# score is printed as is and the two audits are listed.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
PORT=${PORT:-3470}
LH_DIR=${LH_DIR:-/tmp/docskit-lighthouse}
LH_VERSION=12.8.2
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
OUT=bench/out/lighthouse
mkdir -p "$OUT/bin"
rm -f "$OUT"/*.json

if [ ! -x "$LH_DIR/node_modules/.bin/lighthouse" ] ||
  ! grep -q "\"version\": \"$LH_VERSION\"" "$LH_DIR/node_modules/lighthouse/package.json"; then
  echo "installing lighthouse@$LH_VERSION into $LH_DIR" >&2
  mkdir -p "$LH_DIR"
  npm install --prefix "$LH_DIR" --no-save --no-audit --no-fund --loglevel=error "lighthouse@$LH_VERSION" >&2
fi

go build -o "$OUT/bin/site" ./site
if [ -z "${DIR:-}" ]; then
  DIR=$OUT/site
  NURI_GTM_ID= NURI_GA_ID= "$OUT/bin/site" build -out "$DIR" >/dev/null
fi
"$OUT/bin/site" serve -dir "$DIR" -addr "127.0.0.1:$PORT" >"$OUT/serve.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -fso /dev/null "http://127.0.0.1:$PORT/" && break
  sleep 0.1
done

echo "lighthouse $LH_VERSION, $("$CHROME_PATH" --version 2>/dev/null | head -1), mobile, median of $RUNS runs by performance"
echo "site: $DIR ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- docskit plugins site || echo '+changes')), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
for page in / /docs/sdk/namespaces/push /docs/no-such-page; do
  name=$(echo "$page" | tr -c 'a-z0-9\n' '_')
  load=$(cut -d' ' -f1 /proc/loadavg)
  for i in $(seq "$RUNS"); do
    "$LH_DIR/node_modules/.bin/lighthouse" "http://127.0.0.1:$PORT$page" --quiet --ignore-status-code \
      --chrome-flags="--headless=new --no-sandbox" --output=json --output-path="$OUT/$name-$i.json" 2>"$OUT/lighthouse.log" ||
      { cat "$OUT/lighthouse.log" >&2; exit 1; }
  done
  node - "$page" "$load" "$OUT"/"$name"-*.json <<'EOF'
const [page, load, ...files] = process.argv.slice(2);
const runs = files.map((f) => require(require('path').resolve(f)));
const perf = (r) => r.categories.performance.score;
runs.sort((a, b) => perf(a) - perf(b));
const r = runs[Math.floor(runs.length / 2)];
const score = (id) => Math.round(r.categories[id].score * 100);
const audit = (id) => r.audits[id].displayValue;
console.log(
  `${page.padEnd(28)} performance ${score('performance')} (runs: ${runs.map((x) => Math.round(perf(x) * 100)).join(' ')})` +
    `  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}` +
    `  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}` +
    `  (load average ${load})`,
);
for (const [cat, c] of Object.entries(r.categories)) {
  for (const ref of c.auditRefs) {
    const a = r.audits[ref.id];
    if (a.score !== null && a.score < 1 && ref.weight > 0) console.log(`    ${cat}: ${ref.id} ${a.score} ${a.displayValue ?? ''}`);
  }
}
EOF
done
