#!/usr/bin/env bash
# npm start: install what is missing, build, run the whole product at http://localhost:8080.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
bash "$ROOT/infra/local/install.sh"
echo "[start] building"
bash "$ROOT/infra/local/build.sh"
exec node "$ROOT/infra/local/stack.mjs" dev
