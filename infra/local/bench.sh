#!/usr/bin/env bash
# npm run bench: builds, then runs every benchmark under bench/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
bash infra/local/build.sh
# every bench runs even when one misses its target; the exit code says whether any did
failed=()
# the store-scale bench's own defaults are the issue-size store (4,000,000 records: hours to seed
# here); a run of every bench seeds one of minutes, kept for the next run
STORE_MEMBERS="${STORE_MEMBERS:-20000}" STORE_RECORDS="${STORE_RECORDS:-100000}"
export STORE_MEMBERS STORE_RECORDS
for bench in bench/*.bench.mjs; do node "$bench" || failed+=("$bench"); done
[ ${#failed[@]} -eq 0 ] || { echo "below target: ${failed[*]}"; exit 1; }
