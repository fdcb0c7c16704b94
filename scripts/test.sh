#!/usr/bin/env bash
# All checks, in order. Every stage runs even after an earlier one failed; a
# stage's output is shown only when it fails (in full), and the last line is
#   stages: N passed, M failed
# Exit code: 0 only if every stage passed.
#
#   scripts/test.sh                 # everything
#   scripts/test.sh fmt e2e         # only the named stages
set -u -o pipefail
# No `set -e`: a failing stage must not stop the others.

# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$TW_REPO" || exit 1

LOG_DIR="$TW_REPO/target/test-logs"
mkdir -p "$LOG_DIR"
PASSED=()
FAILED=()

# If setup could not install something, say so in the tally too (the stages
# that need the missing tool will fail as well, with their own message).
if [ "${TW_SETUP_OK:-0}" -ne 1 ]; then
  echo "FAIL setup (see errors above)"
  FAILED+=(setup)
fi

# ", N tests" from a passing log: cargo's "test result:" lines, node's "# pass".
count_tests() {
  local n
  n="$(awk '/^test result: ok\./ { s += $4; f = 1 } /^# pass / { s += $3; f = 1 }
            END { if (f) print s }' "$1")"
  [ -n "$n" ] && printf ', %s tests' "$n"
}

# run_stage NAME COMMAND...: run quietly into target/test-logs/NAME.log; print a
# PASS line, or a FAIL line followed by the whole log.
run_stage() {
  local name="$1"; shift
  local log="$LOG_DIR/$name.log" start=$SECONDS
  if "$@" >"$log" 2>&1; then
    echo "PASS $name ($((SECONDS - start))s)$(count_tests "$log")"
    # A flaky test passes the stage but is shown, with its first failure.
    if grep -q '^FLAKY' "$log"; then
      grep '^FLAKY' "$log"
      failing_tests "$log"
    fi
    PASSED+=("$name")
  else
    echo "FAIL $name ($((SECONDS - start))s): $*"
    echo "----- $name output ($log) -----"
    cat "$log"
    echo "----- end of $name output -----"
    failing_tests "$log"
    FAILED+=("$name")
  fi
}

# The failing tests of a node test log (TAP), each with its error, printed
# again after the whole log: a long log is often shown only by its ends.
failing_tests() {
  grep -q '^not ok ' "$1" || return 0
  echo "----- failing tests -----"
  awk '/^not ok [0-9]+ - /{ p = 1 } p { print } p && /^  \.\.\.$/ { p = 0 }' "$1"
}

# Wasm tests: wasm-bindgen-test-runner runs them in headless Chromium through
# chromedriver; webdriver.json (crate root) adds the Chrome flags root needs.
wasm_tests() {
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    CHROMEDRIVER="$TW_CHROMEDRIVER" \
    WASM_BINDGEN_TEST_WEBDRIVER_JSON="$TW_REPO/webdriver.json" \
    WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}" \
    cargo test --target wasm32-unknown-unknown --test web
}

# The e2e server must never outlive this script, however it ends.
SERVER_PID=""
stop_server() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null
    wait "$SERVER_PID" 2>/dev/null
    SERVER_PID=""
  fi
}
trap stop_server EXIT
trap 'stop_server; exit 130' INT TERM

# End-to-end: serve dist/ on a free loopback port (port 0: the OS picks one and
# the server prints it), run the node tests against it, always stop the server.
e2e_tests() {
  if [ ! -f dist/index.html ]; then
    echo "no dist/index.html: the release build did not produce the app"
    return 1
  fi
  if [ "$BUILD_OK" -ne 1 ]; then
    echo "release build failed: not testing a stale dist/"
    return 1
  fi
  local server_log="$LOG_DIR/e2e-server.log" base_url="" i rc
  node scripts/static-server.mjs dist 0 127.0.0.1 >"$server_log" 2>&1 &
  SERVER_PID=$!
  for i in $(seq 1 100); do
    base_url="$(sed -n 's#^listening: \(http://[^ ]*\)/ .*#\1#p' "$server_log")"
    [ -n "$base_url" ] && break
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
  done
  if [ -z "$base_url" ]; then
    echo "static server did not start:"; cat "$server_log"
    stop_server
    return 1
  fi
  echo "serving dist/ at $base_url"
  local first="$LOG_DIR/e2e-first-run.tap"
  BASE_URL="$base_url" node --test tests/e2e/ | tee "$first"
  rc=${PIPESTATUS[0]}
  if [ "$rc" -ne 0 ]; then
    rerun_failed "$base_url" "$first"
    rc=$?
  fi
  stop_server
  return $rc
}

