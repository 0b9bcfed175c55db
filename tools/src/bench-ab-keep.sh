#!/usr/bin/env bash
# Keeps the current server build as "A" for `npm run bench:ab` (apps/server/.bench-a, git-ignored):
# its bundle and migrations copied; its data files (texts, dev keys) and node_modules linked, as the
# build finds them beside itself.
set -euo pipefail
cd "$(dirname "$0")/../../apps/server"
rm -rf .bench-a && mkdir .bench-a
cp -r dist drizzle .bench-a/
ln -s ../src .bench-a/src
ln -s ../node_modules .bench-a/node_modules
echo "kept: apps/server/.bench-a/dist/main.js"
