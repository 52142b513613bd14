#!/usr/bin/env bash
# Whole-site benchmark: each site of the public corpus built with its own
# Docusaurus and with docskit (cmd/docskit), side by side. Run from anywhere:
#
#   bash bench/sites.sh [flags]
#
#   --runs N            measured runs of each tool per site, alternating
#                       Docusaurus and docskit; the median is reported (default 3)
#   --only LIST         these sites only (owner/name, comma-separated)
#   --skip-docusaurus   reuse the Docusaurus builds of an earlier run (routes,
#                       times, output) from the work folder; a site without
#                       one gets no Docusaurus figures
#   --report-only       build nothing: the report of what the work folder holds,
#                       each site's figures from its last run (the report says
#                       which runs were not alternating: Docusaurus reused)
#   --shots-only        build nothing: the screenshots of the outputs the work
#                       folder holds (then the report, as --report-only)
#   --no-shots          no screenshots
#   --page SITE=ROUTE   the page to screenshot for SITE (default: the shallowest
#                       docs page of the latest version both outputs have); repeatable
#   --all-locales       let Docusaurus build every locale (default: --locale en,
#                       the default locale of every site of the corpus; docskit
#                       builds the default locale only)
#   --timeout S         give up a build after S seconds (default 3600)
#   --nice N            run every timed build under `nice -n N`
#   --port P            first of the two ports the screenshots serve the outputs on (default 3260)
#
# Environment:
#   CORPUS    the sites, one folder per site: DIR/<owner>+<name>/ with npm
#             dependencies installed (bench/compat.sh --install; default /work/corpus)
#   SITES     the list of sites (default bench/compat-sites.txt)
#   MIRROR    bare git copies the corpus was unpacked from (default
#             /work/.mirror), read to find the files the unpack left out
#   WORK      work folder outside the repository (default /work/sitebench):
#             WORK/<owner>+<name>/ holds each tool's output, log, routes and
#             figures, and is what --skip-docusaurus reads
#   RESULTS   the report (default bench/results/sites-<date>.txt); the
#             screenshots go to the folder of the same name without .txt
#   NODE_OPTIONS  passed on to Docusaurus (default --max-old-space-size=8192)
#
# What is measured. Routes: the HTML pages of each output, as paths (x.html,
# x/index.html and x/ are all /x), leaving out 404.html, assets/ and the
# HTML files copied from the static folder; per site, how many of
# Docusaurus's routes docskit's output has at the same path, and the missing
# ones grouped by their first path segment (versions, tags, blog pages,
# redirect pages and src/pages named as such). Time and memory: wall time
# from GNU time, and the peak resident memory of the whole process tree
# (the build and all its children — Docusaurus's workers, docskit's Node
# renderers — summed, sampled every 0.2 s), as in bench/compare.sh. Each
# Docusaurus run is cold: .docusaurus, node_modules/.cache and the output
# are deleted first.
#
# Docusaurus runs in the site folder with the site's own installed version
# (node_modules/.bin/docusaurus build --out-dir …). The corpus folders are
# no git checkouts: a stand-in git on PATH answers as a worktree without
# history (Docusaurus then warns that files are not tracked instead of
# failing on showLastUpdateTime or on the v4 flag's eager git reading). webpackbar 6 (Docusaurus < 3.8) passes options that
# webpack >= 5.103 rejects; for such a site the progress bar is left out
# (bench/sitebench/no-webpackbar.cjs, preloaded), which the report notes.
set -euo pipefail
# The whole script is one function, read before it runs: editing this file
# during a run (hours long) does not change the run.
main() {
cd "$(dirname "$0")/.."
ROOT=$(pwd)

RUNS=3 ONLY= SKIP_DOCU=0 SHOTS=1 ALL_LOCALES=0 TIMEOUT=3600 NICE= PORT=3260 REPORT_ONLY=0 SHOTS_ONLY=0
declare -A PAGE=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift ;;
    --only) ONLY=$2; shift ;;
    --skip-docusaurus) SKIP_DOCU=1 ;;
    --report-only) REPORT_ONLY=1 ;;
    --shots-only) SHOTS_ONLY=1 ;;
    --no-shots) SHOTS=0 ;;
    --page) PAGE[${2%%=*}]=${2#*=}; shift ;;
    --all-locales) ALL_LOCALES=1 ;;
    --timeout) TIMEOUT=$2; shift ;;
    --nice) NICE=$2; shift ;;
    --port) PORT=$2; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "sites.sh: unknown flag $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

