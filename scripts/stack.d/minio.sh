# MinIO (S3 API) built from its Go module. Sourced by scripts/stack.
MINIO_PORT="${MINIO_PORT:-$(( 9000 + ${STUDYHALL_PORT_OFFSET:-0} ))}"
MINIO_CONSOLE_PORT="${MINIO_CONSOLE_PORT:-$(( 9001 + ${STUDYHALL_PORT_OFFSET:-0} ))}"
# MinIO publishes no semver module tags; this pseudo-version is the last commit of the repository.
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
minio_probe=s3
minio_timeout=60
minio_match='minio'
minio_ports() { echo "MINIO_PORT=$MINIO_PORT MINIO_CONSOLE_PORT=$MINIO_CONSOLE_PORT"; }

minio_install() { # $1 = install log
  sh_go_install minio github.com/minio/minio "$MINIO_VERSION" github.com/minio/minio "$1"
}

minio_prepare() { mkdir -p "$DATA/minio"; }

minio_cmd() {
  CMD=(env MINIO_ROOT_USER="$S3_ACCESS_KEY_ID" MINIO_ROOT_PASSWORD="$S3_SECRET_ACCESS_KEY"
       MINIO_UPDATE=off MINIO_CALLHOME_ENABLE=off
       "$SH_BIN/minio" server "$DATA/minio" --address "127.0.0.1:$MINIO_PORT"
       --console-address "127.0.0.1:$MINIO_CONSOLE_PORT")
}
