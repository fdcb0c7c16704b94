#!/usr/bin/env bash
# Installs what building and testing Timing Window needs, skipping whatever is
# already present, and puts the project's tools first on PATH.
#
#   scripts/setup.sh            # run alone: check/install, exit non-zero on trouble
#   source scripts/setup.sh     # from other scripts: same, plus exported PATH and
#                               # the tw_build_release function; TW_SETUP_OK=0|1
#
# Nothing here downloads a prebuilt binary or a browser: Rust tools are built by
# `cargo install`, wasm-opt comes from the npm `binaryen` package (it ships as
# JS/wasm, no download step), and Chromium + chromedriver come from Debian.
# Long install output goes to target/setup-logs/ and is printed in full on failure.

# No `set -e` here: this file is sourced by scripts that must keep going.

TW_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TW_REPO
TW_TRUNK_VERSION="0.21.14"
TW_WASM_OPT_MAJOR="132"          # must match package.json's binaryen (132.0.0)
TW_CHROMIUM="/usr/bin/chromium"
TW_CHROMEDRIVER="/usr/bin/chromedriver"
export TW_CHROMIUM TW_CHROMEDRIVER

# Prepend a directory to PATH once.
_tw_path_prepend() {
  local rest=":$PATH:"
  rest="${rest//:$1:/:}"
  rest="${rest#:}"
  rest="${rest%:}"
  PATH="$1${rest:+:$rest}"
}

# cargo-installed tools, then the repo's npm tools in front of everything, so
# trunk picks node_modules/.bin/wasm-opt (binaryen 132) and never Debian's
# binaryen 108, whose wasm-opt mangles the modules current rustc emits.
_tw_path_prepend "${CARGO_HOME:-$HOME/.cargo}/bin"
_tw_path_prepend "$TW_REPO/node_modules/.bin"
export PATH

# Run a long install quietly; on failure print its whole log.
_tw_run_logged() {
  local name="$1"; shift
  local dir="$TW_REPO/target/setup-logs"
  mkdir -p "$dir"
  local log="$dir/$name.log"
  if "$@" >"$log" 2>&1; then
    return 0
  fi
  echo "error: '$*' failed; full log ($log):" >&2
  cat "$log" >&2
  return 1
}

_tw_as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

_tw_apt_updated=0
_tw_apt_install() {
  if [ "$_tw_apt_updated" -eq 0 ]; then
    _tw_run_logged apt-update _tw_as_root apt-get update || return 1
    _tw_apt_updated=1
  fi
  _tw_run_logged "apt-$1" _tw_as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "$@"
}

_tw_setup_rust() {
  if ! command -v rustup >/dev/null 2>&1 || ! command -v cargo >/dev/null 2>&1; then
    echo "error: rustup/cargo not found; install Rust with rustup first" >&2
    return 1
  fi
  local rc=0
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    echo "ok: rust target wasm32-unknown-unknown present"
  else
    echo "installing rust target wasm32-unknown-unknown"
    _tw_run_logged rustup-target rustup target add wasm32-unknown-unknown || rc=1
  fi
  local comp
  for comp in rustfmt clippy; do
    if rustup component list --installed | grep -q "^$comp"; then
      echo "ok: rust component $comp present"
    else
      echo "installing rust component $comp"
      _tw_run_logged "rustup-$comp" rustup component add "$comp" || rc=1
    fi
  done
  return $rc
}

_tw_setup_trunk() {
  local have
  have="$(trunk --version 2>/dev/null | awk '{print $2}')"
  if [ "$have" = "$TW_TRUNK_VERSION" ]; then
    echo "ok: trunk $TW_TRUNK_VERSION present"
    return 0
  fi
  echo "installing trunk $TW_TRUNK_VERSION (was: ${have:-none}; cargo install, several minutes)"
  _tw_run_logged trunk cargo install trunk --version "$TW_TRUNK_VERSION" --locked
}

# The wasm-bindgen CLI must be exactly the version of the wasm-bindgen crate in
# Cargo.lock, or the generated JS glue won't match the compiled module.
tw_wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' \
    "$TW_REPO/Cargo.lock"
}

_tw_setup_wasm_bindgen() {
  local want have runner
  want="$(tw_wasm_bindgen_version)"
  if [ -z "$want" ]; then
    echo "error: no wasm-bindgen package in Cargo.lock" >&2
    return 1
  fi
  have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')"
  runner="$(wasm-bindgen-test-runner --version 2>/dev/null | awk '{print $2}')"
  if [ "$have" = "$want" ] && [ "$runner" = "$want" ]; then
    echo "ok: wasm-bindgen-cli $want present"
    return 0
  fi
  # No --locked: the CLI's own Cargo.lock pins a crate version this registry
  # mirror does not have; a fresh resolve builds fine.
  echo "installing wasm-bindgen-cli $want (was: ${have:-none}; cargo install, several minutes)"
  _tw_run_logged wasm-bindgen-cli cargo install wasm-bindgen-cli --version "$want"
}

