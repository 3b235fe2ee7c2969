#!/bin/sh
# First start: a cluster in PGDATA for POSTGRES_USER (password POSTGRES_PASSWORD, required unless
# POSTGRES_HOST_AUTH_METHOD=trust) and the database POSTGRES_DB; then the server on every address.
set -eu
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"
method="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$method" != trust ]; then
    echo "Set POSTGRES_PASSWORD, or POSTGRES_HOST_AUTH_METHOD=trust (trusts every connection: local use only)." >&2
    exit 1
  fi
  pwfile="$(mktemp)"
  printf '%s' "${POSTGRES_PASSWORD:-}" > "$pwfile"
  initdb -D "$PGDATA" -U "$user" --auth-local=trust --auth-host="$method" ${POSTGRES_PASSWORD:+--pwfile="$pwfile"} >/dev/null
  rm -f "$pwfile"
  echo "host all all all $method" >> "$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    createdb -U "$user" "$database"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
