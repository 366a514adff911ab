#!/bin/sh
# Writes the fixtures of this folder with a build of the previous release (commit
# a7dd0a8): the sled folder `sled/` and the PostgreSQL dump `postgres.sql`, both by
# running the console script `session.txt` once, each against a fresh store. Also keeps
# what the console printed (`sled-session.out`, `postgres-session.out`).
#
#   tests/data/previous-release/make-fixtures.sh [path/to/martian-chess]
#
# The binary defaults to /work/prev-release/martian-chess. PostgreSQL is a throwaway
# server started as crates/testkit/src/pg_server.rs does (initdb and pg_ctl from
# `pg_config --bindir`, trust on loopback, run as the `postgres` user when this runs
# as root), stopped at the end. Run it only to make new fixtures on purpose: the point
# of these is that they were written once, by the previous release.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-/work/prev-release/martian-chess}
work=$(mktemp -d)
# The postgres user must reach the server's folder inside it.
chmod 755 "$work"
port=${PGPORT_FIXTURES:-54329}

pgbin=$(pg_config --bindir)
as_pg() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
    as_pg "$pgbin/pg_ctl" -D "$work/pg/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

# 1. sled: a fresh folder; the console closes the store when its input ends.
rm -rf "$here/sled"
(cd "$work" && env -u MARTIAN_STORE -u MARTIAN_DATA_DIR "$bin" console \
    --data "$here/sled" --out "$work/sled-out" --manager mod --carnett-seed 7 \
    < "$here/session.txt" > "$here/sled-session.out")

# 2. PostgreSQL: a throwaway server, a fresh database, the same session, a plain dump.
mkdir -p "$work/pg"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$work/pg"
(cd "$work/pg" && as_pg "$pgbin/initdb" -D "$work/pg/data" -U postgres -A trust -E UTF8 \
    --locale=C --no-sync > "$work/pg/initdb.log")
(cd "$work/pg" && as_pg "$pgbin/pg_ctl" -D "$work/pg/data" -l "$work/pg/log" -w -t 60 \
    -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=''" start)
"$pgbin/createdb" -h 127.0.0.1 -p "$port" -U postgres fixture
url="postgres://postgres@127.0.0.1:$port/fixture"
(cd "$work" && env -u MARTIAN_STORE -u MARTIAN_DATA_DIR "$bin" console \
    --store "$url" --out "$work/pg-out" --manager mod --carnett-seed 7 \
    < "$here/session.txt" > "$here/postgres-session.out")
"$pgbin/pg_dump" --no-owner --no-privileges -h 127.0.0.1 -p "$port" -U postgres fixture \
    > "$here/postgres.sql"

# The board images the console wrote are not kept; their paths in the transcripts are
# made independent of the temporary folder.
sed -i "s#$work/#OUT/#g" "$here/sled-session.out" "$here/postgres-session.out"
ls -l "$here/sled" "$here/postgres.sql"
