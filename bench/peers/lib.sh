# Shell functions shared by bench/scale.sh and bench/peers.sh (sourced, not run).
# They expect `set -euo pipefail`, the repository root as the working
# directory, and TREEPEAK set to a built bench/peers/treepeak.

# die MESSAGE: print to stderr and stop.
die() { echo "error: $*" >&2; exit 1; }

# need CMD HINT: stop with HINT unless CMD is on PATH.
need() { command -v "$1" >/dev/null 2>&1 || die "$1 not found on PATH: $2"; }

# need_tree_inputs: the generator ($GEN), the reference site ($REF) and the
# repository's node_modules, which every script that builds the tree needs.
need_tree_inputs() {
  [ -f "$GEN" ] || die "$GEN not found (the generator of the tree; set GEN=path/to/gen-content.mjs)"
  [ -f "$REF/docusaurus.config.js" ] || die "$REF/docusaurus.config.js not found (the reference site; set REF=folder)"
  [ -d node_modules/react ] || die "node_modules/ is missing here: run npm ci (docskit's renderers import react from it)"
}

# median: the median of the numbers on stdin, one a line.
median() { sort -g | awk '{a[NR]=$1} END {if (!NR) exit 1; m=int((NR+1)/2); if (NR%2) print a[m]; else printf "%.3f\n", (a[m]+a[m+1])/2}'; }

# loadavg: the 1, 5 and 15 minute load averages.
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

# measure MFILE LOG DIR CMD...: runs CMD in DIR under treepeak (wall, CPU and
# the whole process tree's peak RSS), its output to LOG; appends
# "wall_s cpu_s tree_kib largest_kib" to MFILE. On failure prints LOG's tail
# and returns CMD's exit status. With TREE_LIMIT_MIB set, a tree that grows
# past it is killed (treepeak -limit-mib).
measure() {
  local mfile=$1 log=$2 dir=$3; shift 3
  local tf rc=0
  tf=$(mktemp)
  (cd "$dir" && exec "$TREEPEAK" -o "$tf" -limit-mib "${TREE_LIMIT_MIB:-0}" "$@") >"$log" 2>&1 || rc=$?
  if [ "$rc" != 0 ]; then
    echo "  FAILED (exit $rc): $*" >&2
    tail -n 20 "$log" | sed 's/^/    /' >&2
    rm -f "$tf"
    return "$rc"
  fi
  cat "$tf" >>"$mfile"
  rm -f "$tf"
}

# outbytes DIR: the total size of the files under DIR, in bytes.
outbytes() { find "$1" -type f -printf '%s\n' | awk '{s+=$1} END {printf "%.0f\n", s}'; }  # %d stops at 2^31 in mawk

# col MFILE N: the median of column N of MFILE.
col() { awk -v n="$2" '{print $n}' "$1" | median; }

# docskit_pages LOG: the page count of docskit's summary line ("built N pages").
docskit_pages() { sed -nE 's/^built ([0-9]+) pages.*/\1/p' "$1" | tail -1; }

# hugo_pages LOG: the page count of Hugo's summary table ("Pages | N").
hugo_pages() { sed -nE 's/^ *Pages *\| *([0-9]+).*/\1/p' "$1" | tail -1; }

# reference_tree DIR EXTRA: the reference Docusaurus site's config, sidebars,
# CSS and static files (../shared/bench/docusaurus-site) with the generated
# docs/ of `gen-content.mjs --extra EXTRA`, as bench/run.sh builds it. Kept
# between runs: regenerated only when DIR/.extra does not say EXTRA.
reference_tree() {
  local dir=$1 extra=$2
  if [ -f "$dir/.extra" ] && [ "$(cat "$dir/.extra")" = "$extra" ]; then
    return
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  cp -r "$REF/docusaurus.config.js" "$REF/sidebars.js" "$REF/src" "$REF/static" "$dir/"
  echo "generating the tree (--extra $extra) in $dir" >&2
  if ! node "$GEN" "$dir" --extra "$extra" | tail -1 >&2; then
    rm -rf "$dir"
    die "$GEN failed to generate --extra $extra (its error is above); GEN=file and REF=folder point to others"
  fi
  echo "$extra" >"$dir/.extra"
}
