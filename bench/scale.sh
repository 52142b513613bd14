#!/usr/bin/env bash
# Issue 15's scale benchmark: the same generated tree built by cmd/docskit and
# by Hugo, cold, alternating runs, median of RUNS. Run from anywhere:
#   bash bench/scale.sh [--extra N | --tree DIR] [--runs R] [--only docskit|hugo] [--limit-mib M]
#   nice -n 10 bash bench/scale.sh --extra 100000 --runs 1
#   nice -n 10 bash bench/scale.sh --tree /work/scale/t100k --runs 1   # a tree made before
# Defaults: N 10000, R 3, both tools, M three quarters of the memory available
# at start: a build whose process tree grows past M MiB is killed and reported
# as such (a 100k-page build can need more than a shared machine has).
#
# The tree is ../shared/bench/docusaurus-site's config, sidebars, CSS and
# static files with `gen-content.mjs --extra N`'s docs/ (as bench/run.sh builds
# it), in bench/out/scale/tN, kept for the next run (or --tree DIR's). docskit builds it as it is
# (cmd/docskit build, from the repository root for node_modules). Hugo (Debian's
# 0.111, `apt-get install hugo`) builds the same pages from bench/hugo/prepare.mjs's
# conversion into bench/hugo/site's minimal template (content and TOC, no
# sidebar). Both binaries are built before any timing; each run starts from an
# empty output folder.
#
# For each tool: wall seconds, ms/page, CPU seconds, the peak RSS of the whole
# process tree (docskit and its Node renderers summed; bench/peers/treepeak
# samples /proc every 50 ms), output MB and KB/page; then docskit against Hugo,
# and the load average at start and end. Builds' logs and the figures of every
# run are in bench/out/scale/; the built sites are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/peers/lib.sh

EXTRA=10000 RUNS=3 TOOLS="docskit hugo"
TREE_LIMIT_MIB=$(awk '/MemAvailable/ {printf "%d", $2 / 1024 * 3 / 4}' /proc/meminfo)
while [ $# -gt 0 ]; do
  case "$1" in
    --extra) EXTRA=${2:?--extra needs a number}; shift ;;
    --tree) TREE=${2:?--tree needs a folder}; shift ;;
    --runs) RUNS=${2:?--runs needs a number}; shift ;;
    --only) TOOLS=${2:?--only needs docskit or hugo}; shift ;;
    --limit-mib) TREE_LIMIT_MIB=${2:?--limit-mib needs a number}; shift ;;
    -h|--help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument $1 (usage: bash bench/scale.sh [--extra N | --tree DIR] [--runs R] [--only docskit|hugo] [--limit-mib M])" ;;
  esac
  shift
done
[[ $EXTRA =~ ^[0-9]+$ ]] || die "--extra $EXTRA: not a number"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "--runs $RUNS: not a positive number"
[[ $TREE_LIMIT_MIB =~ ^[0-9]+$ ]] || die "--limit-mib $TREE_LIMIT_MIB: not a number"
TOOLS=${TOOLS//,/ }
case "$TOOLS" in "docskit hugo"|"hugo docskit"|docskit|hugo) ;; *) die "--only $TOOLS: docskit, hugo or both" ;; esac
export TREE_LIMIT_MIB
has() { [[ " $TOOLS " == *" $1 "* ]]; }

GEN=${GEN:-../shared/bench/gen-content.mjs}
REF=${REF:-$(dirname "$GEN")/docusaurus-site}
need go "Go 1.26+ builds cmd/docskit"
need node "Node.js 20+ runs docskit's renderers and the generator"
has hugo && need hugo "install Debian's Hugo: apt-get install -y hugo, or leave it out with --only docskit"
need_tree_inputs

W=bench/out/scale
mkdir -p "$W/bin"
go build -o "$W/bin/docskit" ./cmd/docskit
go build -o "$W/bin/treepeak" ./bench/peers/treepeak
TREEPEAK=$PWD/$W/bin/treepeak

if [ -n "${TREE:-}" ]; then
  # A site folder made before (the reference config and a generated docs/), read only.
  [ -f "$TREE/docusaurus.config.js" ] && [ -d "$TREE/docs" ] || die "--tree $TREE: no docusaurus.config.js and docs/ there"
  tree=$TREE EXTRA=$(basename "$TREE")
else
  tree=$W/t$EXTRA
  reference_tree "$tree" "$EXTRA"
fi
pages=$(find "$tree/docs" -name '*.mdx' | wc -l)
if has hugo; then
  echo "converting the tree for Hugo into $W/hugo$EXTRA" >&2
  node bench/hugo/prepare.mjs "$tree/docs" "$W/hugo$EXTRA" >&2
fi

