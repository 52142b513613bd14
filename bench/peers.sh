#!/usr/bin/env bash
# docskit beside its peers on the same generated tree (issue 15): cold builds,
# alternating rounds, median of RUNS. Run from anywhere:
#   nice -n 10 bash bench/peers.sh [--runs R] [--extra N] [--only a,b] [--setup-only]
#     R: runs per tool (default 3); N: gen-content.mjs --extra (default 1000);
#     --only: some of docskit,docusaurus,faster,hugo,vitepress (default all).
#
# The tools, each installed once into bench/out/peers/ (git-ignored; delete
# the folder to reinstall):
#   docskit     cmd/docskit, built first, on the reference site's config with
#               the generated docs/ (as bench/run.sh and bench/scale.sh);
#   docusaurus  Docusaurus 3.9.2: ../shared/bench/setup-docusaurus.sh's
#               reference site (npm ci with its lockfile and overrides);
#   faster      the same site with @docusaurus/faster 3.9.2 and
#               future: { experimental_faster: true } (npm install), with the
#               v4 flag removeLegacyPostBuildHeadAttribute it requires;
#   hugo        Debian's Hugo (apt-get install hugo), bench/hugo's minimal
#               template on bench/hugo/prepare.mjs's conversion;
#   vitepress   VitePress 1.6.4 from npm, bench/peers/vitepress's config
#               (default theme, outline, no sidebar) on convert.mjs's conversion.
# Each run starts without output or build caches (.docusaurus,
# node_modules/.cache, .vitepress/cache). The figures: wall seconds, CPU
# seconds, the whole process tree's peak RSS (bench/peers/treepeak, /proc
# every 50 ms), output MB; ms/page and KB/page over the tree's docs pages;
# each tool against docskit. A tool that fails to install or build is
# reported as such with its log, and the others still run.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/peers/lib.sh

RUNS=3 EXTRA=1000 ONLY=docskit,docusaurus,faster,hugo,vitepress SETUP_ONLY=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=${2:?--runs needs a number}; shift ;;
    --extra) EXTRA=${2:?--extra needs a number}; shift ;;
    --only) ONLY=${2:?--only needs a list}; shift ;;
    --setup-only) SETUP_ONLY=1 ;;
    -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument $1 (usage: bash bench/peers.sh [--runs R] [--extra N] [--only a,b] [--setup-only])" ;;
  esac
  shift
done
[[ $EXTRA =~ ^[0-9]+$ ]] || die "--extra $EXTRA: not a number"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "--runs $RUNS: not a positive number"
TOOLS=()
for t in ${ONLY//,/ }; do
  case "$t" in docskit|docusaurus|faster|hugo|vitepress) TOOLS+=("$t") ;; *) die "--only: unknown tool $t" ;; esac
