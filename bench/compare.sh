#!/usr/bin/env bash
# docskit beside Docusaurus 3.9.2 on the same generated tree (issue 6, build times).
# Run from anywhere; it works from the repository root:
#
#   bash bench/compare.sh [flags]
#
#   --runs N          runs per figure, the median is reported (default 3)
#   --faster-runs N   runs of Docusaurus with its Faster option (default: --runs)
#   --warm-runs N     warm runs of each tool (default: --runs; 0 skips warm)
#   --extra N         extra pages in the compared tree (gen-content.mjs --extra; default 0)
#   --scaling LIST    docskit alone at each --extra size, e.g. "1000 5000 10000"
#                     (default that list; "" skips)
#   --scaling-runs N  runs per scaling size (default: --runs)
#   --nuri-runs N     full builds of the Nuri site (default 5; 0 skips)
#   --no-docusaurus   docskit only (no npm install, no Docusaurus builds)
#   --no-faster       Docusaurus without the Faster variant
#   --only-docskit    shorthand for --no-docusaurus
#   --nice N          run every timed build under `nice -n N` (e.g. -10 as root,
#                     to take the figures on a machine that is busy with other work)
#
# Environment:
#   BENCH_DIR        work folder (default /tmp/docskit-bench): trees and outputs
#   DOCUSAURUS_DIR   Docusaurus install folder (default $BENCH_DIR/docusaurus);
#                    set up once with ../shared/bench/setup-docusaurus.sh --faster,
#                    reused when its node_modules/@docusaurus/core is there
#   SHARED           folder with bench/gen-content.mjs (default ../shared)
#   RESULTS          file the report is copied to (default
#                    bench/results/compare-<UTC date and time>.txt)
#   NODE_OPTIONS     passed on to Docusaurus (e.g. --max-old-space-size=8192)
#
# Figures: wall time, CPU time (user+sys, the build and all its child
# processes), and peak RSS, all from GNU time (/usr/bin/time, Debian package
# `time`). GNU time's peak RSS is the largest single process of the tree; the
# "tree" column adds up every process of the build (docskit's Go process and
# its Node.js renderers), sampled every 0.2 s, so it can miss a short peak.
# Cold: no output and no cache (Docusaurus: .docusaurus, node_modules/.cache
# and build/ deleted before each run). Warm: the same build again, with the
# previous output and caches in place. docskit keeps no cache on disk, so its
# warm run differs from cold only by the previous output and the OS's file cache.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

RUNS=3 FASTER_RUNS= WARM_RUNS= EXTRA=0 SCALING="1000 5000 10000" SCALING_RUNS= NURI_RUNS=5
DOCUSAURUS=1 FASTER=1 NICE=
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift ;;
    --faster-runs) FASTER_RUNS=$2; shift ;;
    --warm-runs) WARM_RUNS=$2; shift ;;
    --extra) EXTRA=$2; shift ;;
    --scaling) SCALING=$2; shift ;;
    --scaling-runs) SCALING_RUNS=$2; shift ;;
    --nuri-runs) NURI_RUNS=$2; shift ;;
    --no-docusaurus | --only-docskit) DOCUSAURUS=0 ;;
    --no-faster) FASTER=0 ;;
    --nice) NICE=$2; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "compare.sh: unknown flag $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
FASTER_RUNS=${FASTER_RUNS:-$RUNS}
WARM_RUNS=${WARM_RUNS:-$RUNS}
SCALING_RUNS=${SCALING_RUNS:-$RUNS}

BENCH_DIR=${BENCH_DIR:-/tmp/docskit-bench}
DOCUSAURUS_DIR=${DOCUSAURUS_DIR:-$BENCH_DIR/docusaurus}
SHARED=${SHARED:-$ROOT/../shared}
GEN=$SHARED/bench/gen-content.mjs
SETUP=$SHARED/bench/setup-docusaurus.sh
STAMP=$(date -u +%Y-%m-%dT%H%M)
RESULTS=${RESULTS:-$ROOT/bench/results/compare-$STAMP.txt}

[ -f "$GEN" ] || { echo "compare.sh: $GEN not found (set SHARED)" >&2; exit 1; }
if [ ! -x /usr/bin/time ]; then
  echo "compare.sh: installing GNU time (Debian package time)" >&2
  apt-get install -y time >/dev/null || { echo "compare.sh: /usr/bin/time missing: apt-get install time" >&2; exit 1; }
fi

mkdir -p "$BENCH_DIR/bin" "$(dirname "$RESULTS")"
exec > >(tee "$RESULTS") 2>&1