CORPUS=${CORPUS:-/work/corpus}
SITES=${SITES:-bench/compat-sites.txt}
WORK=${WORK:-/work/sitebench}
MIRROR=${MIRROR:-/work/.mirror}
DATE=$(date +%Y-%m-%d)
RESULTS=${RESULTS:-$ROOT/bench/results/sites-$DATE.txt}
SHOTDIR=${RESULTS%.txt}
export NODE_OPTIONS=${NODE_OPTIONS:---max-old-space-size=8192}

if [ ! -x /usr/bin/time ]; then
  echo "sites.sh: /usr/bin/time missing: apt-get install time" >&2
  exit 1
fi
mkdir -p "$WORK/bin" "$WORK/nogit" "$(dirname "$RESULTS")"

echo "== compile (not timed)" >&2
go build -o "$WORK/bin/docskit" ./cmd/docskit
go build -o "$WORK/bin/sitebench" ./bench/sitebench
SB=$WORK/bin/sitebench
cat >"$WORK/nogit/git" <<'EOF'
#!/bin/sh
# bench/sites.sh: the corpus folders are no git checkouts. This git answers
# as a worktree without history (Docusaurus then warns that files are not
# tracked, and pages have no last-update date): rev-parse places the
# worktree at the working directory, log, submodule and the rest print
# nothing; --version is the real git's.
case "$1" in
  --version) exec /usr/bin/git --version ;;
  rev-parse)
    for a in "$@"; do
      case "$a" in
        --is-inside-work-tree) echo true ;;
        --show-toplevel) pwd ;;
      esac
    done ;;
esac
exit 0
EOF
chmod +x "$WORK/nogit/git"

# The version of webpackbar that the site's Docusaurus loads (core, then
# bundler since 3.6, require it), printed by node -e in the site folder.
WEBPACKBAR_VERSION='
const { createRequire } = require("node:module"), fs = require("node:fs"), path = require("node:path");
let r = createRequire(path.resolve("package.json"));
for (const p of ["@docusaurus/core", "@docusaurus/bundler"]) { try { r = createRequire(r.resolve(p)); } catch {} }
let d = path.dirname(r.resolve("webpackbar")), pj;
for (;;) {
  pj = path.join(d, "package.json");
  if (fs.existsSync(pj) && JSON.parse(fs.readFileSync(pj, "utf8")).name === "webpackbar") break;
  d = path.dirname(d);
}
console.log(JSON.parse(fs.readFileSync(pj, "utf8")).version);
'

load1() { cut -d' ' -f1 /proc/loadavg; }

# treerss PID: largest sum of RSS (KiB) of PID and its descendants, sampled
# every 0.2 s until PID exits (bench/compare.sh's).
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

# measure DIR LOG MFILE CMD...: runs CMD in DIR under GNU time, its output
# to LOG; on success appends "wall cpu peakMiB treeMiB" to MFILE. Returns
# CMD's exit status.
measure() {
  local dir=$1 log=$2 mfile=$3; shift 3
  local tf=$W/time.txt pre=()
  [ -z "$NICE" ] || pre=(nice -n "$NICE")
  (cd "$dir" && exec /usr/bin/time -f '%e %U %S %M' -o "$tf" "${pre[@]}" timeout "$TIMEOUT" "$@") >"$log" 2>&1 &
  local pid=$! tree rc=0
  tree=$(treerss "$pid")
  wait "$pid" || rc=$?
  if [ "$rc" = 0 ]; then
    read -r wall user sys peak < <(tail -1 "$tf")
    awk -v w="$wall" -v u="$user" -v s="$sys" -v p="$peak" -v t="$tree" \
      'BEGIN {printf "%s %.2f %.0f %.0f\n", w, u+s, p/1024, t/1024}' >>"$mfile"
    printf '    %-10s wall %7.2f s  tree %6.0f MiB  load %s\n' "$(basename "${mfile%.m}")" "$wall" "$(awk -v t="$tree" 'BEGIN {print t/1024}')" "$(load1)" >&2
  else
    printf '    %-10s FAILED (exit %s; %s)  load %s\n' "$(basename "${mfile%.m}")" "$rc" "$log" "$(load1)" >&2
  fi
  return "$rc"
}