done
[ ${#TOOLS[@]} -gt 0 ] || die "--only: no tool"
has() { [[ " ${TOOLS[*]} " == *" $1 "* ]]; }

GEN=${GEN:-../shared/bench/gen-content.mjs}
REF=${REF:-$(dirname "$GEN")/docusaurus-site}
SETUP=${SETUP:-$(dirname "$GEN")/setup-docusaurus.sh}
DOCU_VERSION=3.9.2 VITEPRESS_VERSION=1.6.4
need go "Go 1.26+ builds cmd/docskit"
need node "Node.js 20+ runs the generator, docskit's renderers and the Node peers"
need npm "npm installs the Node peers"
has hugo && need hugo "install Debian's Hugo: apt-get install -y hugo, or leave it out with --only"
need_tree_inputs

W=bench/out/peers
ABS=$PWD/$W
mkdir -p "$W/bin" "$W/logs"
go build -o "$W/bin/docskit" ./cmd/docskit
go build -o "$W/bin/treepeak" ./bench/peers/treepeak
TREEPEAK=$ABS/bin/treepeak

# ---- setup (not timed); a tool's folder holds .ready once it is installed
FAILED=()
failed() { FAILED+=("$1"); echo "  $1: $2" >&2; }

reference_tree "$W/tree" "$EXTRA"
PAGES=$(find "$W/tree/docs" -name '*.mdx' | wc -l)

# docs_for DIR: DIR/docs/ is the generated tree of --extra EXTRA.
docs_for() {
  [ "$(cat "$1/.extra" 2>/dev/null)" = "$EXTRA" ] && return
  node "$GEN" "$1" --extra "$EXTRA" | tail -1 >&2
  echo "$EXTRA" >"$1/.extra"
}

setup_docusaurus() {
  local d=$W/docusaurus
  if [ ! -f "$d/.ready" ]; then
    [ -f "$SETUP" ] || { failed docusaurus "$SETUP not found"; return 1; }
    echo "installing Docusaurus $DOCU_VERSION into $d (setup-docusaurus.sh)" >&2
    rm -rf "$d"
    # An absolute folder: the script generates the docs after a cd into it.
    sh "$SETUP" "$ABS/docusaurus" --extra "$EXTRA" >"$W/logs/setup-docusaurus.log" 2>&1 && [ -d "$d/docs" ] ||
      { failed docusaurus "setup failed, see $W/logs/setup-docusaurus.log"; return 1; }
    echo "$EXTRA" >"$d/.extra"
    touch "$d/.ready"
  fi
  docs_for "$d"
}

setup_faster() {
  local d=$W/faster
  if [ ! -f "$d/.ready" ]; then
    echo "installing Docusaurus $DOCU_VERSION with @docusaurus/faster into $d" >&2
    rm -rf "$d"
    mkdir -p "$d"
    cp -r "$REF/." "$d/"
    (cd "$d" && node -e '
      const fs = require("fs");
      const p = JSON.parse(fs.readFileSync("package.json", "utf8"));
      p.dependencies["@docusaurus/faster"] = process.argv[1];
      fs.writeFileSync("package.json", JSON.stringify(p, null, 2) + "\n");
    ' "$DOCU_VERSION" && npm install --no-audit --no-fund) >"$W/logs/setup-faster.log" 2>&1 ||
      { failed faster "setup failed, see $W/logs/setup-faster.log"; return 1; }
    touch "$d/.ready"
  fi
  # The reference config with the Faster mode. Its SSG worker threads require
  # the one v4 flag removeLegacyPostBuildHeadAttribute (Docusaurus 3.9 refuses
  # the build without it); the other v4 flags stay off, as in the plain build.
  node -e '
    const fs = require("fs");
    const c = fs.readFileSync(process.argv[1], "utf8");
    if (!c.includes("\n  onBrokenLinks:")) throw new Error(process.argv[1] + ": no onBrokenLinks line to put future before");
    if (c.includes("future:")) throw new Error(process.argv[1] + " already has future");
    fs.writeFileSync(process.argv[2], c.replace("\n  onBrokenLinks:",
      "\n  future: { experimental_faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },\n  onBrokenLinks:"));
  ' "$REF/docusaurus.config.js" "$d/docusaurus.config.js" || { failed faster "cannot set the Faster mode in its config"; return 1; }
  docs_for "$d"
}

setup_vitepress() {
  local d=$W/vitepress
  if [ ! -f "$d/.ready" ]; then
    echo "installing VitePress $VITEPRESS_VERSION into $d" >&2
    rm -rf "$d"
    mkdir -p "$d/.vitepress"
    cp bench/peers/vitepress/package.json "$d/"
    (cd "$d" && npm install --no-audit --no-fund) >"$W/logs/setup-vitepress.log" 2>&1 ||
      { failed vitepress "setup failed, see $W/logs/setup-vitepress.log"; return 1; }
    touch "$d/.ready"
  fi
  cp bench/peers/vitepress/config.mjs "$d/.vitepress/config.mjs"
  node bench/peers/convert.mjs vitepress "$W/tree/docs" "$d/docs" >&2
}

setup_hugo() { node bench/hugo/prepare.mjs "$W/tree/docs" "$W/hugo" >&2; }

READY=()
for t in "${TOOLS[@]}"; do
  if [ "$t" = docskit ] || "setup_$t"; then READY+=("$t"); fi
done
[ "$SETUP_ONLY" = 0 ] || { echo "set up: ${READY[*]}${FAILED[*]:+; failed: ${FAILED[*]}}"; exit 0; }

# ---- runs
# build_TOOL: one cold build into $(outdir TOOL), measured into $W/m-TOOL.txt.
build_docskit() {
  measure "$W/m-docskit.txt" "$W/logs/docskit.log" . "$W/bin/docskit" build -no-cache -out "$W/out/docskit/site" "$W/tree"
}
# outdir TOOL: where TOOL's build goes. Docusaurus's stays in the site folder:
# its SSG workers load the server bundle from there as CommonJS, which fails
# below this repository's package.json ("type": "module").
outdir() {
  case "$1" in
    docusaurus|faster) echo "$W/$1/build" ;;
    *) echo "$W/out/$1/site" ;;
  esac
}
docusaurus_build() { # DIR TOOL
  rm -rf "$1/.docusaurus" "$1/node_modules/.cache" "$1/build"
  NO_UPDATE_NOTIFIER=1 measure "$W/m-$2.txt" "$W/logs/$2.log" "$1" node_modules/.bin/docusaurus build
}
build_docusaurus() { docusaurus_build "$W/docusaurus" docusaurus; }
build_faster() { docusaurus_build "$W/faster" faster; }
build_hugo() { measure "$W/m-hugo.txt" "$W/logs/hugo.log" "$W/hugo" hugo --destination "$ABS/out/hugo/site"; }
build_vitepress() {
  rm -rf "$W/vitepress/.vitepress/cache"
  measure "$W/m-vitepress.txt" "$W/logs/vitepress.log" "$W/vitepress" node_modules/.bin/vitepress build . --outDir "$ABS/out/vitepress/site"
}

load0=$(loadavg)
echo "# nice -n $(nice) bash bench/peers.sh --runs $RUNS --extra $EXTRA --only $ONLY; $(date -u '+%Y-%m-%d %H:%M') UTC; commit $(git rev-parse --short HEAD)"
echo "# $(uname -srm); $(nproc) cores; $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); $(go env GOVERSION); node $(node --version)$(has hugo && echo "; hugo $(hugo version | cut -d' ' -f2)")"
echo "# tree: $PAGES docs pages (gen-content.mjs --extra $EXTRA); load average at start: $load0"
rm -rf "$W/out" "$W"/m-*.txt
OK=("${READY[@]}")
for i in $(seq "$RUNS"); do
  # Each round starts one tool later, so none always runs first or last.
  n=${#OK[@]} order=()
  for ((k = 0; k < n; k++)); do order+=("${OK[$(((k + i - 1) % n))]}"); done
  for t in "${order[@]}"; do
    rm -rf "$W/out/$t" "$(outdir "$t")"
    if "build_$t"; then
      awk -v t="$t" -v l="$(loadavg | cut -d' ' -f1)" -v r="$i" 'END {printf "  run %d: %-10s wall %7.2f s  cpu %7.2f s  tree peak %6.0f MiB  load %s\n", r, t, $1, $2, $3/1024, l}' "$W/m-$t.txt" >&2
    else
      failed "$t" "build failed, see $W/logs/$t.log"
      keep=(); for o in "${OK[@]}"; do [ "$o" = "$t" ] || keep+=("$o"); done; OK=("${keep[@]}")
    fi
  done
  [ ${#OK[@]} -gt 0 ] || break
done

echo
printf '%-10s %6s %8s %8s %8s %9s %8s %8s %9s %9s %9s\n' tool html "wall s" "ms/page" "cpu s" "peak MiB" "out MB" "KB/page" "wall/dk" "cpu/dk" "peak/dk"
has_dk=0; [[ " ${OK[*]} " == *" docskit "* ]] && has_dk=1
for t in "${READY[@]}"; do
  if [[ " ${OK[*]} " != *" $t "* ]]; then printf '%-10s failed: see %s\n' "$t" "$W/logs"; continue; fi
  html=$(find "$(outdir "$t")" -name '*.html' | wc -l)
  bytes=$(outbytes "$(outdir "$t")")
  dw=0 dc=0 dk=0
  if [ "$has_dk" = 1 ]; then dw=$(col "$W/m-docskit.txt" 1) dc=$(col "$W/m-docskit.txt" 2) dk=$(col "$W/m-docskit.txt" 3); fi
  awk -v t="$t" -v h="$html" -v b="$bytes" -v p="$PAGES" -v dw="$dw" -v dc="$dc" -v dk="$dk" \
      -v w="$(col "$W/m-$t.txt" 1)" -v c="$(col "$W/m-$t.txt" 2)" -v k="$(col "$W/m-$t.txt" 3)" \
    'BEGIN {
       printf "%-10s %6d %8.2f %8.2f %8.2f %9.0f %8.1f %8.1f", t, h, w, w*1000/p, c, k/1024, b/1e6, b/1e3/p
       if (dw > 0) printf " %8.2fx %8.2fx %8.2fx", w/dw, c/dc, k/dk
       printf "\n"
     }'
done
echo "medians of $RUNS; html: the output's .html files; ms/page and KB/page over the $PAGES docs pages;"
echo "wall/dk, cpu/dk, peak/dk: the tool's median over docskit's (above 1: slower, more memory); MB = 10^6 bytes, MiB = 2^20"
echo "# load average at end: $(loadavg)"
rm -rf "$W/out" "$W/docusaurus/build" "$W/faster/build"
[ ${#FAILED[@]} = 0 ] || { echo "# failed: ${FAILED[*]}"; exit 1; }