median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) {print "-"; exit} m=int((NR+1)/2); if (NR%2) print a[m]; else printf "%.3f\n", (a[m]+a[m+1])/2}'; }
load1() { cut -d' ' -f1 /proc/loadavg; }

# treerss PID: largest sum of RSS (KiB) of PID and its descendants, sampled
# every 0.2 s until PID exits; printed on exit.
treerss() {
  local root=$1 peak=0 cur
  while kill -0 "$root" 2>/dev/null; do
    cur=$(ps -e -o pid=,ppid=,rss= | awk -v r="$root" '
      {pp[$1]=$2; rss[$1]=$3}
      END {for (p in pp) {q=p; n=0; while (q!="" && q!=r && q!=1 && q!=0 && n<50) {q=pp[q]; n++} if (q==r) s+=rss[p]} print s+0}')
    [ "$cur" -gt "$peak" ] && peak=$cur
    sleep 0.2
  done
  echo "$peak"
}

# measure LABEL DIR CMD...: runs CMD in DIR under GNU time, appends
# "wall cpu peakMiB treeMiB" to $BENCH_DIR/m-LABEL.txt and prints one line.
measure() {
  local label=$1 dir=$2; shift 2
  local tf=$BENCH_DIR/time.txt log=$BENCH_DIR/last.log load
  load=$(load1)
  local pre=()
  [ -z "$NICE" ] || pre=(nice -n "$NICE")
  (cd "$dir" && exec /usr/bin/time -f '%e %U %S %M' -o "$tf" "${pre[@]}" "$@") >"$log" 2>&1 &
  local pid=$!
  local tree
  tree=$(treerss "$pid")
  if ! wait "$pid"; then
    echo "FAILED: $label ($*); last lines of its output:"; tail -20 "$log"; return 1
  fi
  read -r wall user sys peak < <(tail -1 "$tf")
  local cpu treemib peakmib
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u+s}')
  peakmib=$(awk -v k="$peak" 'BEGIN {printf "%.0f", k/1024}')
  treemib=$(awk -v k="$tree" 'BEGIN {printf "%.0f", k/1024}')
  echo "$wall $cpu $peakmib $treemib" >>"$BENCH_DIR/m-$label.txt"
  printf '  %-24s wall %7.2f s  cpu %7.2f s (user %s, sys %s)  peak %5s MiB  tree %5s MiB  load %s\n' \
    "$label" "$wall" "$cpu" "$user" "$sys" "$peakmib" "$treemib" "$load"
}
col() { cut -d' ' -f"$2" "$BENCH_DIR/m-$1.txt" | median; }
summary() {
  local label=$1
  [ -s "$BENCH_DIR/m-$label.txt" ] || return 0
  printf '  %-24s median of %d: wall %s s, cpu %s s, peak %s MiB, tree %s MiB\n' "$label" \
    "$(wc -l <"$BENCH_DIR/m-$label.txt")" "$(col "$label" 1)" "$(col "$label" 2)" "$(col "$label" 3)" "$(col "$label" 4)"
}
ratio() { # ratio LABEL_A LABEL_B: A's median over B's, wall and cpu
  [ -s "$BENCH_DIR/m-$1.txt" ] && [ -s "$BENCH_DIR/m-$2.txt" ] || return 0
  awk -v aw="$(col "$1" 1)" -v bw="$(col "$2" 1)" -v ac="$(col "$1" 2)" -v bc="$(col "$2" 2)" \
    -v am="$(col "$1" 3)" -v bm="$(col "$2" 3)" -v a="$1" -v b="$2" \
    'BEGIN {printf "  %-22s / %-16s wall %6.1fx  cpu %6.1fx  peak RSS %5.1fx\n", a, b, aw/bw, ac/bc, am/bm}'
}

echo "# bench/compare.sh $STAMP UTC"
if git rev-parse --git-dir >/dev/null 2>&1; then
  echo "# commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- docskit plugins examples site 2>/dev/null || echo ' (+ uncommitted changes in docskit, plugins, examples or site)')"
else
  echo "# source: $ROOT (not a git checkout; commit ${DOCSKIT_COMMIT:-unknown})"
fi
echo "# $(uname -srm); $(nproc) cores; $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); go $(go env GOVERSION); node $(node --version)"
echo "# load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# runs $RUNS, faster runs $FASTER_RUNS, warm runs $WARM_RUNS, extra $EXTRA, scaling '$SCALING' x $SCALING_RUNS, nuri runs $NURI_RUNS${NICE:+, nice $NICE}"
rm -f "$BENCH_DIR"/m-*.txt

echo "== compile (not timed)"
go build -o "$BENCH_DIR/bin/docskit" ./cmd/docskit
go build -o "$BENCH_DIR/bin/site" ./site
DOCSKIT=$BENCH_DIR/bin/docskit

