#!/bin/bash
# Census of public animator files against AnimaticUIKit (docs/census.md).
#
#   Census/run.sh [MIRRORS]      MIRRORS: folder of bare mirrors named owner+name/repo
#                                (default /work/.mirror); a repository missing there is cloned
#                                from GitHub (blobless) into Census/.work/clones when the network allows.
#
# For each row of corpus.tsv it writes the file at that commit into Census/.work/files/ (ignored
# by git: third-party code stays out of the repository), passes it through animatic-rewrite (the
# AnimaticRewrite plugin's tool) and type-checks it in Swift 5 mode against AnimaticUIKit,
# QuartzCore and os, with Census/stubs/<id>.swift (our stand-ins for the app's sibling types) when
# present. A file that compiles and has Census/drivers/<id>.driver.swift is then linked into a
# program that records and renders it (frames in Census/.work/render/<id>-frames/). Results go
# to Census/.work/results.tsv and one log per file. Never part of `swift test`.
set -uo pipefail
MIRRORS=$(cd "${1:-/work/.mirror}" 2>/dev/null && pwd) || { echo "error: no mirrors folder ${1:-/work/.mirror}" >&2; exit 2; }
cd "$(dirname "$0")/.."
WORK=Census/.work
mkdir -p "$WORK/files" "$WORK/rewritten" "$WORK/logs" "$WORK/clones" "$WORK/modules"

swift build --product animatic-rewrite >/dev/null 2>&1 && swift build --target os >/dev/null 2>&1 && swift build --target QuartzCore >/dev/null 2>&1 || {
    echo "error: could not build animatic-rewrite and AnimaticUIKit" >&2; exit 2; }
BIN=$(swift build --show-bin-path)
INCLUDES=(-I "$BIN/Modules" -I Sources/CCairo $(pkg-config --cflags-only-I pangocairo | sed 's/-I/-Xcc -I/g'))
for map in $(find .build/checkouts -path "*/include/module.modulemap" 2>/dev/null); do INCLUDES+=(-I "$(dirname "$map")"); done

mirror() { # repository → git dir
    local name=${1/\//+}
    for candidate in "$MIRRORS/$name/repo/.git" "$MIRRORS/$name/repo" "$WORK/clones/$name.git"; do
        [ -d "$candidate" ] && { echo "$candidate"; return; }
    done
    git clone --quiet --bare --filter=blob:none "https://github.com/$1.git" "$WORK/clones/$name.git" 2>/dev/null \
        && echo "$WORK/clones/$name.git"
}

# Rendering links the animator with AnimaticUIKit's objects as `swift build` left them.
OBJECTS=$(ls "$BIN"/{AnimaticUIKit,Animatic,AnimaticCore,AnimaticSceneFile,AnimaticRender,AnimaticGolden,AnimaticFiles,Yams}.build/*.o \
    "$BIN"/CYaml.build/src/*.o 2>/dev/null | grep -v '\.swiftmodule\.o$')
mkdir -p "$WORK/render"
cp Census/drivers/_main.swift "$WORK/render/main.swift"

# renders ID REWRITTEN STUBS…: with Census/drivers/ID.driver.swift (the animator as the library's
# delegate makes it), builds a program that records and renders it; prints its verdict.
renders() {
    local id=$1 out=$2; shift 2
    local driver="Census/drivers/$id.driver.swift"
    [ -f "$driver" ] || { echo "no driver"; return; }
    if ! swiftc -swift-version 5 -module-name CensusApp "${INCLUDES[@]}" "$out" "$@" "$driver" "$WORK/render/main.swift" \
        $OBJECTS $(pkg-config --libs pangocairo libpng) -o "$WORK/render/$id" > "$WORK/logs/$id.render.log" 2>&1; then
        echo "driver does not build"; return
    fi
    rm -rf "$WORK/render/$id-frames"
    timeout 120 "$WORK/render/$id" "$WORK/render/$id-frames" 2>&1 | tail -1 | cut -c1-300
}

printf "id\trepository\tpath\tcompiles\terrors\tfirst error\trenders\n" > "$WORK/results.tsv"
total=0; compiled=0
while IFS=$'\t' read -r id repo commit path; do
    [ "$id" = id ] && continue
    total=$((total + 1))
    git_dir=$(mirror "$repo") || true
    file="$WORK/files/$id.swift" out="$WORK/rewritten/$id.rewritten.swift" log="$WORK/logs/$id.log"
    if [ -z "$git_dir" ] || ! git --git-dir="$git_dir" show "$commit:$path" > "$file" 2>/dev/null; then
        printf "%s\t%s\t%s\tmissing\t-\tno mirror or commit\n" "$id" "$repo" "$path" >> "$WORK/results.tsv"; continue
    fi
    "$BIN/animatic-rewrite" "$file" "$out" "$repo/$path"
    # Stubs: Census/stubs/<id>.swift, and Census/stubs/_<group>.swift shared by ids <group>-….
    stubs=(); [ -f "Census/stubs/$id.swift" ] && stubs=("Census/stubs/$id.swift")
    [ -f "Census/stubs/_${id%%-*}.swift" ] && stubs+=("Census/stubs/_${id%%-*}.swift")
    # A library module the file imports (Census/stubs/modules/<Module>.swift) is built first, for
    # type-checking only.
    for module in $(sed -n 's/^[[:space:]]*import[[:space:]]\{1,\}\([A-Za-z_]*\).*/\1/p' "$out"); do
        [ -f "Census/stubs/modules/$module.swift" ] || continue
        mkdir -p "$WORK/modules"
        swiftc -emit-module -swift-version 5 -module-name "$module" "${INCLUDES[@]}" "Census/stubs/modules/$module.swift" \
            -emit-module-path "$WORK/modules/$module.swiftmodule" > "$log.module" 2>&1
    done
    if swiftc -typecheck -swift-version 5 -module-name CensusApp "${INCLUDES[@]}" -I "$WORK/modules" "$out" "${stubs[@]}" > "$log" 2>&1; then
        compiled=$((compiled + 1))
        printf "%s\t%s\t%s\t%s\t0\t\t%s\n" "$id" "$repo" "$path" yes "$(renders "$id" "$out" "${stubs[@]}")" >> "$WORK/results.tsv"
    else
        errors=$(grep -c ": error:" "$log"); first=$(grep -m1 ": error:" "$log" | sed 's/^[^:]*:\([0-9]*\):[0-9]*: error: /line \1: /')
        printf "%s\t%s\t%s\tno\t%s\t%s\n" "$id" "$repo" "$path" "$errors" "$first" >> "$WORK/results.tsv"
    fi
done < Census/corpus.tsv
column -t -s $'\t' "$WORK/results.tsv" | cut -c1-220
echo "compiled $compiled of $total"
