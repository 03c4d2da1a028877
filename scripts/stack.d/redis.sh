# Redis (Debian redis-server), cache/session store. Sourced by scripts/stack.
REDIS_PORT="${REDIS_PORT:-$(( 6379 + ${STUDYHALL_PORT_OFFSET:-0} ))}"
redis_probe=redis
redis_timeout=20
redis_match='redis-server'
redis_ports() { echo "REDIS_PORT=$REDIS_PORT"; }

redis_install() { # $1 = install log
  command -v redis-server >/dev/null 2>&1 && return 0
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "redis-server is not installed and sudo is missing: apt-get install -y redis-server" >"$1"; return 1; }
    sudo=(sudo -n)
  fi
  command -v apt-get >/dev/null 2>&1 || { echo "redis-server is not on PATH and apt-get is missing: install Redis >= 7 yourself" >"$1"; return 1; }
  sh_log "installing redis-server with apt-get (one time; log: $1)"
  sh_with_lock apt "${sudo[@]}" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server' >"$1" 2>&1 \
    && command -v redis-server >/dev/null 2>&1
}

redis_prepare() { mkdir -p "$DATA/redis"; }

redis_cmd() {
  # No persistence (cache semantics, like the infra notes); the package's own service is not used.
  CMD=(redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no
       --dir "$DATA/redis" --daemonize no --logfile '' --protected-mode yes)
}
