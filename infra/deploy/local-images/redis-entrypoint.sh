#!/bin/sh
# `redis-server --appendonly yes` (compose's command) and `--appendonly yes` both start the server.
set -eu
if [ "${1:-}" = redis-server ]; then shift; fi
exec redis-server --protected-mode no "$@"