load0=$(loadavg)
echo "# bash bench/scale.sh $(if [ -n "${TREE:-}" ]; then echo "--tree $TREE"; else echo "--extra $EXTRA"; fi) --runs $RUNS --only '$TOOLS' --limit-mib $TREE_LIMIT_MIB; $(date -u '+%Y-%m-%d %H:%M') UTC; commit $(git rev-parse --short HEAD)"
echo "# $(uname -srm); $(nproc) cores; $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); $(go env GOVERSION); node $(node --version)$(has hugo && echo "; hugo $(hugo version | cut -d' ' -f2)"); nice $(nice)"
echo "# tree: $pages .mdx pages ($(du -sm "$tree/docs" | cut -f1) MB); load average at start: $load0"

rm -f "$W"/m-*.txt
run_docskit() {
  rm -rf "$W/docskit"
  measure "$W/m-docskit.txt" "$W/docskit.log" . "$W/bin/docskit" build -no-cache -out "$W/docskit/site" "$tree"
}
run_hugo() {
  rm -rf "$W/hugo"
  measure "$W/m-hugo.txt" "$W/hugo.log" "$W/hugo$EXTRA" hugo --destination "$PWD/$W/hugo/site"
}
show() { # TOOL: the last run's line
  awk -v t="$1" -v l="$(loadavg | cut -d' ' -f1)" 'END {printf "  run: %-8s wall %7.2f s  cpu %7.2f s  tree peak %6.0f MiB  load %s\n", t, $1, $2, $3/1024, l}' "$W/m-$1.txt" >&2
}
OK=$TOOLS FAILED=""
for i in $(seq "$RUNS"); do
  # Alternating, and in turn first, so neither always runs on a warmer cache.
  if [ $((i % 2)) = 1 ]; then order="docskit hugo"; else order="hugo docskit"; fi
  for t in $order; do
    [[ " $OK " == *" $t "* ]] || continue
    if "run_$t"; then show "$t"; else FAILED="$FAILED $t" OK=${OK/$t/}; fi
  done
done

echo
printf '%-8s %7s %8s %8s %8s %10s %9s %8s\n' tool pages "wall s" "ms/page" "cpu s" "peak MiB" "out MB" "KB/page"
row() { # TOOL PAGES BYTES
  awk -v t="$1" -v p="$2" -v b="$3" -v w="$(col "$W/m-$1.txt" 1)" -v c="$(col "$W/m-$1.txt" 2)" -v k="$(col "$W/m-$1.txt" 3)" \
    'BEGIN {printf "%-8s %7d %8.2f %8.3f %8.2f %10.0f %9.1f %8.1f\n", t, p, w, w*1000/p, c, k/1024, b/1e6, b/1e3/p}'
}
for t in $TOOLS; do
  if [[ " $OK " != *" $t "* ]]; then echo "$t failed: see $W/$t.log"; fi
done
if [[ " $OK " == *" docskit "* ]]; then
  dk_pages=$(docskit_pages "$W/docskit.log") dk_bytes=$(outbytes "$W/docskit/site")
  row docskit "$dk_pages" "$dk_bytes"
fi
if [[ " $OK " == *" hugo "* ]]; then
  hu_pages=$(hugo_pages "$W/hugo.log") hu_bytes=$(outbytes "$W/hugo/site")
  row hugo "$hu_pages" "$hu_bytes"
fi
rm -rf "$W/docskit" "$W/hugo"
finish() {
  echo "medians of $RUNS; ms/page and KB/page over each tool's own page count (docs pages: $pages); MB = 10^6 bytes, MiB = 2^20"
  echo "# load average at end: $(loadavg)"
  [ -z "$FAILED" ] || { echo "# failed:$FAILED"; exit 1; }
}
[[ " $OK " == *" docskit "* && " $OK " == *" hugo "* ]] || { finish; exit 0; }
awk -v dw="$(col "$W/m-docskit.txt" 1)" -v hw="$(col "$W/m-hugo.txt" 1)" \
    -v dc="$(col "$W/m-docskit.txt" 2)" -v hc="$(col "$W/m-hugo.txt" 2)" \
    -v dk="$(col "$W/m-docskit.txt" 3)" -v hk="$(col "$W/m-hugo.txt" 3)" \
    -v db="$dk_bytes" -v hb="$hu_bytes" -v dp="$dk_pages" -v hp="$hu_pages" \
  'BEGIN {
     printf "docskit vs Hugo: %.2fx %s (wall), %.2fx %s CPU, %.2fx %s memory (tree peak), %.2fx the output bytes a page\n",
       (dw < hw ? hw/dw : dw/hw), (dw < hw ? "faster" : "slower"),
       (dc < hc ? hc/dc : dc/hc), (dc < hc ? "less" : "more"),
       (dk < hk ? hk/dk : dk/hk), (dk < hk ? "less" : "more"), (db/dp)/(hb/hp)
   }'
[ "$dk_pages" = "$hu_pages" ] || echo "# note: docskit built $dk_pages pages, Hugo $hu_pages"
finish