# A browser test that fails once and passes when run again alone is flaky,
# not broken: the stage passes, but each such test is named with the error
# of its failed run (as Playwright's own runner reports "flaky"). Only a
# few failures are rerun: many at once mean the build is broken. A failure
# outside a test (a whole file, a hook) has no test name to rerun and fails.
rerun_failed() {
  local base_url="$1" tap="$2" names=() files=() args=() n f rerun
  mapfile -t names < <(sed -n 's/^not ok [0-9]* - //p' "$tap")
  mapfile -t files < <(awk '/^not ok [0-9]+ - /{ p = 1 } p && /^  location: /{ sub(/^  location: \x27/, ""); sub(/:[0-9]+:[0-9]+\x27$/, ""); print; p = 0 }' "$tap" | sort -u)
  if [ "${#names[@]}" -eq 0 ] || [ "${#names[@]}" -gt 3 ] || [ "${#files[@]}" -eq 0 ]; then
    return 1
  fi
  for f in "${files[@]}"; do
    case "$f" in *.test.mjs) [ -f "$f" ] || return 1 ;; *) return 1 ;; esac
  done
  for n in "${names[@]}"; do
    # node reads the pattern as a regular expression: match the name exactly.
    args+=(--test-name-pattern "^$(printf '%s' "$n" | sed 's/[][\\.^$*+?(){}|]/\\&/g')\$")
  done
  echo "----- running the ${#names[@]} failed test(s) again -----"
  rerun="$LOG_DIR/e2e-rerun.tap"
  BASE_URL="$base_url" node --test "${args[@]}" "${files[@]}" | tee "$rerun"
  if [ "${PIPESTATUS[0]}" -eq 0 ] && grep -q '^# fail 0$' "$rerun" \
    && [ "$(sed -n 's/^# pass //p' "$rerun")" -ge "${#names[@]}" ]; then
    for n in "${names[@]}"; do echo "FLAKY (failed once, passed when run again): $n"; done
    return 0
  fi
  return 1
}

build_release() {
  tw_build_release && BUILD_OK=1
}

# Stage table: name and command. Names can be passed as arguments to pick some.
BUILD_OK=0
STAGES=(fmt clippy-native clippy-wasm test-native test-wasm build-release e2e)
stage_cmd() {
  case "$1" in
    fmt)           run_stage fmt cargo fmt --all -- --check ;;
    clippy-native) run_stage clippy-native cargo clippy --all-targets -- -D warnings ;;
    # The browser build: the library (with the UI), the app binary and the
    # browser tests. Native-only test files (proptest, fuzzing) are linted natively.
    clippy-wasm)   run_stage clippy-wasm cargo clippy --target wasm32-unknown-unknown \
                     --lib --bins --test web -- -D warnings ;;
    # The benches' seeds run once too (criterion's test mode), so a change
    # to the engine that breaks a bench's script is found here, not later.
    test-native)   run_stage test-native bash -c 'cargo test && cargo test --bench engine' ;;
    test-wasm)     run_stage test-wasm wasm_tests ;;
    build-release) run_stage build-release build_release ;;
    e2e)           run_stage e2e e2e_tests ;;
    *) echo "unknown stage '$1' (known: ${STAGES[*]})"; FAILED+=("$1") ;;
  esac
}

if [ "$#" -gt 0 ]; then
  # e2e alone should still test the current sources: build first.
  case " $* " in *" e2e "*) case " $* " in *" build-release "*) ;; *) set -- build-release "$@" ;; esac ;; esac
  for s in "$@"; do stage_cmd "$s"; done
else
  for s in "${STAGES[@]}"; do stage_cmd "$s"; done
fi

if [ "${#FAILED[@]}" -gt 0 ]; then
  echo "failed stages: ${FAILED[*]}"
fi
echo "stages: ${#PASSED[@]} passed, ${#FAILED[@]} failed"
[ "${#FAILED[@]}" -eq 0 ]
