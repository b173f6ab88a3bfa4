#!/bin/sh
# docker compose only: mounted into the postgres container as
# /docker-entrypoint-initdb.d/10-hookline.sh, so the image's entrypoint runs it once, when the
# data volume is new. It runs 01-schemas-and-roles.sql with the services' role passwords, which
# docker-compose.yml passes in from .env (never stored in the repo).
# Works whether the entrypoint executes it or sources it (no `set -e` / `exit` on success).
sql="${HOOKLINE_INIT_SQL:-/hookline/postgres/01-schemas-and-roles.sql}"
for var in AUTH_DB_PASSWORD VIDEO_DB_PASSWORD CREDITS_DB_PASSWORD PROFILE_DB_PASSWORD IDEAS_DB_PASSWORD SCRIPTS_DB_PASSWORD; do
  eval "value=\${$var:-}"
  if [ -z "$value" ]; then
    echo "hookline init: $var is not set in the postgres container's environment" >&2
    exit 1
  fi
done
psql -v ON_ERROR_STOP=1 --no-psqlrc --no-password \
  --username "${POSTGRES_USER:-postgres}" --dbname "${POSTGRES_DB:-hookline}" \
  -v auth_password="$AUTH_DB_PASSWORD" \
  -v video_password="$VIDEO_DB_PASSWORD" \
  -v credits_password="$CREDITS_DB_PASSWORD" \
  -v profile_password="$PROFILE_DB_PASSWORD" \
  -v ideas_password="$IDEAS_DB_PASSWORD" \
  -v scripts_password="$SCRIPTS_DB_PASSWORD" \
  -f "$sql" || exit 1