# docusaurus_bin SITEDIR: the site's own docusaurus command (node_modules/.bin
# of the site folder or a folder above it).
docusaurus_bin() {
  local d=$1
  while [ "$d" != / ]; do
    [ -x "$d/node_modules/.bin/docusaurus" ] && { echo "$d/node_modules/.bin/docusaurus"; return; }
    d=$(dirname "$d")
  done
  return 1
}

# routes TOOL: list the output's routes into TOOL.routes (not timed).
routes() {
  local tool=$1
  "$SB" routes -static "$CORPUS/$CDIR/$STATIC" "$W/$tool" >"$W/$tool.routes"
}

# docu_run N: one cold Docusaurus build; run 1 keeps its log, exit status and routes.
docu_run() {
  local n=$1 log=$W/docusaurus.log rc=0
  [ "$n" = 1 ] || log=$W/docusaurus.log.last
  rm -rf "$SITEDIR/.docusaurus" "$SITEDIR/node_modules/.cache" "$W/docusaurus"
  PATH="$WORK/nogit:$PATH" NODE_OPTIONS="$DOCU_NODE_OPTIONS" NODE_PATH="$DOCU_NODE_PATH" \
    measure "$SITEDIR" "$log" "$W/docusaurus.m" "$DOCU" build "${LOCALE_ARGS[@]}" --out-dir "$W/docusaurus" || rc=$?
  if [ "$n" = 1 ]; then
    echo "$rc" >"$W/docusaurus.rc"
    [ "$rc" != 0 ] || routes docusaurus
  fi
  return "$rc"
}

# docskit_run N: one docskit build; run 1 keeps its log, exit status and routes.
docskit_run() {
  local n=$1 log=$W/docskit.log rc=0
  [ "$n" = 1 ] || log=$W/docskit.log.last
  rm -rf "$W/docskit"
  measure "$SITEDIR" "$log" "$W/docskit.m" "$WORK/bin/docskit" build -no-cache -out "$W/docskit" "$SITEDIR" || rc=$?
  if [ "$n" = 1 ]; then
    echo "$rc" >"$W/docskit.rc"
    [ "$rc" != 0 ] || routes docskit
  fi
  return "$rc"
}

