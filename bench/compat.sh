#!/usr/bin/env bash
# Compatibility harness (issue 12): how many pages of real Docusaurus 3 sites
# build with today's docskit, and why the others fail. Run from anywhere:
#
#   bash bench/compat.sh                       # every site of bench/compat-sites.txt
#   bash bench/compat.sh --only jestjs/jest    # one site
#   bash bench/compat.sh --no-save             # print the table, write no results file
#   bash bench/compat.sh --install             # install each site's npm dependencies first
#
# Options (environment or flags):
#   --corpus DIR   CORPUS   where the sites' files are (default /work/corpus),
#                           one folder per site: DIR/<owner>+<name>/
#   --sites FILE   SITES    the list of sites (default bench/compat-sites.txt)
#   --mirror DIR   MIRROR   bare git copies to unpack missing sites from
#                           (default /work/.mirror: DIR/<owner>+<name>/repo)
#
# The corpus is other people's text: it stays outside the repository. A
# site missing from the corpus is unpacked from its bare git copy at the
# listed commit (files whose objects the copy lacks, large media, are left
# out), and the commit is written to DIR/<owner>+<name>/.compat-commit.
# Without a copy, the script prints how to get one and skips the site.
#
# --install installs each site's npm dependencies before checking it, one
# site at a time, into the folder whose package.json depends on
# @docusaurus/core (the site folder, or a workspace root above it): pages
# import npm packages from there, as in a Docusaurus build after npm ci.
# npm is the only package manager used: npm ci where the site has an npm
# lock file that fits, otherwise npm install --legacy-peer-deps with npm's
# own resolution (a yarn or pnpm lock is not read); install scripts never
# run (--ignore-scripts). Specs npm cannot read are rewritten (workspace:
# to the newest release up to the repository package's version, catalog:
# to pnpm's catalog) or left out (link:, file:, git), and so are the
# fields that make npm refuse (workspaces, packageManager, devEngines).
# A dependency of the site whose version the registry lacks becomes <= that
# version, and one the npm registry does not have is left out; npm runs again.
# npm works in DIR/.compat-npm/<owner>+<name>/ and node_modules then moves
# into place; what was done, how long it took and any error go to
# DIR/<owner>+<name>/.compat-install.json. A later run skips a site whose
# package.json and lock are unchanged. A site that fails to install is
# measured without, and the report's npm section says so; without
# --install, installs from earlier runs stay and are used.
#
# Each docs folder of each site is checked with bench/compat/pagecheck
# (every page parsed, rendered and link-checked; see bench/compat/pagecheck/report.go)
# and bench/compat sums the reports up: per site, the pages, the pages that
# build, and the causes of the failures ranked by the pages they affect.
# The table goes to stdout and to bench/results/compat-<date>.txt; every
# page's diagnostics (their text, so not committed) to bench/out/compat/.
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${CORPUS:-/work/corpus}
SITES=${SITES:-bench/compat-sites.txt}
MIRROR=${MIRROR:-/work/.mirror}
ONLY=""
SAVE=1
INSTALL=0
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) CORPUS=$2; shift 2 ;;
    --sites) SITES=$2; shift 2 ;;
    --mirror) MIRROR=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --no-save) SAVE=0; shift ;;
    --install) INSTALL=1; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

OUT=bench/out
mkdir -p "$OUT/bin" "$CORPUS"
go build -o "$OUT/bin/pagecheck" ./bench/compat/pagecheck
go build -o "$OUT/bin/compat" ./bench/compat

# unpack SITE COMMIT: the site's files from its bare git copy into the corpus.
unpack() {
  local site=$1 commit=$2 dir="$CORPUS/${1/\//+}" git="$MIRROR/${1/\//+}/repo"
  if [ -f "$dir/.compat-commit" ]; then
    [ "$(cat "$dir/.compat-commit")" = "$commit" ] && return 0
    echo "$site: the corpus has $(cat "$dir/.compat-commit"), the list names $commit" >&2
    return 0
  fi
  if [ ! -d "$git" ]; then
    echo "$site: not in $CORPUS and no copy in $git; get it with" >&2
    echo "  git clone https://github.com/$site $dir && git -C $dir checkout $commit && echo $commit > $dir/.compat-commit" >&2
    return 0
  fi
  local rev=$commit
  if ! git --git-dir="$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
    rev=$(git --git-dir="$git" rev-parse HEAD)
    echo "$site: the copy lacks $commit; unpacking its HEAD $rev instead" >&2
  fi
  # A snapshot may lack the objects of its largest files: leave those out.
  local blobs missing
  blobs=$(mktemp) missing=$(mktemp)
  git --git-dir="$git" -c core.quotePath=false ls-tree -r --format='%(objecttype) %(objectname)%x09%(path)' "$rev" |
    awk -F'\t' '$1 ~ /^blob / {split($1, a, " "); print a[2] "\t" $2}' > "$blobs"
  cut -f1 "$blobs" | git --git-dir="$git" cat-file --batch-check | awk '$2 == "missing" {print $1}' > "$missing"
  local exclude=()
  while IFS= read -r p; do exclude+=(":(exclude)$p"); done < <(awk -F'\t' 'NR == FNR {m[$1] = 1; next} ($1 in m) {print $2}' "$missing" "$blobs")
  mkdir -p "$dir"
  # git archive names each left-out missing object on stderr, and succeeds.
  git --git-dir="$git" archive "$rev" -- . "${exclude[@]}" 2>/dev/null | tar -x -C "$dir"
  echo "$rev" > "$dir/.compat-commit"
  echo "$site: unpacked $rev into $dir (${#exclude[@]} files without objects left out)" >&2
  rm -f "$blobs" "$missing"
}

while read -r site commit _; do
  case "$site" in ''|'#'*) continue ;; esac
  [ -n "$ONLY" ] && [ "$site" != "$ONLY" ] && continue
  unpack "$site" "$commit"
done < "$SITES"

args=(-corpus "$CORPUS" -sites "$SITES" -pagecheck "$OUT/bin/pagecheck" -details "$OUT/compat" -node-modules "$PWD/node_modules")
[ -n "$ONLY" ] && args+=(-only "$ONLY")
[ "$INSTALL" = 1 ] && args+=(-install)
if [ "$SAVE" = 1 ] && [ -z "$ONLY" ]; then
  result="bench/results/compat-$(date +%Y-%m-%d).txt"
  "$OUT/bin/compat" "${args[@]}" | tee "$result"
  echo "saved to $result" >&2
else
  "$OUT/bin/compat" "${args[@]}"
fi