# gen_tree DIR N: the reference site (its config, sidebars, CSS and static
# files from $SHARED/bench/docusaurus-site) with the generated docs/ tree of
# N extra pages: the site Docusaurus builds, which cmd/docskit builds as it is.
gen_tree() {
  mkdir -p "$1"
  cp -r "$SHARED/bench/docusaurus-site/docusaurus.config.js" "$SHARED/bench/docusaurus-site/sidebars.js" \
    "$SHARED/bench/docusaurus-site/src" "$SHARED/bench/docusaurus-site/static" "$1/"
  node "$GEN" "$1" --extra "$2"
}

# docskit_runs LABEL TREE N WARM_N: cold runs, then warm runs
docskit_runs() {
  local label=$1 tree=$2 n=$3 warm=$4 i out=$BENCH_DIR/out-$1
  for i in $(seq "$n"); do
    rm -rf "$out"
    measure "$label" "$ROOT" "$DOCSKIT" build -no-cache -out "$out" "$tree"
  done
  [ "$warm" -gt 0 ] || return 0
  [ -d "$out" ] || "$DOCSKIT" build -out "$out" "$tree" >/dev/null 2>&1
  for i in $(seq "$warm"); do
    measure "$label-warm" "$ROOT" "$DOCSKIT" build -out "$out" "$tree"
  done
}

TREE=$BENCH_DIR/tree-$EXTRA
echo "== generated tree: node gen-content.mjs --extra $EXTRA"
gen_tree "$TREE" "$EXTRA"
PAGES=$(find "$TREE/docs" -name '*.md*' | wc -l)

if [ "$DOCUSAURUS" = 1 ]; then
  if [ ! -d "$DOCUSAURUS_DIR/node_modules/@docusaurus/core" ]; then
    echo "== installing Docusaurus 3.9.2 into $DOCUSAURUS_DIR (setup-docusaurus.sh --faster; reused next time)"
    sh "$SETUP" "$DOCUSAURUS_DIR" --faster >"$BENCH_DIR/setup.log" 2>&1 || { tail -20 "$BENCH_DIR/setup.log"; exit 1; }
  fi
  DV=$(node -p "require('$DOCUSAURUS_DIR/node_modules/@docusaurus/core/package.json').version")
  echo "== Docusaurus $DV in $DOCUSAURUS_DIR"
  # Two configurations in the same install: the shared one, and the same with
  # the Faster option as setup-docusaurus.sh --faster writes it.
  cp "$SHARED/bench/docusaurus-site/docusaurus.config.js" "$DOCUSAURUS_DIR/bench-default.config.js"
  sed 's/^  onBrokenLinks:/  future: { v4: true, experimental_faster: true },\n  onBrokenLinks:/' \
    "$SHARED/bench/docusaurus-site/docusaurus.config.js" >"$DOCUSAURUS_DIR/bench-faster.config.js"
  grep -q experimental_faster "$DOCUSAURUS_DIR/bench-faster.config.js"
  if [ "$FASTER" = 1 ] && [ ! -d "$DOCUSAURUS_DIR/node_modules/@docusaurus/faster" ]; then
    echo "  (no @docusaurus/faster in $DOCUSAURUS_DIR: Faster skipped; set it up with setup-docusaurus.sh --faster)"
    FASTER=0
  fi
  rm -rf "$DOCUSAURUS_DIR/docs"
  cp -r "$TREE/docs" "$DOCUSAURUS_DIR/docs"
  DOCU=$DOCUSAURUS_DIR/node_modules/.bin/docusaurus
  docu_clean() { rm -rf "$DOCUSAURUS_DIR/.docusaurus" "$DOCUSAURUS_DIR/node_modules/.cache" "$DOCUSAURUS_DIR/build"; }
  # docu_runs LABEL CONFIG N WARM_N
  docu_runs() {
    local label=$1 config=$2 n=$3 warm=$4 i
    for i in $(seq "$n"); do
      docu_clean
      measure "$label" "$DOCUSAURUS_DIR" "$DOCU" build --config "$config"
    done
    [ "$warm" -gt 0 ] || return 0
    for i in $(seq "$warm"); do
      measure "$label-warm" "$DOCUSAURUS_DIR" "$DOCU" build --config "$config"
    done
  }
fi

echo "== tree with --extra $EXTRA: $PAGES pages; cold x $RUNS, then warm x $WARM_RUNS"
docskit_runs docskit "$TREE" "$RUNS" "$WARM_RUNS"
if [ "$DOCUSAURUS" = 1 ]; then
  docu_runs docusaurus bench-default.config.js "$RUNS" "$WARM_RUNS"
  if [ "$FASTER" = 1 ]; then
    docu_runs docusaurus-faster bench-faster.config.js "$FASTER_RUNS" "$WARM_RUNS"
  fi
  docu_clean
