#!/usr/bin/env bash
# npm run bench: builds, then runs every benchmark under bench/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
bash infra/local/build.sh
# every bench runs even when one misses its target; the exit code says whether any did
failed=()
for bench in bench/*.bench.mjs; do node "$bench" || failed+=("$bench"); done
[ ${#failed[@]} -eq 0 ] || { echo "below target: ${failed[*]}"; exit 1; }
