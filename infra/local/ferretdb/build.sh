#!/usr/bin/env bash
# Builds the local store's binary (usage: build.sh OUT): FerretDB from the Go module proxy with
# pushdown.patch applied, so that equality filters on indexed fields use the SQLite indexes
# (docs/decisions/0022-store-equality-pushdown.md). FerretDB's source is not kept in the repo:
# the module is copied from the Go module cache to $WINE_CACHE, patched there, and built through a
# copy of go.mod with a `replace` pointing at that copy (-modfile), so go.mod itself stays plain.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT=$1
: "${WINE_CACHE:?WINE_CACHE is set by infra/local/node.sh}"
MODULE=github.com/FerretDB/FerretDB
cd "$HERE"
go mod download "$MODULE"
SRC_DIR=$(go list -m -f '{{.Dir}}' "$MODULE")
VERSION=$(go list -m -f '{{.Version}}' "$MODULE")
[ -d "$SRC_DIR" ] || { echo "no module directory for $MODULE" >&2; exit 1; }

WORK="$WINE_CACHE/ferretdb-patched"
rm -rf "$WORK"
mkdir -p "$WORK"
cp -R "$SRC_DIR" "$WORK/src" # the module cache is read-only
chmod -R u+w "$WORK/src"
# git apply works outside a repository too, and refuses a patch that does not apply whole
(cd "$WORK/src" && git apply --verbose "$HERE/pushdown.patch")

{ cat go.mod; echo "replace $MODULE $VERSION => $WORK/src"; } > "$WORK/go.mod"
cp go.sum "$WORK/go.sum"
go build -modfile="$WORK/go.mod" -o "$OUT.tmp" .
mv "$OUT.tmp" "$OUT"
