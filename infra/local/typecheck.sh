#!/usr/bin/env bash
# npm run typecheck: tsc --noEmit on every workspace's tsconfig.json, specs included. The build
# compiles only src, and jest (swc) runs specs without type checks, so this is where a type error
# in a test is caught. Two workspaces at a time (one per core).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
# services read the shared packages' declarations from their dist: build those first (a fresh clone has none)
# (--packages-only: just that; WINE_PACKAGES_BUILT=1: already done, e.g. by .ci/run before ESLint starts)
if [ -z "${WINE_PACKAGES_BUILT:-}" ]; then
  for pkg in packages/contracts packages/nest-common packages/wine-knowledge; do
    node_modules/.bin/tsc -p "$pkg/tsconfig.build.json" || exit 1
  done
fi
[ "${1:-}" = "--packages-only" ] && exit 0
if ls -d . packages/* services/* frontend | while read -r d; do [ -f "$d/tsconfig.json" ] && echo "$d"; done |
  xargs -P 2 -I{} sh -c 'node_modules/.bin/tsc --noEmit -p "{}" || { echo "[typecheck] {}: type errors" >&2; exit 1; }'; then
  echo "[typecheck] every workspace type-checks"
else
  exit 1
fi
