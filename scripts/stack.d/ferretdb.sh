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

ferretdb_prepare() { mkdir -p "$DATA/ferretdb"; }

ferretdb_cmd() {
  CMD=("$SH_BIN/ferretdb" --handler=sqlite --sqlite-url="file:$DATA/ferretdb/"
       --listen-addr="127.0.0.1:$MONGO_PORT" --state-dir="$DATA/ferretdb"
       --telemetry=disable --debug-addr=- --log-level=info)
}
