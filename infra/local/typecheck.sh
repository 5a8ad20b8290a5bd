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
# Each check is incremental: TypeScript's record of every file's content hash and diagnostics is kept
# in the user's cache between runs, so a second clone on this machine re-checks only what changed (a
# cold cache checks everything). tsc reads and writes it inside the clone, where the paths it holds
# (relative to it) match any clone's; it goes back whole (mv), so runs side by side never read half of one.
KEPT="$WINE_CACHE/typecheck"
mkdir -p "$KEPT" .data/typecheck
check() {
  local d=$1 name info rc
  name=$([ "$d" = . ] && echo root || echo "${d//\//-}")
  info=".data/typecheck/$name.tsbuildinfo"
  rm -f "$info"
  [ -f "$KEPT/$name.tsbuildinfo" ] && cp "$KEPT/$name.tsbuildinfo" "$info"
  node_modules/.bin/tsc --noEmit --incremental --tsBuildInfoFile "$info" -p "$d"
  rc=$?
  [ -f "$info" ] && cp "$info" "$KEPT/$name.tsbuildinfo.$$" && mv -f "$KEPT/$name.tsbuildinfo.$$" "$KEPT/$name.tsbuildinfo"
  [ "$rc" = 0 ] || { echo "[typecheck] $d: type errors" >&2; return 1; }
}
export -f check
export KEPT
if ls -d . packages/* services/* frontend | while read -r d; do [ -f "$d/tsconfig.json" ] && echo "$d"; done |
  xargs -P 2 -I{} bash -c 'check "$1"' _ {}; then
  echo "[typecheck] every workspace type-checks"
else
  exit 1
fi
