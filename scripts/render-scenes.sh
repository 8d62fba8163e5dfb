#!/usr/bin/env bash
# Installs what is needed, builds the release binary, and renders every scene in scenes/ into output/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --product animatic
.build/release/animatic render scenes --out output --overwrite
