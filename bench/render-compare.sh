#!/usr/bin/env bash
# Render comparison (issue 12): for the pages of corpus sites that docskit
# builds, compare the main content docskit renders with Docusaurus 3.9.2's
# own build of the same docs folder. Run from anywhere:
#
#   bash bench/render-compare.sh                 # the sites below, results saved
#   bash bench/render-compare.sh --no-save       # print the tables only
#   bash bench/render-compare.sh --sites "jestjs/jest prettier/prettier"
#
# Options (environment or flags):
#   --corpus DIR  CORPUS  the sites' files, DIR/<owner>+<name>/ (default /work/corpus;
#                         bench/compat.sh unpacks them)
#   --work DIR    WORK    outside the repository (the sites' text stays out of it):
#                         DIR/docusaurus-site  Docusaurus 3.9.2, installed there once from
#                                              /work/shared/bench/docusaurus-site (npm ci,
#                                              the versions and overrides of its package.json)
#                         DIR/work/<site>      the work copies (prepare)
#                         DIR/builds/{ds,dk}/<site>  the two builds
#                         DIR/details.txt      every page's mismatches
#                         (default /work/rcmp)
#   --sites "…"   SITES   owner/name list, from bench/compat-sites.txt
#   --skip-docusaurus     reuse the Docusaurus builds of an earlier run (the
#                         work copies are then not rewritten either)
#
# Per site, bench/rendercompare prepare copies the docs folder (its first in
# compat-sites.txt) into DIR/work/<site>/ as laid out in the repository:
# the pages docskit builds as they are, the pages it fails on as stubs (front
# matter and headings: links to them resolve in both builds), the partials
# they import; and writes a bare Docusaurus site in its site folder (classic
# preset, one docs instance with the site's path and routeBasePath, its
# markdown.format, broken links as warnings, no navbar items). Both build
# that folder: Docusaurus with `docusaurus build`, docskit with
# cmd/docskit (and bench/compat/pagecheck lists the pages it builds). bench/rendercompare compare then reads each compared
# page's main content from both (Docusaurus's .theme-doc-markdown, docskit's
# .dk-markdown) and prints the tables; the result goes to
# bench/results/render-compare-<date>.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${CORPUS:-/work/corpus}
WORK=${WORK:-/work/rcmp}
SITES=${SITES:-"algolia/docsearch facebook/lexical prettier/prettier jestjs/jest reduxjs/redux savonet/website pnpm/pnpm.io babel/website"}
SAVE=1
DOCUSAURUS=1
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) CORPUS=$2; shift 2 ;;
    --work) WORK=$2; shift 2 ;;
    --sites) SITES=$2; shift 2 ;;
    --no-save) SAVE=0; shift ;;
    --skip-docusaurus) DOCUSAURUS=0; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

OUT=bench/out
DSITE=$WORK/docusaurus-site
mkdir -p "$OUT/bin" "$WORK/builds/ds" "$WORK/builds/dk"
go build -o "$OUT/bin/pagecheck" ./bench/compat/pagecheck
go build -o "$OUT/bin/docskit" ./cmd/docskit
go build -o "$OUT/bin/rendercompare" ./bench/rendercompare

if [ ! -f "$DSITE/node_modules/@docusaurus/core/package.json" ]; then
  echo "installing Docusaurus into $DSITE" >&2
  mkdir -p "$DSITE"
  cp -r /work/shared/bench/docusaurus-site/. "$DSITE/"
  (cd "$DSITE" && npm ci --no-audit --no-fund)
fi
echo "Docusaurus $(node -p "require('$DSITE/node_modules/@docusaurus/core/package.json').version") in $DSITE" >&2

# shellcheck disable=SC2086
if [ "$DOCUSAURUS" = 1 ]; then
  "$OUT/bin/rendercompare" prepare -corpus "$CORPUS" -work "$WORK/work" -pagecheck "$OUT/bin/pagecheck" \
    -node-modules "$PWD/node_modules" -dsite "$DSITE" $SITES >&2
fi

field() { node -p "require('$1').site.$2"; }
for site in $SITES; do
  slug=${site/\//+}
  m=$WORK/work/$slug/manifest.json
  docs=$(field "$m" docs) rb=$(field "$m" routeBase) fmt=$(field "$m" format) st=$(field "$m" static) dir=$(field "$m" dir)
  static=()
  [ -d "$CORPUS/$slug/$st" ] && static=(-static "$CORPUS/$slug/$st")
  echo "$site: docskit" >&2
  "$OUT/bin/pagecheck" -docs "$WORK/work/$slug/$docs" -route-base "$rb" -format "$fmt" "${static[@]}" -lang en \
    -node-modules "$PWD/node_modules" -report "$WORK/work/$slug/report.json" > "$WORK/work/$slug/report.txt" || {
    echo "$site: docskit fails on the work copy (see $WORK/work/$slug/report.txt)" >&2; exit 1; }
  # The bare site prepare wrote around the work copy, as Docusaurus builds it.
  "$OUT/bin/docskit" build -out "$WORK/builds/dk/$slug" "$WORK/work/$slug/$dir" > "$WORK/work/$slug/build.txt" 2>&1 || {
    echo "$site: docskit build failed (see $WORK/work/$slug/build.txt)" >&2; exit 1; }
done

# Docusaurus last: the slow part, once every work copy builds with docskit.
for site in $SITES; do
  [ "$DOCUSAURUS" = 1 ] || break
  slug=${site/\//+}
  dir=$(field "$WORK/work/$slug/manifest.json" dir)
  echo "$site: Docusaurus" >&2
  # The sites share one node_modules: no persistent webpack cache, which
  # lives there and would mix them up.
  (cd "$WORK/work/$slug/$dir" && DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir "$WORK/builds/ds/$slug" > build.log 2>&1) || {
    echo "$site: docusaurus build failed (see $WORK/work/$slug/$dir/build.log)" >&2; exit 1; }
done

# shellcheck disable=SC2086
if [ "$SAVE" = 1 ]; then
  result="bench/results/render-compare-$(date +%Y-%m-%d).txt"
  { echo "# bash bench/render-compare.sh   ($(date -u +%Y-%m-%dT%H:%M) UTC, docskit $(git rev-parse --short HEAD))"
    "$OUT/bin/rendercompare" compare -work "$WORK/work" -builds "$WORK/builds" -details "$WORK/details.txt" $SITES
  } > "$result.tmp"
  mv "$result.tmp" "$result"
  cat "$result"
  echo "saved to $result; every page's mismatches in $WORK/details.txt" >&2
else
  "$OUT/bin/rendercompare" compare -work "$WORK/work" -builds "$WORK/builds" -details "$WORK/details.txt" $SITES
fi