fi

if [ "$NURI_RUNS" -gt 0 ]; then
  echo "== Nuri site: full build x $NURI_RUNS"
  for i in $(seq "$NURI_RUNS"); do
    measure nuri "$ROOT" "$BENCH_DIR/bin/site" build -no-cache -out "$BENCH_DIR/out-nuri"
  done
fi

SIZES=()
if [ -n "$SCALING" ]; then
  echo "== scaling, docskit alone, cold x $SCALING_RUNS"
  for n in $SCALING; do
    gen_tree "$BENCH_DIR/tree-$n" "$n" | sed 's/^/  /'
    p=$(find "$BENCH_DIR/tree-$n/docs" -name '*.md*' | wc -l)
    SIZES+=("$n:$p")
    docskit_runs "docskit-extra-$n" "$BENCH_DIR/tree-$n" "$SCALING_RUNS" 0
    rm -rf "$BENCH_DIR/out-docskit-extra-$n"
  done
fi

echo
echo "== summary (medians; wall and cpu in seconds, memory in MiB)"
echo " tree --extra $EXTRA, $PAGES pages:"
for l in docskit docusaurus docusaurus-faster docskit-warm docusaurus-warm docusaurus-faster-warm; do summary "$l"; done
echo " ratios (how many times docskit is faster / lighter):"
ratio docusaurus docskit
ratio docusaurus-faster docskit
ratio docusaurus-warm docskit-warm
ratio docusaurus-faster-warm docskit-warm
if [ "$NURI_RUNS" -gt 0 ]; then
  echo " Nuri site:"
  summary nuri
fi
if [ ${#SIZES[@]} -gt 0 ]; then
  echo " scaling (docskit, cold; Hugo publishes about 1 ms per page):"
  for s in "${SIZES[@]}"; do
    n=${s%%:*} p=${s#*:} l=docskit-extra-$n
    summary "$l"
    awk -v n="$n" -v p="$p" -v w="$(col "$l" 1)" -v c="$(col "$l" 2)" \
      'BEGIN {printf "  %-24s %d pages: %.2f ms/page wall, %.2f ms/page cpu\n", "", p, 1000*w/p, 1000*c/p}'
  done
  first=${SIZES[0]} last=${SIZES[${#SIZES[@]}-1]}
  awk -v p1="${first#*:}" -v p2="${last#*:}" -v w1="$(col "docskit-extra-${first%%:*}" 1)" -v w2="$(col "docskit-extra-${last%%:*}" 1)" \
    -v c1="$(col "docskit-extra-${first%%:*}" 2)" -v c2="$(col "docskit-extra-${last%%:*}" 2)" \
    'BEGIN {printf "  growth %d -> %d pages (x%.1f): wall x%.2f, cpu x%.2f (linear would be x%.1f)\n", p1, p2, p2/p1, w2/w1, c2/c1, p2/p1}'
fi
# verdict WHAT VALUE OP LIMIT: one line of the targets check
verdict() { awk -v w="$1" -v v="$2" -v op="$3" -v l="$4" 'BEGIN {ok = (op == ">=") ? v >= l : v < l; printf "  %-44s %10.2f %s %-6s %s\n", w, v, op, l, ok ? "met" : "NOT MET"}'; }
have() { [ -s "$BENCH_DIR/m-$1.txt" ]; }
echo " targets (issue 6), on this run's medians:"
for m in 1:wall 2:cpu; do
  c=${m%%:*} name=${m#*:}
  have docusaurus && have docskit && verdict "cold, Docusaurus / docskit ($name)" "$(awk -v a="$(col docusaurus "$c")" -v b="$(col docskit "$c")" 'BEGIN {print a/b}')" ">=" 30
  have docusaurus-faster && have docskit && verdict "cold, Docusaurus Faster / docskit ($name)" "$(awk -v a="$(col docusaurus-faster "$c")" -v b="$(col docskit "$c")" 'BEGIN {print a/b}')" ">=" 10
done
have nuri && verdict "Nuri site, wall s" "$(col nuri 1)" "<" 1.5
if have docskit-extra-10000; then
  verdict "--extra 10000, wall s" "$(col docskit-extra-10000 1)" "<" 20
  verdict "--extra 10000, peak RSS of the tree, MiB" "$(col docskit-extra-10000 4)" "<" 1024
fi
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# report: ${RESULTS#"$ROOT"/}"
