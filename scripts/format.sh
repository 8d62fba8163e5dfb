#!/usr/bin/env bash
# The project's Swift style (.swift-format: 4 spaces, lines within 120 characters, no chained
# statements), applied by the toolchain's swift-format.
#
#   bash scripts/format.sh check   # fails, naming each place, when a file is not formatted
#   bash scripts/format.sh fix     # formats every file in place
#
# Test fixtures written as an app's own files (Tests/*/Fixtures) keep their authors' style.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-check}
mapfile -t files < <(find Sources Tests Plugins Fuzz/Sources Stagehand/suite -name '*.swift' -not -path '*/Fixtures/*' | LC_ALL=C sort)
case "$mode" in
  check) swift format lint --strict --configuration .swift-format "${files[@]}" && echo "format: ${#files[@]} files formatted" ;;
  fix) swift format format -i --configuration .swift-format "${files[@]}" ;;
  *) echo "usage: scripts/format.sh check|fix" >&2; exit 2 ;;
esac
