#!/usr/bin/env bash
# Writes .env at the repository root with random secrets for docker compose (see deploy/env.example).
# Refuses to overwrite an existing .env: the Postgres role passwords are fixed when the
# postgres-data volume is first created, so changing them later needs deploy/postgres/README.md.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
env_file="$root/.env"
if [ -e "$env_file" ]; then
  echo "$env_file exists; not overwriting it" >&2
  exit 1
fi
rand() { od -An -N24 -tx1 /dev/urandom | tr -d ' \n'; }
umask 077
{
  echo "# Written by deploy/make-dev-env.sh on $(date -u +%Y-%m-%dT%H:%M:%SZ). Not for production."
  echo "SESSION_SECRET=$(rand)$(rand)"
  for name in POSTGRES RABBITMQ REDIS AUTH_DB VIDEO_DB CREDITS_DB PROFILE_DB IDEAS_DB SCRIPTS_DB; do
    echo "${name}_PASSWORD=$(rand)"
  done
} > "$env_file"
echo "wrote $env_file"
