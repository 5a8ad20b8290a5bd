#!/usr/bin/env bash
# npm run typecheck: tsc --noEmit on every workspace's tsconfig.json, specs included. The build
# compiles only src, and jest (swc) runs specs without type checks, so this is where a type error
# in a test is caught.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
failed=0
for dir in packages/* services/* frontend; do
  [ -f "$dir/tsconfig.json" ] || continue
  if ! out="$(node_modules/.bin/tsc --noEmit -p "$dir" 2>&1)"; then
    echo "$out"
    echo "[typecheck] $dir: type errors" >&2
    failed=1
  fi
done
[ "$failed" = 0 ] && echo "[typecheck] every workspace type-checks"
exit "$failed"