_tw_setup_node() {
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "installing nodejs and npm (apt)"
    _tw_apt_install nodejs npm || return 1
  fi
  # npm ci only when node_modules doesn't match the lock: a stamp file keeps the
  # hash of package.json + package-lock.json that node_modules was built from.
  local stamp="$TW_REPO/node_modules/.tw-lock-stamp" want
  want="$(cat "$TW_REPO/package.json" "$TW_REPO/package-lock.json" | sha256sum | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    echo "ok: npm packages present (node_modules matches package-lock.json)"
  else
    echo "installing npm packages (npm ci: binaryen, playwright-core, axe-core)"
    # PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: playwright-core downloads nothing anyway;
    # this keeps it so if a full `playwright` package ever sneaks in.
    (cd "$TW_REPO" && _tw_run_logged npm-ci env PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
      npm ci --no-audit --no-fund) || return 1
    echo "$want" >"$stamp"
  fi
  # Make sure the wasm-opt trunk will find is binaryen $TW_WASM_OPT_MAJOR.
  local wo
  wo="$(command -v wasm-opt)"
  if [ "$wo" != "$TW_REPO/node_modules/.bin/wasm-opt" ]; then
    echo "error: wasm-opt on PATH is '${wo:-none}', expected node_modules/.bin/wasm-opt" >&2
    return 1
  fi
  if wasm-opt --version 2>/dev/null | grep -q "version $TW_WASM_OPT_MAJOR\b"; then
    echo "ok: wasm-opt $TW_WASM_OPT_MAJOR present (npm binaryen)"
  else
    echo "error: wasm-opt reports '$(wasm-opt --version 2>&1)', want version $TW_WASM_OPT_MAJOR" >&2
    return 1
  fi
}

_tw_setup_chromium() {
  if [ -x "$TW_CHROMIUM" ] && [ -x "$TW_CHROMEDRIVER" ]; then
    echo "ok: chromium and chromedriver present"
    return 0
  fi
  echo "installing chromium and chromium-driver (apt)"
  _tw_apt_install chromium chromium-driver
}

# Release build of the browser app into dist/. Shared by serve.sh, build.sh and
# test.sh. `--offline=true` (not bare `--offline`, which would swallow the next
# argument as its value) stops trunk from ever downloading wasm-bindgen or
# wasm-opt: it must use the PATH ones installed above (see Trunk.toml).
# The release build is four trunk builds into one dist/, then the library's
# scenarios prepared for the trainee and study apps:
# - the full app (index.html → dist/app.html, with the engine's worker),
#   served for every page but those below;
# - the trainee app (trainee.html → dist/trainee.html), served for a
#   library scenario's deep link and embed (/scenarios/ID, /embed/ID);
# - the study app (study.html → dist/study.html), served for practice by
#   topic and progress (/topics, /topics/NAME, /progress);
# - the catalog, the first page (catalog.html → dist/index.html);
# - `tw prepare scenarios dist/prepared`: each library file's lesson, what
#   the trainee app reads; it fails when one does not read back to what the
#   engine produced from its file;
# - `tw pool dist/cards.pool`: the printed card pool as data, which the
#   author page and the engine's worker fetch (no app compiles it in).
# The trainee app, the study app and the catalog are apps of their own so
# that the pages a trainee opens stay within their size budgets (docs/benchmarks.md).
# trunk always names its page index.html, hence the renames.
tw_build_release() {
  (
    cd "$TW_REPO" || exit 1
    local catalog="$TW_REPO/target/dist-catalog" trainee="$TW_REPO/target/dist-trainee"
    local study="$TW_REPO/target/dist-study"
    trunk build --release --offline=true index.html "$@" || exit 1
    mv dist/index.html dist/app.html || exit 1
    rm -rf "$trainee"
    trunk build --release --offline=true trainee.html --dist "$trainee" "$@" || exit 1
    mv "$trainee/index.html" "$trainee/trainee.html" || exit 1
    cp -R "$trainee"/. dist/ || exit 1
    rm -rf "$study"
    trunk build --release --offline=true study.html --dist "$study" "$@" || exit 1
    mv "$study/index.html" "$study/study.html" || exit 1
    cp -R "$study"/. dist/ || exit 1
    rm -rf "$catalog"
    trunk build --release --offline=true catalog.html --dist "$catalog" "$@" || exit 1
    cp -R "$catalog"/. dist/ || exit 1
    cargo run --quiet --bin tw -- prepare scenarios dist/prepared || exit 1
    cargo run --quiet --bin tw -- pool dist/cards.pool || exit 1
  )
}

tw_setup() {
  local rc=0
  _tw_setup_rust || rc=1
  _tw_setup_trunk || rc=1
  _tw_setup_wasm_bindgen || rc=1
  _tw_setup_node || rc=1
  _tw_setup_chromium || rc=1
  hash -r
  return $rc
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  # Run directly.
  set -u -o pipefail
  if tw_setup; then
    echo "setup: all tools present"
    exit 0
  fi
  echo "setup: FAILED (see errors above)" >&2
  exit 1
else
  # Sourced: report through TW_SETUP_OK and the return code, never exit the caller.
  if tw_setup; then TW_SETUP_OK=1; else TW_SETUP_OK=0; fi
  export TW_SETUP_OK
  [ "$TW_SETUP_OK" -eq 1 ]
fi
