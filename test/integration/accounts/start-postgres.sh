#!/usr/bin/env bash
# Starts a local PostgreSQL (Debian packages) for the accounts tests and prints its URL on stdout,
# so CI can run: export TEST_DATABASE_URL="$(test/integration/accounts/start-postgres.sh)".
# Idempotent: installs only when missing, starts only when down, creates role/db only once.
set -euo pipefail

NAME=colophon_test
PORT="${PGPORT:-5432}"
log() { echo "start-postgres: $*" >&2; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  log "installing postgresql"
  as_root apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION main"; then
  log "creating cluster $VERSION/main on port $PORT"
  as_root pg_createcluster "$VERSION" main --port "$PORT" >&2
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  log "starting cluster $VERSION/main"
  as_root pg_ctlcluster "$VERSION" main start >&2
fi
for _ in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.2
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || { log "postgres did not become ready"; exit 1; }

as_postgres psql -q -p "$PORT" -v ON_ERROR_STOP=1 >&2 <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$NAME') THEN
    CREATE ROLE $NAME LOGIN PASSWORD '$NAME';
  END IF;
END \$\$;
SQL
if ! as_postgres psql -p "$PORT" -tAc "SELECT 1 FROM pg_database WHERE datname = '$NAME'" | grep -q 1; then
  as_postgres createdb -p "$PORT" -O "$NAME" "$NAME" >&2
fi

echo "postgres://$NAME:$NAME@127.0.0.1:$PORT/$NAME"
