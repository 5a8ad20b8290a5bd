#!/usr/bin/env bash
# npm run bench: builds, then runs every benchmark under bench/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
bash infra/local/build.sh
for bench in bench/*.bench.mjs; do node "$bench"; done
