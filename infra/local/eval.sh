#!/usr/bin/env bash
# npm run eval [-- --full] [jest options]: the eval tier (label and menu evals) on the built code.
# Without --full the label eval runs its fixed quarter (91 photos); --full runs all 364.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
cd "$ROOT"
args=()
for a in "$@"; do
  if [ "$a" = "--full" ]; then export EVAL_FULL=1; else args+=("$a"); fi
done
[ -f services/ai/dist/label/read-bottle.js ] || bash infra/local/build.sh || exit 1
exec node_modules/.bin/jest -c jest.eval.config.js "${args[@]}"
