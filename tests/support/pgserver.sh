#!/usr/bin/env bash
# A throwaway PostgreSQL server for the catalog tests (a ctest fixture, see tests/CMakeLists.txt).
#   pgserver.sh start STATE_DIR   initdb into a new temporary folder (as user nobody when run as root: PostgreSQL
#                                 refuses to run as root), start on a free port on 127.0.0.1, write STATE_DIR/url
#   pgserver.sh stop STATE_DIR    stop that server and remove its folder
# Without PostgreSQL's server binaries it writes STATE_DIR/skip with the reason and succeeds: the tests then say
# SKIP for PostgreSQL. A server that is installed but does not start fails the fixture, with initdb's or the
# server's log, and ctest fails the catalog tests.
set -u
cmd=${1:-}
state=${2:-}
[ -n "$cmd" ] && [ -n "$state" ] || { echo "usage: pgserver.sh start|stop STATE_DIR"; exit 2; }
mkdir -p "$state"
as() { if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi; }

stop() {
  if [ -f "$state/tmp" ]; then
    local tmp bin
    tmp=$(cat "$state/tmp")
    bin=$(cat "$state/bin" 2>/dev/null)
    [ -d "$tmp/data" ] && [ -n "$bin" ] && as "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1
    case "$tmp" in /tmp/aip-pgtest.*) rm -rf "$tmp" ;; esac
  fi
  rm -f "$state/tmp" "$state/bin" "$state/url" "$state/skip"
}

fail() { echo "PostgreSQL test server: $1"; [ -n "${2:-}" ] && [ -f "$2" ] && tail -n 20 "$2"; stop; exit 1; }

case "$cmd" in
stop) stop; echo "PostgreSQL test server stopped"; exit 0 ;;
start) ;;
*) echo "usage: pgserver.sh start|stop STATE_DIR"; exit 2 ;;
esac

stop # a server left by an interrupted run
bin=${AIP_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ ! -x "$bin/initdb" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "no PostgreSQL server binaries (Debian's postgresql package; scripts/setup-deps.sh installs it)" >"$state/skip"
  echo "SKIP: $(cat "$state/skip")"
  exit 0
fi
tmp=$(mktemp -d /tmp/aip-pgtest.XXXXXX) || fail "no temporary folder"
chmod 755 "$tmp"
[ "$(id -u)" = 0 ] && chown nobody "$tmp"
echo "$tmp" >"$state/tmp"
echo "$bin" >"$state/bin"
# Speed over durability: the data is thrown away at the end.
as "$bin/initdb" -D "$tmp/data" -U aip --auth=trust --no-sync >"$tmp/initdb.log" 2>&1 || fail "initdb failed" "$tmp/initdb.log"
for attempt in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 40000))
  if as "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 30 \
    -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null 2>&1; then
    echo "postgresql://aip@127.0.0.1:$port/postgres" >"$state/url"
    echo "PostgreSQL test server on 127.0.0.1:$port ($("$bin/postgres" --version)), data in $tmp"
    exit 0
  fi
done
fail "the server did not start" "$tmp/server.log"