# standins: files the site's build needs that the corpus folder lacks, made
# where absent and listed in CORPUS/<site>/.sitebench-standins (the same input for
# both tools): (1) the files bench/compat.sh left out because the bare git
# copy has no objects for them (large media: a build that references such
# an image fails in Docusaurus and in docskit alike) become a 1×1 image or
# an empty file; (2) files a site generates from the network before its
# build (jest's backers.json and babel's sponsors.json, fetched from
# OpenCollective) become an empty list. The stand-ins stay in the corpus
# folder (the list file names each one made), so later runs find them.
GIF1=R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==
PNG1=iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==
standins() {
  local root=$CORPUS/$CDIR list=$CORPUS/$CDIR/.sitebench-standins git=$MIRROR/$CDIR/repo commit p
  : >"$W/standins"
  commit=$(cat "$root/.compat-commit" 2>/dev/null || true)
  if [ -n "$commit" ] && [ -d "$git" ]; then
    git --git-dir="$git" ls-tree -r --format='%(objecttype) %(objectname)%x09%(path)' "$commit" |
      awk -F'\t' '$1 ~ /^blob / {split($1, a, " "); print a[2] "\t" $2}' >"$W/blobs.tsv"
    cut -f1 "$W/blobs.tsv" | git --git-dir="$git" cat-file --batch-check | awk '$2 == "missing" {print $1}' |
      awk -F'\t' 'NR == FNR {m[$1] = 1; next} ($1 in m) {print $2}' - "$W/blobs.tsv" >>"$W/standins"
    rm -f "$W/blobs.tsv"
  fi
  case "$SITE" in
    jestjs/jest) echo "website/backers.json" >>"$W/standins" ;;
    babel/website) echo "website/data/sponsors.json" >>"$W/standins" ;;
  esac
  while IFS= read -r p; do
    [ -e "$root/$p" ] && continue
    mkdir -p "$(dirname "$root/$p")"
    case "$p" in
      *.gif) base64 -d <<<"$GIF1" >"$root/$p" ;;
      *.png) base64 -d <<<"$PNG1" >"$root/$p" ;;
      *.json) echo '[]' >"$root/$p" ;;
      *) : >"$root/$p" ;;
    esac
    echo "$p" >>"$list"
  done <"$W/standins"
  if [ -s "$W/standins" ]; then
    echo "note=stand-ins for $(wc -l <"$W/standins") files the corpus lacks (listed in CORPUS/$CDIR/.sitebench-standins): $(head -4 "$W/standins" | tr '\n' ' ')$([ "$(wc -l <"$W/standins")" -le 4 ] || echo …)" >>"$W/meta"
  fi
}

# prebuild: what a site's own build script does before `docusaurus build`
# and that needs no network, done once in the corpus folder (the same input
# for both tools).
prebuild() {
  case "$SITE" in
    pnpm/pnpm.io)
      # package.json: "build": "pnpm copy-docs && …", copy-docs copies docs/
      # to versioned_docs/version-11.x (the latest version is served from there).
      if [ ! -d "$CORPUS/$CDIR/versioned_docs/version-11.x" ]; then
        cp -r "$CORPUS/$CDIR/docs" "$CORPUS/$CDIR/versioned_docs/version-11.x"
      fi
      echo "note=prebuild: the site's copy-docs script (docs/ copied to versioned_docs/version-11.x), as its build script runs it" >>"$W/meta"
      ;;
    facebook/react-native-website)
      # The config imports the repository's own remark plugins (plugins/*), which
      # a yarn workspace install links into node_modules: link them the same way.
      workspace_links plugins
      echo "note=prebuild: the repository's plugins/* linked into node_modules with their dependencies, as its yarn workspace install does" >>"$W/meta"
      ;;
    apify/apify-docs)
      # The config loads the theme from the repository's apify-docs-theme/, a
      # pnpm workspace package: its dependencies that the site's own install
      # lacks go into its node_modules, as pnpm install puts them.
      # Docusaurus resolves the plugins the theme names (docusaurus-gtm-plugin…)
      # from the site folder: NODE_PATH lets it find them there.
      install_missing apify-docs-theme
      DOCU_NODE_PATH=$CORPUS/$CDIR/apify-docs-theme/node_modules
      # package.json: "build": "pnpm api:rebuild && … docusaurus build": the API
      # reference (sources/api) is generated from the OpenAPI files first.
      if [ ! -f "$CORPUS/$CDIR/sources/api/sidebar.ts" ]; then
        (cd "$CORPUS/$CDIR" && export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true &&
          node_modules/.bin/redocly bundle apify-api/openapi/openapi.yaml -o apify-api &&
          for f in yaml json; do
            node_modules/.bin/redocly bundle apify-api/openapi/openapi.yaml --skip-decorator=apify/legacy-doc-url-decorator \
              --skip-decorator=apify/code-samples-decorator -o "static/api/openapi.$f" || exit 1
          done &&
          PATH="$WORK/nogit:$PATH" NODE_PATH=$DOCU_NODE_PATH node_modules/.bin/docusaurus gen-api-docs all) >"$W/prebuild.log" 2>&1 ||
          echo "  apify's api:generate failed: $W/prebuild.log" >&2
      fi
      echo "note=prebuild: the site's api:generate (redocly bundle, docusaurus gen-api-docs all), as its build script runs it" >>"$W/meta"
      echo "note=prebuild: apify-docs-theme/'s dependencies that the site's install lacks installed into apify-docs-theme/node_modules (on Docusaurus's NODE_PATH), as its pnpm workspace install provides them" >>"$W/meta"
      ;;
  esac
}

