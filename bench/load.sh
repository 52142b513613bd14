#!/usr/bin/env bash
# Load test of `site serve` against Debian's nginx (deploy/nginx/docskit.conf)
# serving the same build, on loopback, with wrk:
#   bash bench/load.sh [seconds]        # default 10 s per run
#   SITE_DIR=build bash bench/load.sh   # an existing build instead of a fresh one
# For each server, one HTML page and one content-hashed asset, with and
# without gzip: requests per second, p99 latency, errors (socket errors and
# non-2xx/3xx responses), and the server's RSS before and after the runs.
# It ends with the serve/nginx ratios. PRECOMPRESS=1 first writes a .gz
# beside every text file of the build (gzip -9), which nginx's gzip_static
# and serve both send instead of compressing: without it nginx compresses
# every response again, serve once per file (it keeps the bytes in memory). Needs wrk and nginx (apt-get install
# wrk nginx). The site binary is compiled first; results in bench/out/load.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-10}
CONNS=${CONNS:-32}
THREADS=${THREADS:-1}
SERVE_PORT=${SERVE_PORT:-4780}
NGINX_PORT=${NGINX_PORT:-4781}
OUT=bench/out
mkdir -p "$OUT/bin"
for cmd in wrk nginx; do
  command -v "$cmd" >/dev/null || [ -x "/usr/sbin/$cmd" ] || { echo "load: $cmd is not installed (apt-get install wrk nginx)" >&2; exit 1; }
done
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

TMP=$(mktemp -d)
SERVE_PID=""
NGINX_PID=""
cleanup() {
  [ -n "$SERVE_PID" ] && kill "$SERVE_PID" 2>/dev/null || true
  [ -n "$NGINX_PID" ] && kill -INT "$NGINX_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$TMP"
}
trap cleanup EXIT

go build -o "$OUT/bin/site" ./site
if [ -n "${SITE_DIR:-}" ]; then
  SITE=$(cd "$SITE_DIR" && pwd) # an existing build (with plugins/hosting's nginx-headers.conf)
else
  SITE="$TMP/site"
  NURI_GTM_ID= NURI_GA_ID= "$OUT/bin/site" build -out "$SITE" >/dev/null 2>"$TMP/build.log" ||
    { echo "load: the build failed:" >&2; cat "$TMP/build.log" >&2; exit 1; }
fi
if [ "${PRECOMPRESS:-0}" = 1 ]; then
  if [ "$SITE" != "$TMP/site" ]; then cp -r "$SITE" "$TMP/site"; SITE="$TMP/site"; fi # leave SITE_DIR as it is
  find "$SITE" -type f \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.svg' \
    -o -name '*.xml' -o -name '*.txt' -o -name '*.md' \) -size +511c -exec gzip -k -9 {} +
fi
HTML=/docs/guide/push
ASSET=$(grep -o 'src="/assets/main-[^"]*\.js"' "$SITE/index.html" | head -1 | cut -d'"' -f2)
[ -f "$SITE${HTML}.html" ] || HTML=/
[ -n "$ASSET" ] || { echo "load: no client entry in index.html" >&2; exit 1; }

"$OUT/bin/site" serve -addr "127.0.0.1:$SERVE_PORT" -dir "$SITE" 2>"$TMP/serve.log" &
SERVE_PID=$!

mkdir -p "$TMP/nginx"
sed -e "s#^\( *\)listen 80; .*#\1listen 127.0.0.1:$NGINX_PORT;#" -e '/listen \[::\]:80;/d' \
    -e "s#/srv/docskit/site#$SITE#g" deploy/nginx/docskit.conf > "$TMP/nginx/docskit.conf"
USER_LINE=""
[ "$(id -u)" = 0 ] && USER_LINE="user root;"
cat > "$TMP/nginx/nginx.conf" <<CONF
daemon off;
worker_processes auto;
$USER_LINE
pid $TMP/nginx/nginx.pid;
error_log $TMP/nginx/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    client_body_temp_path $TMP/nginx/body;
    proxy_temp_path $TMP/nginx/proxy;
    fastcgi_temp_path $TMP/nginx/fastcgi;
    uwsgi_temp_path $TMP/nginx/uwsgi;
    scgi_temp_path $TMP/nginx/scgi;
    include $TMP/nginx/docskit.conf;
}
CONF
"$NGINX" -p "$TMP/nginx" -c "$TMP/nginx/nginx.conf" -e "$TMP/nginx/error.log" &
NGINX_PID=$!

