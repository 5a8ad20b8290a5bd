#!/usr/bin/env bash
# Idempotent install of everything the product and its tests need on a fresh Debian machine:
# Node 24, npm packages, the local stack (Redis, FerretDB, MinIO, Kafka, stripe-mock) and Chromium.
# Tools are cached under $WINE_CACHE (outside the repo) so a fresh clone reuses them.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/infra/local/node.sh"
BIN="$WINE_CACHE/bin"
mkdir -p "$BIN"
log() { echo "[install] $*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Debian packages: Redis server, Chromium for Playwright, Java for Kafka, Go and Maven to build the stack.
need_apt=()
command -v redis-server >/dev/null || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium fonts-liberation)
command -v java >/dev/null || need_apt+=(default-jre-headless)
command -v mvn >/dev/null || need_apt+=(maven)
command -v go >/dev/null || [ -x /usr/local/go/bin/go ] || need_apt+=(golang-go)
if [ ${#need_apt[@]} -gt 0 ]; then
  log "apt-get install ${need_apt[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
export PATH="$PATH:/usr/local/go/bin"

# Go-built parts of the stack, from the Go module proxy.
if [ ! -x "$BIN/ferretdb-local" ]; then
  log "building FerretDB 1.24 (embedded, SQLite backend)"
  (cd "$ROOT/infra/local/ferretdb" && go build -o "$BIN/ferretdb-local" .)
fi
if [ ! -x "$BIN/minio" ]; then
  log "building MinIO (go install, a few minutes)"
  GOBIN="$BIN" go install github.com/minio/minio@latest
fi
if [ ! -x "$BIN/stripe-mock" ]; then
  log "building stripe-mock"
  GOBIN="$BIN" go install github.com/stripe/stripe-mock@v0.197.0
fi
# Kafka 3.9.1 jars from Maven Central.
if [ ! -f "$WINE_CACHE/kafka-libs/.complete" ]; then
  log "fetching Kafka 3.9.1 from Maven Central"
  (cd "$ROOT/infra/local/kafka" && mvn -q -B dependency:copy-dependencies -DoutputDirectory="$WINE_CACHE/kafka-libs")
  touch "$WINE_CACHE/kafka-libs/.complete"
fi

# npm packages: reinstall only when the lock file changed since the last install.
stamp="$ROOT/node_modules/.install-stamp"
if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
  # `npm install` on the lock file rather than `npm ci`: this npm writes lock files without other
  # platforms' optional binaries (@swc/core-*), which `npm ci` then calls out of sync
  log "npm install (from package-lock.json)"
  (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error)
  touch "$stamp"
fi
log "done"
