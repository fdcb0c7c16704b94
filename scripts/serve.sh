#!/usr/bin/env bash
# Build a release of the app and serve dist/ on http://127.0.0.1:$PORT (default 8080).
# Deep links (/scenarios/..., /progress) get index.html; see static-server.mjs.
set -u -o pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" || { echo "setup failed" >&2; exit 1; }
PORT="${PORT:-8080}"
tw_build_release || { echo "serve: release build failed" >&2; exit 1; }
echo "serving Timing Window at http://127.0.0.1:$PORT/  (Ctrl-C to stop)"
# exec: the server gets our PID, so stopping this script stops the server.
exec node "$TW_REPO/scripts/static-server.mjs" "$TW_REPO/dist" "$PORT" 127.0.0.1