# install_missing DIR: the dependencies of CORPUS/<site>/DIR/package.json
# that Node does not find from DIR installed by npm into DIR/node_modules
# (in a folder of its own, then moved there, without the packages the site
# has already), once.
install_missing() {
  local dir=$CORPUS/$CDIR/$1 tmp=$WORK/npm/$CDIR/$(basename "$1")
  [ -d "$dir/node_modules" ] && return 0
  rm -rf "$tmp" && mkdir -p "$tmp"
  (cd "$dir" && node -e "
    const p = require('./package.json'), deps = {};
    for (const [name, spec] of Object.entries(p.dependencies || {})) {
      try { require.resolve(name + '/package.json', {paths: [process.cwd()]}); } catch (e) {
        if (e.code === 'MODULE_NOT_FOUND') deps[name] = spec;
      }
    }
    require('fs').writeFileSync('$tmp/package.json', JSON.stringify({name: 'x', private: true, dependencies: deps}));
    console.error('  installing into $1/node_modules: ' + Object.keys(deps).join(' '));
  ")
  # A version the registry lacks becomes <= that version (as bench/compat.sh
  # does), and npm runs again.
  local try missing
  for try in 1 2 3 4; do
    if (cd "$tmp" && npm install --ignore-scripts --no-audit --no-fund --legacy-peer-deps >"$tmp/npm.log" 2>&1); then
      # Only what the folder above lacks: a second copy of a package the site
      # has (another version of its UI library) would shadow the site's.
      (cd "$tmp" && node -e "
        const fs = require('fs'), path = require('path'), above = path.dirname('$dir');
        const names = fs.readdirSync('node_modules').filter((n) => !n.startsWith('.'))
          .flatMap((n) => n.startsWith('@') ? fs.readdirSync(path.join('node_modules', n)).map((m) => n + '/' + m) : [n]);
        for (const name of names) {
          try { require.resolve(name + '/package.json', {paths: [above]}); } catch (e) { if (e.code === 'MODULE_NOT_FOUND') continue; }
          fs.rmSync(path.join('node_modules', name), {recursive: true});
        }
      ")
      mv "$tmp/node_modules" "$dir/node_modules"
      return 0
    fi
    missing=$(sed -n 's/.*No matching version found for \(@\{0,1\}[^@]*\)@\([^ ]*\)\.$/\1 \2/p' "$tmp/npm.log" | head -1)
    [ -n "$missing" ] || break
    echo "  $1: the registry has no ${missing% *}@${missing#* }: <=${missing#* }" >&2
    (cd "$tmp" && node -e "
      const fs = require('fs'), p = JSON.parse(fs.readFileSync('package.json', 'utf8'));
      const [name, spec] = process.argv.slice(1);
      p.dependencies[name] = '<=' + spec.replace(/^[\\^~]/, '');
      fs.writeFileSync('package.json', JSON.stringify(p));
    " ${missing})
  done
  echo "  npm install for $dir failed: $tmp/npm.log" >&2
}

# workspace_links DIR: each package of CORPUS/<site>/DIR/* linked as
# node_modules/<name> at the repository's root, its dependencies (not its
# devDependencies) installed into its own node_modules by npm, in a folder
# of its own (so that npm does not take the repository for a workspace).
workspace_links() {
  local root=$CORPUS/$CDIR pj dir name tmp
  for pj in "$root/$1"/*/package.json; do
    dir=$(dirname "$pj")
    name=$(node -p "require('$pj').name")
    if [ ! -e "$root/node_modules/$name" ]; then
      mkdir -p "$(dirname "$root/node_modules/$name")"
      ln -s "$dir" "$root/node_modules/$name"
    fi
    if [ ! -d "$dir/node_modules" ] && node -e "process.exit(Object.keys(require('$pj').dependencies || {}).length ? 0 : 1)"; then
      tmp=$WORK/npm/$CDIR/$(basename "$dir")
      rm -rf "$tmp" && mkdir -p "$tmp"
      node -e "const p = require('$pj'); require('fs').writeFileSync('$tmp/package.json', JSON.stringify({name: 'x', private: true, dependencies: p.dependencies}))"
      (cd "$tmp" && npm install --ignore-scripts --no-audit --no-fund --legacy-peer-deps >"$tmp/npm.log" 2>&1) &&
        mv "$tmp/node_modules" "$dir/node_modules" || echo "  npm install for $dir failed: $tmp/npm.log" >&2
    fi
  done
}

# shots: one screenshot of the same page of each output, both served under
# the site's base URL by bench/sites-shot.mjs.
shots() {
  local page=${PAGE[$SITE]:-}
  [ -n "$page" ] || page=$("$SB" page "$W" "$SITEDIR") || return 0
  mkdir -p "$SHOTDIR"
  if node bench/sites-shot.mjs --page "$page" --base "$BASEURL" --port "$PORT" \
    "$W/docusaurus" "$SHOTDIR/$CDIR-docusaurus.png" "$W/docskit" "$SHOTDIR/$CDIR-docskit.png" >&2; then
    echo "screenshot=${BASEURL%/}$page" >>"$W/meta"
  else
    echo "note=no screenshots: bench/sites-shot.mjs failed" >>"$W/meta"
  fi
}

if [ "$ALL_LOCALES" = 1 ]; then LOCALE_ARGS=(); else LOCALE_ARGS=(--locale en); fi
ONLY_RE=",${ONLY},"
DONE=()
START_UPTIME=$(uptime)
while IFS=$'\t' read -r SITE SUB STATIC BASEURL; do
  [ -z "$ONLY" ] || [[ $ONLY_RE == *",$SITE,"* ]] || continue
  if [ "$REPORT_ONLY" = 1 ] || [ "$SHOTS_ONLY" = 1 ]; then
    [ ! -d "$WORK/${SITE/\//+}" ] || DONE+=("$SITE")
    CDIR=${SITE/\//+} SITEDIR=$CORPUS/${SITE/\//+}/$SUB W=$WORK/${SITE/\//+}
    if [ "$SHOTS_ONLY" = 1 ] && [ "$(cat "$W/docusaurus.rc" 2>/dev/null)" = 0 ] && [ "$(cat "$W/docskit.rc" 2>/dev/null)" = 0 ]; then
      echo "== $SITE: screenshots" >&2
      sed -i '/^screenshot=/d' "$W/meta"
      shots || echo "  screenshots failed" >&2
    fi
    continue
  fi
  CDIR=${SITE/\//+}
  SITEDIR=$CORPUS/$CDIR/$SUB
  W=$WORK/$CDIR
  if [ ! -d "$SITEDIR" ]; then
    echo "$SITE: not in $CORPUS (bench/compat.sh unpacks it); skipped" >&2
    continue
  fi
  DONE+=("$SITE")
  mkdir -p "$W"
  echo "== $SITE ($SITEDIR)" >&2
  DOCU=$(docusaurus_bin "$SITEDIR") || DOCU=
  RUN_DOCU=1
  if [ "$SKIP_DOCU" = 1 ]; then
    RUN_DOCU=0
    [ -f "$W/docusaurus.rc" ] || echo "  no Docusaurus build in $W to reuse" >&2
    # keep the Docusaurus lines of the meta file, drop the rest
    grep -E '^(docusaurus_|note=Docusaurus)' "$W/meta" >"$W/meta.new" 2>/dev/null || true
    mv "$W/meta.new" "$W/meta"
  else
    rm -f "$W"/docusaurus.{m,rc,routes,log,log.last} "$W/meta"
    if [ -z "$DOCU" ]; then
      RUN_DOCU=0
      echo "note=Docusaurus not run: no node_modules/.bin/docusaurus in or above the site folder" >>"$W/meta"
    else
      DOCU_NODE_OPTIONS=$NODE_OPTIONS
      v=$(cd "$SITEDIR" && node -p "require(require.resolve('@docusaurus/core/package.json')).version")
      echo "docusaurus_version=$v" >>"$W/meta"
      bar=$(cd "$SITEDIR" && node -e "$WEBPACKBAR_VERSION" 2>/dev/null || echo unknown)
      if [ "${bar%%.*}" = 6 ]; then
        DOCU_NODE_OPTIONS="$NODE_OPTIONS --require $ROOT/bench/sitebench/no-webpackbar.cjs"
        echo "note=Docusaurus $v's webpackbar $bar rejects webpack's ProgressPlugin options: built without the progress bar" >>"$W/meta"
      fi
    fi
  fi
  standins
  DOCU_NODE_PATH=${NODE_PATH:-}
  prebuild
  rm -f "$W"/docskit.{m,rc,routes,log,log.last}
  local t0 l0
  t0=$(date -u +%Y-%m-%dT%H%M) l0=$(cut -d' ' -f1-3 /proc/loadavg)
  [ "$RUN_DOCU" = 0 ] || echo "same_run=1" >>"$W/meta"
  for i in $(seq "$RUNS"); do
    if [ "$RUN_DOCU" = 1 ]; then
      docu_run "$i" || RUN_DOCU=0
    fi
    docskit_run "$i" || break
  done
  local run="$t0 UTC, commit $(git rev-parse --short HEAD), load $l0 at start, $(cut -d' ' -f1-3 /proc/loadavg) at end${NICE:+, nice $NICE}"
  [ ! -f "$W/docusaurus.m" ] || [ "$SKIP_DOCU" = 1 ] || echo "docusaurus_run=$run" >>"$W/meta"
  echo "docskit_run=$run" >>"$W/meta"
  if [ "$SHOTS" = 1 ] && [ "$(cat "$W/docusaurus.rc" 2>/dev/null)" = 0 ] && [ "$(cat "$W/docskit.rc")" = 0 ]; then
    shots || echo "  screenshots failed" >&2
  fi
done < <("$SB" list -sites "$SITES")

only=$(IFS=,; echo "${DONE[*]}")
{
  echo "# bench/sites.sh $(date -u +%Y-%m-%dT%H%M) UTC: docskit beside Docusaurus on the public corpus"
  echo "# commit $(git rev-parse --short HEAD) ($(git log -1 --format=%s | cut -c1-80))"
  echo "# $(uname -srm); $(nproc) cores; $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); go $(go env GOVERSION); node $(node --version)"
  if [ "$REPORT_ONLY" = 1 ] || [ "$SHOTS_ONLY" = 1 ]; then
    echo "# the work folder's last run of each site (--report-only): see each site's run lines below"
  else
    echo "# runs $RUNS per tool per site, alternating$([ "$SKIP_DOCU" = 1 ] && echo ' (Docusaurus figures reused from an earlier run: --skip-docusaurus)')${NICE:+; nice $NICE}"
  fi
  echo "# Docusaurus: $([ "$ALL_LOCALES" = 1 ] && echo 'every locale' || echo '--locale en'); NODE_OPTIONS=$NODE_OPTIONS; git stand-in: a worktree without history"
  if [ "$REPORT_ONLY" = 0 ] && [ "$SHOTS_ONLY" = 0 ]; then
    echo "# uptime at start: $START_UPTIME"
    echo "# uptime at end:   $(uptime)"
  fi
  echo
  "$SB" report -work "$WORK" -corpus "$CORPUS" -sites "$SITES" -only "$only"
} >"$RESULTS"
cat "$RESULTS"
echo "report: ${RESULTS#"$ROOT"/}; screenshots: ${SHOTDIR#"$ROOT"/}/" >&2
}
main "$@"; exit
