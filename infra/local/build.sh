#!/usr/bin/env bash
# Builds the shared packages first, then every service and the SPA.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
tsc=node_modules/.bin/tsc
# (WINE_PACKAGES_BUILT=1: already built, e.g. by .ci/run, whose checks read them while this runs)
if [ -z "${WINE_PACKAGES_BUILT:-}" ]; then
  for pkg in packages/contracts packages/nest-common packages/wine-knowledge; do
    $tsc -p "$pkg/tsconfig.build.json"
  done
fi
# services: JavaScript only, with SWC (types are the type check's job: infra/local/typecheck.sh)
node infra/local/emit-services.mjs
(cd frontend && ../node_modules/.bin/vite build --logLevel warn)
