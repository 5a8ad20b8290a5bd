#!/usr/bin/env bash
# npm test: unit tests, integration tests against the real services and stack, Playwright end to end.
# Runs on its own ports and data directory (.data/test), so `npm start` may keep running.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
bash infra/local/install.sh || exit 1
bash infra/local/build.sh || { echo "build failed"; exit 1; }

RESULTS="$ROOT/.data/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# minutes per tier, printed at the end
TIERS=()
tier_done() { TIERS+=("$1 $(((SECONDS - TIER_START) / 60))m$(((SECONDS - TIER_START) % 60))s"); TIER_START=$SECONDS; }
TIER_START=$SECONDS

echo "== unit tests (jest)"
node_modules/.bin/jest --ci --json --outputFile="$RESULTS/unit.json"
tier_done unit
echo "== eval tier (label and menu evals through the real OCR: npm run eval)"
bash infra/local/eval.sh --ci --json --outputFile="$RESULTS/eval.json"
tier_done eval
echo "== Playwright tests without an assertion (must be none)"
UNASSERTED=0
node tests/count-unasserted.mjs || UNASSERTED=1
echo "== frontend unit tests (vitest)"
(cd frontend && ../node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile="$RESULTS/frontend.json")
tier_done frontend

echo "== starting the test system"
node infra/local/stack.mjs test > "$RESULTS/stack.log" 2>&1 &
STACK_PID=$!
stop_stack() {
  if kill -0 "$STACK_PID" 2>/dev/null; then
    kill -TERM "$STACK_PID"
    wait "$STACK_PID" 2>/dev/null
  fi
}
trap stop_stack EXIT INT TERM
for _ in $(seq 1 300); do
  curl -fs http://127.0.0.1:18080/api/health >/dev/null 2>&1 && break
  kill -0 "$STACK_PID" 2>/dev/null || { cat "$RESULTS/stack.log"; echo "the test system did not start"; exit 1; }
  sleep 1
done

echo "== integration tests (jest + supertest, real services and stack)"
node_modules/.bin/jest -c jest.int.config.js --ci --json --outputFile="$RESULTS/integration.json"
tier_done integration
echo "== end-to-end tests (Playwright, Debian Chromium)"
(cd frontend && E2E_BASE_URL=http://127.0.0.1:18080 PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" \
  ../node_modules/.bin/playwright test --reporter=list,json)
tier_done e2e

stop_stack
trap - EXIT
echo "== minutes per tier: ${TIERS[*]}"
node infra/local/summary.mjs "$RESULTS" "$ROOT/.data/test/logs" || exit 1
[ "$UNASSERTED" = 0 ] || { echo "some Playwright tests assert nothing (node tests/count-unasserted.mjs)"; exit 1; }