for port in "$SERVE_PORT" "$NGINX_PORT"; do
  for _ in $(seq 100); do curl -fs -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
  curl -fs -o /dev/null "http://127.0.0.1:$port/" || { echo "load: nothing answers on port $port" >&2; cat "$TMP/serve.log" "$TMP/nginx/error.log" >&2; exit 1; }
done

# rss PID: resident KiB of a process and its children (nginx's workers).
rss() {
  local total=0 p
  for p in $1 $(pgrep -P "$1" || true); do
    total=$((total + $(awk '/^VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0)))
  done
  echo "$total"
}

# run NAME PORT PATH ENCODING: one wrk run; prints a result line.
run() {
  local name=$1 port=$2 path=$3 enc=$4 hdr=() log="$TMP/wrk.txt"
  [ "$enc" = gzip ] && hdr=(-H "Accept-Encoding: gzip")
  wrk -t"$THREADS" -c"$CONNS" -d1s "${hdr[@]}" "http://127.0.0.1:$port$path" >/dev/null # warm-up
  wrk -t"$THREADS" -c"$CONNS" -d"${DURATION}s" --latency "${hdr[@]}" "http://127.0.0.1:$port$path" > "$log"
  local rps p99 sock non2xx
  rps=$(awk '/^Requests\/sec/ {print $2}' "$log")
  p99=$(awk '$1 == "99%" {print $2}' "$log")
  sock=$(awk '/Socket errors/ {gsub(",", ""); print $4 + $6 + $8 + $10}' "$log")
  non2xx=$(awk '/Non-2xx/ {print $NF}' "$log")
  printf '%-6s %-6s %-9s %12s %10s %8s\n' "$name" "$(kind "$path")" "$enc" "$rps" "$p99" "$(( ${sock:-0} + ${non2xx:-0} ))"
  echo "$name $(kind "$path") $enc $rps $p99" >> "$TMP/results"
}
kind() { [ "$1" = "$ASSET" ] && echo asset || echo html; }

{
echo "load: ${DURATION}s per run, wrk -t$THREADS -c$CONNS, loopback, $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), precompressed: ${PRECOMPRESS:-0}"
echo "html page: $HTML ($(stat -c %s "$SITE${HTML}.html" 2>/dev/null || stat -c %s "$SITE/index.html") bytes), asset: $ASSET ($(stat -c %s "$SITE$ASSET") bytes)"
printf '%-6s %-6s %-9s %12s %10s %8s\n' server page encoding req/s p99 errors
: > "$TMP/results"
declare -A before after
before[serve]=$(rss "$SERVE_PID"); before[nginx]=$(rss "$NGINX_PID")
for enc in gzip identity; do
  for path in "$HTML" "$ASSET"; do
    run serve "$SERVE_PORT" "$path" "$enc"
    run nginx "$NGINX_PORT" "$path" "$enc"
  done
done
after[serve]=$(rss "$SERVE_PID"); after[nginx]=$(rss "$NGINX_PID")
for s in serve nginx; do
  echo "RSS $s: ${before[$s]} KiB before, ${after[$s]} KiB after the runs"
done
echo "ratio serve/nginx (req/s; p99 latency):"
awk '
  function ms(v) { if (v ~ /us$/) return v/1000; if (v ~ /ms$/) return v+0; if (v ~ /s$/) return v*1000; return v }
  { k = $2 " " $3; rps[$1, k] = $4; p99[$1, k] = ms($5); keys[k] = 1 }
  END { for (k in keys) printf "  %-15s %5.2fx req/s   %5.2fx p99\n", k, rps["serve", k] / rps["nginx", k], p99["serve", k] / p99["nginx", k] }
' "$TMP/results" | sort
} | tee "$OUT/load.txt"
