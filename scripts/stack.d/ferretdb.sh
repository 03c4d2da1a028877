# FerretDB 1.24 (MongoDB wire protocol) with the SQLite backend. Sourced by scripts/stack.
MONGO_PORT="${MONGO_PORT:-$(( 27017 + ${STUDYHALL_PORT_OFFSET:-0} ))}"
FERRETDB_VERSION=v1.24.2
ferretdb_probe=mongo
ferretdb_timeout=30
ferretdb_match='ferretdb'
ferretdb_ports() { echo "MONGO_PORT=$MONGO_PORT"; }

# FerretDB embeds build/version/version.txt, which is generated at release time and absent from the
# Go module: a plain module build panics at startup ("Invalid build/version/version.txt file
# content"). So build from a copy of the module source with that file written, via a replace.
_ferretdb_prepare_src() { # $1 = throwaway module dir (cwd)
  local dir
  dir="$(go mod download -json github.com/FerretDB/FerretDB | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [ -n "$dir" ] && [ -d "$dir" ] || { echo "go mod download gave no source dir for FerretDB"; return 1; }
  cp -R "$dir" "$1/src" && chmod -R u+w "$1/src" \
    && echo "$FERRETDB_VERSION" >"$1/src/build/version/version.txt" \
    && go mod edit -replace "github.com/FerretDB/FerretDB=./src"
}

ferretdb_install() { # $1 = install log
  sh_go_install ferretdb github.com/FerretDB/FerretDB "$FERRETDB_VERSION" \
    github.com/FerretDB/FerretDB/cmd/ferretdb "$1" _ferretdb_prepare_src
}

# A crash while a database file was being created (seen once: SIGBUS in SQLite's WAL under heavy
# load) leaves a file without FerretDB's metadata table, and FerretDB then refuses to start at all.
# Such files hold no data; they are moved aside (to ferretdb/broken/) so the others stay usable.
_ferretdb_set_aside_broken() {
  command -v python3 >/dev/null 2>&1 || return 0
  python3 - "$DATA/ferretdb" 2>>"$LOGS/ferretdb.log" <<'PY'
import os, sqlite3, sys
root = sys.argv[1]
for name in sorted(os.listdir(root)):
    if not name.endswith('.sqlite'):
        continue
    try:
        connection = sqlite3.connect(f'file:{os.path.join(root, name)}?mode=ro', uri=True)
        connection.execute('select 1 from _ferretdb_collections limit 1')
        connection.close()
    except sqlite3.Error as error:
        os.makedirs(os.path.join(root, 'broken'), exist_ok=True)
        for suffix in ('', '-wal', '-shm'):
            if os.path.exists(os.path.join(root, name + suffix)):
                os.replace(os.path.join(root, name + suffix), os.path.join(root, 'broken', name + suffix))
        print(f'[stack] ferretdb: moved aside {name} (unreadable: {error})', file=sys.stderr)
PY
}

ferretdb_prepare() { mkdir -p "$DATA/ferretdb"; _ferretdb_set_aside_broken; }

ferretdb_cmd() {
  CMD=("$SH_BIN/ferretdb" --handler=sqlite --sqlite-url="file:$DATA/ferretdb/"
       --listen-addr="127.0.0.1:$MONGO_PORT" --state-dir="$DATA/ferretdb"
       --telemetry=disable --debug-addr=- --log-level=info)
}
