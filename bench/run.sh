#!/usr/bin/env bash
# Benchmarks of the docskit core (issue figures): run from the repository root
#   bash bench/run.sh [runs] [extra]
# 1. median full-build time of the Nuri site over RUNS builds (default 5);
# 2. time and peak memory of building ../shared/bench/gen-content.mjs's tree
#    with --extra EXTRA pages (default 1000) in the reference Docusaurus site's
#    config (cmd/docskit build), median of 3;
# 3. first-load JavaScript of a doc page: bytes and gzip bytes of every
#    script the page loads before interaction (entry + modulepreloads).
# Binaries are compiled first, so no figure includes Go compile time.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
EXTRA=${2:-1000}
GEN=${GEN:-../shared/bench/gen-content.mjs}
OUT=bench/out
mkdir -p "$OUT/bin"
go build -o "$OUT/bin/site" ./site
go build -o "$OUT/bin/docskit" ./cmd/docskit

median() { sort -n | awk '{a[NR]=$1} END {m=int((NR+1)/2); if (NR%2) print a[m]; else printf "%.3f\n", (a[m]+a[m+1])/2}'; }

# measure CMD...: prints "seconds peak_kib" (GNU time)
measure() {
  /usr/bin/time -f '%e %M' -o "$OUT/time.txt" "$@" >/dev/null 2>"$OUT/stderr.txt" || { cat "$OUT/stderr.txt" >&2; return 1; }
  cat "$OUT/time.txt"
}

echo "== Nuri site: full build, $RUNS runs"
: > "$OUT/nuri.txt"
for i in $(seq "$RUNS"); do
  measure "$OUT/bin/site" build -no-cache -out "$OUT/nuri" | tee -a "$OUT/nuri.txt"
done
echo "median wall: $(cut -d' ' -f1 "$OUT/nuri.txt" | median) s; median peak RSS: $(cut -d' ' -f2 "$OUT/nuri.txt" | median) KiB"

if [ -f "$GEN" ]; then
  echo "== generated tree: --extra $EXTRA, 3 runs"
  # The reference site of ../shared/bench/docusaurus-site (config, sidebars,
  # CSS, static files) with the generated docs/, built by cmd/docskit as it is.
  ref=$(dirname "$GEN")/docusaurus-site
  mkdir -p "$OUT/gen"
  cp -r "$ref/docusaurus.config.js" "$ref/sidebars.js" "$ref/src" "$ref/static" "$OUT/gen/"
  node "$GEN" "$OUT/gen" --extra "$EXTRA" | tail -1
  : > "$OUT/gen.txt"
  for i in 1 2 3; do
    measure "$OUT/bin/docskit" build -no-cache -out "$OUT/gen-site" "$OUT/gen" | tee -a "$OUT/gen.txt"
  done
  pages=$(find "$OUT/gen/docs" -name '*.mdx' | wc -l)
  echo "pages: $pages; median wall: $(cut -d' ' -f1 "$OUT/gen.txt" | median) s; median peak RSS: $(cut -d' ' -f2 "$OUT/gen.txt" | median) KiB"
else
  echo "== generated tree: skipped ($GEN not found)"
fi

echo "== first-load JavaScript of a doc page (/docs/guide/intro)"
page="$OUT/nuri/docs/guide/intro.html"
total=0; totalgz=0
for src in $(grep -oE '(src|href)="/assets/[^"]+\.js"' "$page" | sed -E 's/^(src|href)="//; s/"$//' | sort -u); do
  f="$OUT/nuri$src"
  b=$(wc -c < "$f"); g=$(gzip -9 -c "$f" | wc -c)
  total=$((total + b)); totalgz=$((totalgz + g))
  echo "  $src: $b bytes, $g gzip"
done
echo "first-load JS: $total bytes, $totalgz bytes gzip ($((totalgz / 1024)) KiB)"
