#!/usr/bin/env bash
# Release build of the browser app into dist/ (same build serve.sh and test.sh use).
set -u -o pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" || { echo "setup failed" >&2; exit 1; }
start=$SECONDS
tw_build_release "$@" || exit 1
echo "build: dist/ ready in $((SECONDS - start))s"
