# Shared helpers for scripts/stack and scripts/tools/*. Sourced, never executed.
# Needs STUDYHALL_CACHE (scripts/node-env.sh sets it).
STUDYHALL_CACHE="${STUDYHALL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/studyhall}"
export STUDYHALL_CACHE
SH_BIN="$STUDYHALL_CACHE/bin"
SH_LOCKS="$STUDYHALL_CACHE/locks"
SH_TMP="$STUDYHALL_CACHE/tmp"
mkdir -p "$SH_BIN" "$SH_LOCKS" "$SH_TMP" "$STUDYHALL_CACHE/logs"
# Leftovers of interrupted installs (a running install's temp dir is younger than this).
find "$SH_TMP" -mindepth 1 -maxdepth 1 -mmin +720 -exec rm -rf {} + 2>/dev/null || true

sh_log() { printf '[%s] %s\n' "${SH_TAG:-stack}" "$*" >&2; }
sh_die() { printf '[%s] ERROR: %s\n' "${SH_TAG:-stack}" "$*" >&2; exit 1; }
sh_now() { date +%s.%N; }
sh_elapsed() { awk -v a="$1" -v b="$(sh_now)" 'BEGIN { printf "%.1fs", b - a }'; }

# sh_with_lock NAME CMD... : run CMD under an exclusive per-user lock (parallel installs of the same
# thing from several shells or clones wait for each other instead of racing).
sh_with_lock() {
  local name="$1"; shift
  ( flock -x 9; "$@" ) 9>"$SH_LOCKS/$name.lock"
}

# sh_go_install NAME MODULE VERSION PKG LOGFILE [PREPARE_FN]
# Builds PKG (a package path inside MODULE@VERSION) into $SH_BIN/NAME unless it is already there
# with a matching version stamp ($SH_BIN/.NAME.version). `go install pkg@version` needs the module's
# version list from the module proxy, which is refused (403) for some modules here; requiring the
# module from a throwaway main module avoids that list. PREPARE_FN (optional) is called with the
# throwaway module's directory before the build (to patch sources; its stamp is VERSION+NAME).
# The binary is built into a temp dir and renamed into place (same filesystem), so an interrupted
# build leaves nothing half-installed and is simply redone next time.
sh_go_install() {
  local name="$1" module="$2" version="$3" pkg="$4" logfile="$5" prepare="${6:-}"
  if _sh_go_stamp_ok "$@"; then return 0; fi
  command -v go >/dev/null 2>&1 || { echo "go is not on PATH (needed to build $name)" >"$logfile"; return 1; }
  sh_with_lock "go-$name" _sh_go_install_locked "$@"
}
_sh_go_stamp_key() { if [ -n "${6:-}" ]; then echo "$3+$6"; else echo "$3"; fi; }
_sh_go_stamp_ok() {
  local name="$1" module="$2" version="$3" bin="$SH_BIN/$1" stamp="$SH_BIN/.$1.version" key
  key="$(_sh_go_stamp_key "$@")"
  [ -x "$bin" ] || return 1
  if [ -f "$stamp" ]; then [ "$(cat "$stamp")" = "$key" ]; return; fi
  # No stamp (built by hand): adopt it if the binary says it was built from exactly MODULE@VERSION.
  if [ "$key" = "$version" ] && command -v go >/dev/null 2>&1 \
     && go version -m "$bin" 2>/dev/null | grep -qP "^\s+mod\s+\Q$module\E\s+\Q$version\E(\s|$)" \
     && ! go version -m "$bin" 2>/dev/null | grep -q '=>'; then
    echo "$key" >"$stamp"; return 0
  fi
  return 1
}
_sh_go_install_locked() {
  local name="$1" module="$2" version="$3" pkg="$4" logfile="$5" prepare="${6:-}"
  if _sh_go_stamp_ok "$@"; then return 0; fi
  local work rc=0 t0 key
  key="$(_sh_go_stamp_key "$@")"
  t0="$(sh_now)"
  work="$(mktemp -d "$SH_TMP/$name.XXXXXX")"
  printf 'module studyhall.local/%s-build\n\ngo 1.24\n\nrequire %s %s\n' "$name" "$module" "$version" >"$work/go.mod"
  sh_log "building $name $version from source (one time, takes minutes; log: $logfile)"
  {
    echo "# $(date -u +%FT%TZ) building $pkg from $module $version"
    cd "$work" && export GOFLAGS="${GOFLAGS:-} -mod=mod" \
      && { [ -z "$prepare" ] || "$prepare" "$work"; } \
      && GOBIN="$work/bin" go install "$pkg"
  } >"$logfile" 2>&1 || rc=$?
  if [ "$rc" -eq 0 ] && [ -x "$work/bin/$name" ]; then
    mv -f "$work/bin/$name" "$SH_BIN/$name"
    printf '%s\n' "$key" >"$SH_BIN/.$name.version"
    sh_log "built $name $version in $(sh_elapsed "$t0")"
    echo "# built in $(sh_elapsed "$t0")" >>"$logfile"
  else
    rc=1
  fi
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
  return "$rc"
}
