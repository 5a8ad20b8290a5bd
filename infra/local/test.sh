#!/usr/bin/env bash
# npm test: unit tests, integration tests against the real services and stack, Playwright end to end.
# Runs on its own ports and data directory (.data/test), so `npm start` may keep running.
# Tiers overlap where they are independent (2 cores): the test system starts while the unit and
# frontend tiers run; the integration suites that leave the system alone run beside the Playwright
# tier; the ones that stop, pause or restart its processes (or count system-wide totals) run last,
# with no other suite (jest.int.config.js, INT_PART). The eval tier runs beside all of them, on idle
# cores only.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
bash infra/local/install.sh || exit 1
bash infra/local/build.sh || { echo "build failed"; exit 1; }

RESULTS="$ROOT/.data/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
SLOT="${WINE_TEST_SLOT:-0}"
GATEWAY="http://127.0.0.1:$((18080 + SLOT * 100))"

# minutes per tier, printed at the end (overlapping tiers each count their own wall time)
TIERS=()
# and how busy the machine's CPUs were meanwhile (a tier near 100% only gets faster with less work)
cpu_ticks() { awk '/^cpu /{ print $5 + $6, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }
CPU_AT=$(cpu_ticks)
START_CPU_AT=$CPU_AT
elapsed() {
  local now idle0 total0 idle1 total1
  now=$(cpu_ticks)
  read -r idle0 total0 <<< "${3:-$CPU_AT}"
  read -r idle1 total1 <<< "$now"
  CPU_AT=$now
  echo "$((($2 - $1) / 60))m$((($2 - $1) % 60))s (cpu $(((100 * ((total1 - total0) - (idle1 - idle0))) / ((total1 - total0) > 0 ? (total1 - total0) : 1)))%)"
}
START=$SECONDS
# which part of the run the CPU went to, printed at the end (infra/local/cpu-by-part.mjs)
nice -n 5 node infra/local/cpu-by-part.mjs "$RESULTS/cpu-by-part.json" > "$RESULTS/cpu-by-part.log" 2>&1 &
CPU_BY_PART_PID=$!

echo "== starting the test system (in the background)"
node infra/local/stack.mjs test > "$RESULTS/stack.log" 2>&1 &
STACK_PID=$!
stop_stack() {
  if kill -0 "$STACK_PID" 2>/dev/null; then
    kill -TERM "$STACK_PID"
    wait "$STACK_PID" 2>/dev/null
  fi
}
trap 'stop_stack; kill "$CPU_BY_PART_PID" 2>/dev/null' EXIT INT TERM

# The eval tier (label and menu evals through the real OCR: the most CPU of any tier, no system
# needed) starts now at idle CPU priority (SCHED_IDLE; nice 19 where chrt is missing): it takes only
# the cores the other tiers leave idle (waits on the system starting, on Chromium, on restarts and
# timeouts). It still slows the Playwright tier by about a fifth (the caches and memory it shares),
# but it ends before the suites that run alone do, where it used to end minutes after them.
EVAL_START=$SECONDS
EVAL_CPU_AT=$(cpu_ticks)
idle_priority() { if command -v chrt >/dev/null; then chrt --idle 0 "$@"; else nice -n 19 "$@"; fi; }
(idle_priority bash infra/local/eval.sh --ci --json --outputFile="$RESULTS/eval.json" > "$RESULTS/eval.log" 2>&1
  echo "eval $(elapsed "$EVAL_START" $SECONDS "$EVAL_CPU_AT")" > "$RESULTS/eval.time") &
EVAL_PID=$!
# on an early exit the evals stop too (the runners are the eval shell's descendants)
kill_tree() { local child; for child in $(pgrep -P "$1"); do kill_tree "$child"; done; kill -TERM "$1" 2>/dev/null; }
trap 'stop_stack; kill_tree "$EVAL_PID"; kill "$CPU_BY_PART_PID" 2>/dev/null' EXIT INT TERM

T=$SECONDS; CPU_AT=$(cpu_ticks)
echo "== unit tests (jest)"
# the alert rules' promtool tests wait for promtool, whose first build (install.sh, in the
# background) takes many minutes on a new machine: they run after the other tiers instead
PROMTOOL_SPEC=infra/monitoring/rules.spec.ts
node_modules/.bin/jest --ci --json --outputFile="$RESULTS/unit.json" --testPathIgnorePatterns "/node_modules/" "$PROMTOOL_SPEC"
TIERS+=("unit $(elapsed "$T" $SECONDS)")
T=$SECONDS; CPU_AT=$(cpu_ticks)
echo "== frontend unit tests (vitest)"
(cd frontend && ../node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile="$RESULTS/frontend.json")
TIERS+=("frontend $(elapsed "$T" $SECONDS)")
echo "== Playwright tests without an assertion (must be none)"
UNASSERTED=0
node tests/count-unasserted.mjs || UNASSERTED=1

T=$SECONDS; CPU_AT=$(cpu_ticks)
for _ in $(seq 1 300); do
  curl -fs "$GATEWAY/api/health" >/dev/null 2>&1 && break
  kill -0 "$STACK_PID" 2>/dev/null || { cat "$RESULTS/stack.log"; echo "the test system did not start"; exit 1; }
  sleep 1
done
TIERS+=("waiting-for-the-system $(elapsed "$T" $SECONDS)")

T=$SECONDS; CPU_AT=$(cpu_ticks)
echo "== end-to-end tests (Playwright, Debian Chromium) beside the integration suites that leave the system alone"
E2E_CPU_AT=$CPU_AT
(cd frontend && E2E_BASE_URL="$GATEWAY" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" \
  ../node_modules/.bin/playwright test --reporter=list,json > "$RESULTS/e2e.log" 2>&1; echo "e2e $(elapsed "$T" $SECONDS "$E2E_CPU_AT")" > "$RESULTS/e2e.time") &
E2E_PID=$!
INT_PART=shared node_modules/.bin/jest -c jest.int.config.js --ci --json --outputFile="$RESULTS/integration-shared.json"
TIERS+=("integration-shared $(elapsed "$T" $SECONDS)")
wait "$E2E_PID"
cat "$RESULTS/e2e.log"
TIERS+=("$(cat "$RESULTS/e2e.time" 2>/dev/null || echo 'e2e ?')")

T=$SECONDS; CPU_AT=$(cpu_ticks)
echo "== integration suites that stop, pause or restart the system's processes, alone (the eval tier beside them)"
INT_PART=disruptive node_modules/.bin/jest -c jest.int.config.js --ci --json --outputFile="$RESULTS/integration-alone.json"
TIERS+=("integration-alone $(elapsed "$T" $SECONDS)")
stop_stack
T=$SECONDS; CPU_AT=$(cpu_ticks)
echo "== alert rules (promtool check and test rules)"
node_modules/.bin/jest --ci --json --outputFile="$RESULTS/alert-rules.json" "$PROMTOOL_SPEC"
TIERS+=("alert-rules $(elapsed "$T" $SECONDS)")

T=$SECONDS; CPU_AT=$(cpu_ticks)
echo "== waiting for the eval tier"
wait "$EVAL_PID"
trap - EXIT INT TERM
TIERS+=("waiting-for-the-evals $(elapsed "$T" $SECONDS)")
cat "$RESULTS/eval.log"
TIERS+=("$(cat "$RESULTS/eval.time" 2>/dev/null || echo 'eval ?')")
echo "== minutes per tier: ${TIERS[*]}; total $(elapsed "$START" $SECONDS "$START_CPU_AT") after install and build"
kill -TERM "$CPU_BY_PART_PID" 2>/dev/null && wait "$CPU_BY_PART_PID"
cat "$RESULTS/cpu-by-part.log"
DATA_DIR="$ROOT/.data/test"
[ "$SLOT" = 0 ] || DATA_DIR="$ROOT/.data/test-$SLOT"
node infra/local/summary.mjs "$RESULTS" "$DATA_DIR/logs" || exit 1
[ "$UNASSERTED" = 0 ] || { echo "some Playwright tests assert nothing (node tests/count-unasserted.mjs)"; exit 1; }
