#!/usr/bin/env bash
# Issue 15's incremental target: `docskit build` after editing one page of a
# 10k tree, with the build cache, for two docskit binaries side by side.
#   bash bench/incremental.sh BIN_A BIN_B [TREE] [RUNS]
#   nice -n 10 bash bench/incremental.sh /tmp/docskit-main /tmp/docskit-new /work/scale/t10k 4
# Each binary gets its own copy of TREE (default bench/out/scale/t10000) and
# its own output folder under /tmp (a cache is keyed on the binary, so the two
# cannot share one), and a cold build that writes the cache. Then RUNS times
# (default 4), alternating A and B: a paragraph is appended to the same page of
# its copy, and `BIN build -out OUT COPY` runs from the repository root (for
# node_modules). Printed per run: the load average before it, the command's
# wall seconds (/usr/bin/time), the build's own time (its "built … in" line)
# and its config line; then each binary's medians (and of wall - build: the
# time outside the build, mostly reading the site folder). The copies and outputs
# (640 MB each at 10k) are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
A=$1 B=$2 TREE=${3:-bench/out/scale/t10000} RUNS=${4:-4}
PAGE=docs/guide/extra/group-001/page-00042.mdx
WORK=$(mktemp -d /tmp/docskit-incr-XXXXXX)
trap 'rm -rf "$WORK"' EXIT
for x in A B; do
  cp -r "$TREE" "$WORK/tree$x"
  bin=$A; [ $x = B ] && bin=$B
  "$bin" build -out "$WORK/out$x" "$WORK/tree$x" > "$WORK/cold$x.log" 2>&1
done
printf '%-4s %-4s %6s %8s %8s  %s\n' run bin load wall build config
for i in $(seq 1 "$RUNS"); do
  for x in A B; do
    bin=$A; [ $x = B ] && bin=$B
    echo "편집 $i 번째 문단입니다." >> "$WORK/tree$x/$PAGE"
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f %e -o "$WORK/time" "$bin" build -out "$WORK/out$x" "$WORK/tree$x" > "$WORK/run.log" 2>&1
    built=$(sed -n 's/^built .* in \([0-9.]*\)\(m\?s\)$/\1 \2/p' "$WORK/run.log" | awk '{print ($2 == "ms") ? $1 / 1000 : $1}')
    config=$(sed -n 's/^config *//p' "$WORK/run.log")
    printf '%-4s %-4s %6s %8s %8s  %s\n' "$i" "$x" "$load" "$(cat "$WORK/time")" "$built" "${config:--}"
    echo "$x $(cat "$WORK/time") $built" >> "$WORK/figures"
  done
done
for x in A B; do
  awk -v x=$x '$1 == x {w[++n] = $2; b[n] = $3; o[n] = $2 - $3}
    function med(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    END { printf "%s median: command %.2f s, build %.3f s, outside the build %.2f s (%d runs)\n", x, med(w, n), med(b, n), med(o, n), n }' "$WORK/figures"
done
