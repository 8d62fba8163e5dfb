#!/usr/bin/env bash
# Prints a SHA-256 line for every file Animatic writes for the given scenes: frames, contact
# sheets (grid, strip, onion, trails), timing plots (PNG and SVG), exports (APNG, GIF), review
# pages, values (JSON, CSV) and a golden record. A refactor that must not change output is
# checked by running it before and after and comparing the two listings (`diff`), over all
# scenes, not by eye.
#
#   bash scripts/output-digests.sh BINARY OUT_DIR [SCENE...] > digests.txt
# SCENE defaults to every scene in scenes/.
set -euo pipefail
binary=$1
out=$2
shift 2
scenes=("$@")
if [ ${#scenes[@]} -eq 0 ]; then scenes=(scenes/*.yaml); fi
rm -rf "$out"
mkdir -p "$out"
# A command that fails is listed (its exit status and last line) rather than ending the run: a
# failure that a change fixes or introduces shows in the comparison like a changed file.
run() {
  local status=0 last
  last=$("$binary" "$@" 2>&1 >/dev/null | tail -1) || status=$?
  [ "$status" -eq 0 ] || echo "exit $status: ${*//$out/OUT} :: ${last//$out/OUT}" >> "$out/failures.txt"
}
# Progress lines and timings go to stderr; what is hashed is the files.
run render "${scenes[@]}" --out "$out/frames"
for scene in "${scenes[@]}"; do
  name=$(basename "$scene" .yaml)
  dir="$out/review/$name"
  mkdir -p "$dir"
  run sheet "$scene" -o "$dir/sheet.png"
  run sheet "$scene" --strip --count 4 -o "$dir/strip.png"
  run sheet "$scene" --onion -o "$dir/onion.png"
  run sheet "$scene" --trails -o "$dir/trails.png"
  run plot "$scene" -o "$dir/plot.png"
  run plot "$scene" -o "$dir/plot.svg"
  run export "$scene" --format apng -o "$dir/export.apng"
  run export "$scene" --format gif -o "$dir/export.gif"
  "$binary" values "$scene" --format json > "$dir/values.json" 2>/dev/null || echo "exit $?: values json $scene" >> "$out/failures.txt"
  "$binary" values "$scene" --format csv > "$dir/values.csv" 2>/dev/null || echo "exit $?: values csv $scene" >> "$out/failures.txt"
  run review "$scene" -o "$dir/page"
done
run check "${scenes[@]}" --goldens "$out/goldens" --record all --no-lint
(cd "$out" && find . -type f ! -name '*.lock' | LC_ALL=C sort | xargs -d '\n' sha256sum)
