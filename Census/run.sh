#!/bin/bash
# Census of animator files against AnimaticUIKit (docs/census.md).
#
#   Census/run.sh [MIRRORS]      the public corpus (corpus.tsv). MIRRORS: folder of bare mirrors
#                                named owner+name/repo (default /work/.mirror); a repository missing
#                                there is cloned from GitHub (blobless) when the network allows.
#   Census/run.sh --with-siblings [MIRRORS]
#                                the same, then a second measure (docs/census.md, "The file with its
#                                repository's declarations"): each file built with the repository's
#                                Swift files that declare the names the compiler cannot find, added
#                                round by round (target <id>-siblings, no stubs); siblings.tsv.
#   CENSUS_CORPUS=Census/unseen.tsv Census/run.sh [--with-siblings] [MIRRORS]
#                                another list of rows in corpus.tsv's columns (the unseen sample,
#                                docs/census.md): built the same way in its own folder,
#                                Census/.work/<its name without .tsv>, so corpus.tsv's results stay.
#   Census/run.sh --with-declarations [MIRRORS]
#                                both measures, then a fourth (docs/census.md, "The file with the
#                                declarations it needs"): each file whose second measure fails built
#                                with only the declarations its errors name, copied as written from
#                                the repository's files (Census/declarations.sh); declarations.tsv.
#   Census/run.sh --with-bodies [MIRRORS]
#                                the fourth measure, then a fifth (docs/census.md, "The file with
#                                failing bodies reported"): each file whose fourth measure fails built
#                                with the copied bodies that cannot compile replaced by a report, and
#                                missing modules' types by a stand-in (Census/bodies.sh); bodies.tsv.
#   Census/run.sh --with-dependencies [MIRRORS]
#                                both measures, then a third (docs/census.md, "The file with its
#                                dependencies"): the second measure's target with the third-party
#                                modules its repository declares built from their sources
#                                (Census/dependencies.sh, Census/dependencies.tsv); dependencies.tsv.
#   Census/run.sh --with-own-modules [MIRRORS]
#                                the third measure with the repository's own modules resolved first
#                                (docs/census.md, "The file with its repository's own modules"): local
#                                pods, local packages' targets, Xcode framework folders, at the row's
#                                commit, built whole. With --with-bodies as well, all five measures and
#                                the files that compile by any of them.
#   Options before MIRRORS: --half tuning|held-out|- (only that half's rows; - the library
#   census), --only REGEX (only the rows whose id matches it whole).
#   Census/run.sh --fixtures     the project's own corpus (Census/fixtures/*.swift): every file
#                                must compile, and its driver must render and pass its checks
#                                (frame count, pixels); exits 1 otherwise. CI runs this.
#
# Nothing here names a compiler flag or a module of Animatic: the script generates a SwiftPM
# package (Census/.work/<mode>/package, ignored by git, so third-party code stays out of the
# repository) that depends on this package by path. Each file is a target that applies the
# AnimaticRewrite plugin (the file is listed in the target's AnimaticSources.txt, never copied or
# edited) and depends on the products AnimaticUIKit, UIKit, QuartzCore and os, in the language
# mode its project declares (Census/swift-version.sh; a fixture's <id>.swift-version file; Swift 5
# when nothing says). So a new module or C target in Animatic is picked up as an app would pick it
# up. Per file:
#   <id>         a library: the file and its stubs (Census/stubs/<id>.swift, _<group>.swift).
#                Builds = "compiles".
#   <id>-render  when a driver exists (drivers/<id>.driver.swift, or fixtures/<id>.driver.swift):
#                the same sources, the driver and main.swift, an executable that records the
#                transition and writes every frame. Its last line is the verdict.
# A library module a file imports (stubs/modules/<Module>.swift) is a target of its own.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
MODE=corpus WITH_SIBLINGS= WITH_DECLARATIONS= WITH_BODIES= WITH_DEPENDENCIES= WITH_OWN_MODULES= ONLY_HALF= ONLY_IDS=
while [ $# -gt 0 ]; do
    case $1 in
        --with-siblings) WITH_SIBLINGS=1; shift ;;
        --with-declarations) WITH_SIBLINGS=1 WITH_DECLARATIONS=1; shift ;;
        --with-bodies) WITH_SIBLINGS=1 WITH_DECLARATIONS=1 WITH_BODIES=1; shift ;;
        --with-dependencies) WITH_SIBLINGS=1 WITH_DEPENDENCIES=1; shift ;;
        --with-own-modules) WITH_SIBLINGS=1 WITH_DEPENDENCIES=1 WITH_OWN_MODULES=1; shift ;;
        --half) ONLY_HALF=$2; shift 2 ;;
        --only) ONLY_IDS=$2; shift 2 ;;
        *) break ;;
    esac
done
if [ "${1:-}" = "--fixtures" ]; then
    MODE=fixtures
else
    MIRRORS=$(cd "${1:-/work/.mirror}" 2>/dev/null && pwd) || {
        echo "error: no mirrors folder ${1:-/work/.mirror}" >&2
        exit 2
    }
fi
# The rows: corpus.tsv, or CENSUS_CORPUS's file, which works in a folder named after it.
CORPUS=${CENSUS_CORPUS:-Census/corpus.tsv} WORK_NAME=$MODE
[ "$MODE" = corpus ] && [ "$CORPUS" != Census/corpus.tsv ] && WORK_NAME=$(basename "$CORPUS" .tsv)
[ -f "$CORPUS" ] || { echo "error: no $CORPUS" >&2; exit 2; }
WORK=$ROOT/Census/.work/$WORK_NAME
PKG=$WORK/package
SCRATCH=$WORK/build
. "$ROOT/scripts/generated-package.sh"
fresh_dependency_build "$SCRATCH" "$ROOT"
# The third measure's module targets (modules.tsv of the last run) leave their modules in the
# shared build folder, where the first two measures' targets would find them: removed first.
if [ -f "$WORK/modules.tsv" ]; then
    for module in $(tail -n +2 "$WORK/modules.tsv" | cut -f1); do
        find "$SCRATCH" \( -path "*/Modules/$module.*" -o -path "*/$module.build" \) -prune -exec rm -rf {} + 2> /dev/null
    done
    rm -f "$WORK/modules.tsv"
fi
mkdir -p "$WORK/files" "$WORK/logs" "$WORK/render" "$ROOT/Census/.work/clones"
# The package identity SwiftPM gives a path dependency: the folder's name, lowercased.
IDENTITY=$(basename "$ROOT" | tr '[:upper:]' '[:lower:]')

# 1. The files: ids, where each file is, its driver.
ids=()
declare -A FILE DRIVER REPO PATH_IN_REPO MISSING KIND HALF VERSION COMMIT GIT_DIR
if [ "$MODE" = fixtures ]; then
    MAIN=$ROOT/Census/fixtures/_main.swift
    for file in Census/fixtures/*.swift; do
        case $file in *.driver.swift | */_main.swift) continue ;; esac
        id=$(basename "$file" .swift)
        ids+=("$id")
        FILE[$id]=$ROOT/$file REPO[$id]=fixtures PATH_IN_REPO[$id]=$file
        # Every fixture has a driver: what it must render is the point of the corpus.
        [ -f "Census/fixtures/$id.driver.swift" ] || { echo "error: $file has no $id.driver.swift" >&2; exit 2; }
        DRIVER[$id]=$ROOT/Census/fixtures/$id.driver.swift
        # A fixture written as a Swift 4 project's file says so as a pod does: <id>.swift-version.
        [ -f "Census/fixtures/$id.swift-version" ] && VERSION[$id]=$(tr -d '[:space:]' < "Census/fixtures/$id.swift-version")
    done
else
    MAIN=$ROOT/Census/drivers/_main.swift
    while IFS=$'\t' read -r id repo commit path kind half; do
        [ "$id" = id ] && continue
        # The row filters (--half, --only): the other rows are not built at all.
        [ -n "$ONLY_HALF" ] && [ "${half:--}" != "$ONLY_HALF" ] && continue
        [ -n "$ONLY_IDS" ] && ! [[ $id =~ ^($ONLY_IDS)$ ]] && continue
        ids+=("$id")
        KIND[$id]=${kind:-library} HALF[$id]=${half:--}
        REPO[$id]=$repo PATH_IN_REPO[$id]=$path FILE[$id]=$WORK/files/$id.swift
        git_dir=$(mirror "$repo") || true
        COMMIT[$id]=$commit GIT_DIR[$id]=$git_dir
        if [ -z "$git_dir" ] || ! git --git-dir="$git_dir" show "$commit:$path" > "$WORK/files/$id.tmp" 2>/dev/null; then
            MISSING[$id]=1
            continue
        fi
        put "$WORK/files/$id.tmp" "$WORK/files/$id.swift"
        VERSION[$id]=$(Census/swift-version.sh "$git_dir" "$commit" "$path" | cut -f1)
        rm -f "$WORK/files/$id.tmp"
        [ -f "Census/drivers/$id.driver.swift" ] && DRIVER[$id]=$ROOT/Census/drivers/$id.driver.swift
    done < "$CORPUS"
fi

# 2. The package.
source Census/products.sh
. "$ROOT/Census/catalogs.sh"
uikit_deps=$(uikit_products "$IDENTITY")
swift5='swiftSettings: [.swiftLanguageMode(.v5)]'
plugin='plugins: [.plugin(name: "AnimaticRewrite", package: "'$IDENTITY'")]'
targets=""
for module in Census/stubs/modules/*.swift; do
    name=$(basename "$module" .swift)
    put "$module" "$PKG/Modules/$name/$name.swift"
    targets+="        .target(name: \"$name\", dependencies: [$uikit_deps], path: \"Modules/$name\", $swift5),
"
done
# sources ID DIR: fills DIR with the target's own sources (stubs) and its AnimaticSources.txt.
sources() {
    local id=$1 dir=$2
    mkdir -p "$dir"
    printf '# Generated by Census/run.sh: the file the AnimaticRewrite plugin compiles.\n%s\n' "${FILE[$id]}" \
        | write "$dir/AnimaticSources.txt"
    # A target needs one source of its own; the plugin's output is added to it.
    echo "// Generated by Census/run.sh." | write "$dir/_target.swift"
    [ -f "Census/stubs/$id.swift" ] && put "Census/stubs/$id.swift" "$dir/stubs-$id.swift"
    [ -f "Census/stubs/_${id%%-*}.swift" ] && put "Census/stubs/_${id%%-*}.swift" "$dir/stubs-_${id%%-*}.swift"
}
for id in "${ids[@]}"; do
    [ -n "${MISSING[$id]:-}" ] && continue
    deps=$uikit_deps
    # A library module the file imports, from its stubs.
    for module in $(sed -n 's/^[[:space:]]*import[[:space:]]\{1,\}\([A-Za-z_]*\).*/\1/p' "${FILE[$id]}"); do
        [ -f "Census/stubs/modules/$module.swift" ] && deps+=", \"$module\""
    done
    sources "$id" "$PKG/Sources/$id"
    # The repository's catalogs, read once here (the measures' lists call catalog_lines in subshells).
    [ -n "$WITH_SIBLINGS" ] && catalog_lines "$id" > /dev/null
    mode="swiftSettings: [.swiftLanguageMode(.$(language_mode "${VERSION[$id]:-}"))]"
    targets+="        .target(
            name: \"$id\", dependencies: [$deps], path: \"Sources/$id\",
            exclude: [\"AnimaticSources.txt\"], $mode, $plugin),
"
    if [ -n "${DRIVER[$id]:-}" ]; then
        sources "$id" "$PKG/Sources/$id-render"
        put "${DRIVER[$id]}" "$PKG/Sources/$id-render/driver.swift"
        put "$MAIN" "$PKG/Sources/$id-render/main.swift"
        targets+="        .executableTarget(
            name: \"$id-render\", dependencies: [$deps, .product(name: \"Animatic\", package: \"$IDENTITY\")],
            path: \"Sources/$id-render\", exclude: [\"AnimaticSources.txt\"], $mode, $plugin),
"
    fi
    # The second measure's target: the file, then its repository's declarations (step 4), no stubs.
    if [ -n "$WITH_SIBLINGS" ]; then
        mkdir -p "$PKG/Sources/$id-siblings"
        # Round 0: the file alone (Census/siblings.sh adds the siblings, renaming _round<N>.swift).
        find "$PKG/Sources/$id-siblings" -name '_*.swift' ! -name _round0.swift -delete
        echo "// Generated by Census/run.sh --with-siblings (round 0)." | write "$PKG/Sources/$id-siblings/_round0.swift"
        printf '# Generated by Census/run.sh --with-siblings.\n%s\n%s\n' "${FILE[$id]}" "$(catalog_lines "$id")" \
            | write "$PKG/Sources/$id-siblings/AnimaticSources.txt"
        targets+="        .target(
            name: \"$id-siblings\", dependencies: [$uikit_deps], path: \"Sources/$id-siblings\",
            exclude: [\"AnimaticSources.txt\"], $mode, $plugin),
"
        # A file that compiles only with its siblings renders with them: siblings.sh gives this target
        # the siblings target's final sources and builds it (no stubs, as that measure).
        if [ -n "${DRIVER[$id]:-}" ]; then
            dir=$PKG/Sources/$id-siblings-render
            mkdir -p "$dir"
            find "$dir" -name '_round*.swift' ! -name _round0.swift -delete
            echo "// Generated by Census/run.sh --with-siblings (round 0)." | write "$dir/_round0.swift"
            printf '# Generated by Census/run.sh --with-siblings.\n%s\n%s\n' "${FILE[$id]}" "$(catalog_lines "$id")" \
                | write "$dir/AnimaticSources.txt"
            put "${DRIVER[$id]}" "$dir/driver.swift"
            put "$MAIN" "$dir/main.swift"
            targets+="        .executableTarget(
            name: \"$id-siblings-render\",
            dependencies: [$uikit_deps, .product(name: \"Animatic\", package: \"$IDENTITY\")],
            path: \"Sources/$id-siblings-render\", exclude: [\"AnimaticSources.txt\"], $mode, $plugin),
"
        fi
    fi
    # The fourth measure's target: the file, then the generated files of declarations/ (excluded
    # here: the plugin compiles them, listed by Census/declarations.sh in AnimaticSources.txt).
    if [ -n "$WITH_DECLARATIONS" ]; then
        dir=$PKG/Sources/$id-declarations
        rm -rf "$dir/declarations"
        mkdir -p "$dir/declarations"
        find "$dir" -maxdepth 1 -name '_round*.swift' ! -name _round0.swift -delete
        echo "// Generated by Census/run.sh --with-declarations (round 0)." | write "$dir/_round0.swift"
        printf '# Generated by Census/run.sh --with-declarations.\n%s\n%s\n' "${FILE[$id]}" "$(catalog_lines "$id")" \
            | write "$dir/AnimaticSources.txt"
        targets+="        .target(
            name: \"$id-declarations\", dependencies: [$uikit_deps], path: \"Sources/$id-declarations\",
            exclude: [\"AnimaticSources.txt\", \"declarations\"], $mode, $plugin),
"
    fi
    # The fifth measure's target: as the fourth's, its generated files written by Census/bodies.sh.
    if [ -n "$WITH_BODIES" ]; then
        dir=$PKG/Sources/$id-bodies
        rm -rf "$dir/declarations"
        mkdir -p "$dir/declarations"
        find "$dir" -maxdepth 1 -name '_round*.swift' ! -name _round0.swift -delete
        echo "// Generated by Census/run.sh --with-bodies (round 0)." | write "$dir/_round0.swift"
        printf '# Generated by Census/run.sh --with-bodies.\n%s\n%s\n' "${FILE[$id]}" "$(catalog_lines "$id")" \
            | write "$dir/AnimaticSources.txt"
        targets+="        .target(
            name: \"$id-bodies\", dependencies: [$uikit_deps], path: \"Sources/$id-bodies\",
            exclude: [\"AnimaticSources.txt\", \"declarations\"], $mode, $plugin),
"
    fi
done
write "$PKG/Package.swift" << EOF
// swift-tools-version: 6.1
// Generated by Census/run.sh ($MODE): one target per animator file, against Animatic by path.
import PackageDescription

let package = Package(
    name: "Census",
    dependencies: [.package(path: "$ROOT")],
    targets: [
$targets    ]
)
EOF
# The versions the Animatic package itself was resolved to, so no other version is fetched.
[ -f Package.resolved ] && put Package.resolved "$PKG/Package.resolved"

# 3. Build and run each file.
# SwiftPM itself crashing (a signal: libdispatch's event loop under load, seen with three builds on two
# cores) is not the file's failure: the build is run once more.
build() {
    swift build --package-path "$PKG" --scratch-path "$SCRATCH" "$@"
    local status=$?
    if [ $status -ge 128 ]; then
        echo "census: swift build ended by signal $((status - 128)); once more" >&2
        swift build --package-path "$PKG" --scratch-path "$SCRATCH" "$@"
        status=$?
    fi
    return $status
}
echo "building Animatic for the census ($MODE) …" >&2
build_animatic "$PKG" "$SCRATCH" "$WORK/logs/_animatic.log" census
BIN=$(build --show-bin-path)
printf "id\trepository\tpath\tcompiles\terrors\tfirst error\trenders\tkind\thalf\tswift\n" > "$WORK/results.tsv"
total=0 compiled=0 rendered=0 drivers=0
for id in "${ids[@]}"; do
    total=$((total + 1))
    row="$id\t${REPO[$id]}\t${PATH_IN_REPO[$id]}"
    kind=${KIND[$id]:-fixture} half=${HALF[$id]:--}
    # The declared version and the mode it built in, e.g. "4.0 (v4)"; "- (v5)" when none.
    swift="${VERSION[$id]:--} ($(language_mode "${VERSION[$id]:-}"))"
    if [ -n "${MISSING[$id]:-}" ]; then
        printf "$row\tmissing\t-\tno mirror or commit\t\t%s\t%s\t-\n" "$kind" "$half" >> "$WORK/results.tsv"
        continue
    fi
    log=$WORK/logs/$id.log
    if ! build --target "$id" > "$log" 2>&1; then
        errors=$(grep -c ": error:" "$log")
        first=$(grep -m1 ": error:" "$log" | sed 's/^[^:]*:\([0-9]*\):[0-9]*: error: /line \1: /')
        printf "$row\tno\t%s\t%s\t\t%s\t%s\t%s\n" "$errors" "${first//\\/\\\\}" "$kind" "$half" "$swift" >> "$WORK/results.tsv"
        continue
    fi
    compiled=$((compiled + 1))
    verdict="no driver"
    if [ -n "${DRIVER[$id]:-}" ]; then
        drivers=$((drivers + 1))
        if ! build --product "$id-render" > "$WORK/logs/$id.render.log" 2>&1; then
            verdict="driver does not build"
        else
            rm -rf "$WORK/render/$id-frames"
            verdict=$(timeout 120 "$BIN/$id-render" "$WORK/render/$id-frames" 2>&1 | tail -1 | cut -c1-300)
            [[ $verdict == renders* ]] && rendered=$((rendered + 1))
        fi
    fi
    printf "$row\tyes\t0\t\t%s\t%s\t%s\t%s\n" "${verdict//\\/\\\\}" "$kind" "$half" "$swift" >> "$WORK/results.tsv"
done
cut -f1,4,5,6,7 "$WORK/results.tsv" | column -t -s $'\t' | cut -c1-200
echo "compiled $compiled of $total; rendered $rendered of $drivers with a driver"
. "$ROOT/Census/own-modules.sh"
[ -n "$WITH_SIBLINGS" ] && . "$ROOT/Census/siblings.sh"
[ -n "$WITH_DECLARATIONS" ] && . "$ROOT/Census/declarations.sh"
[ -n "$WITH_BODIES" ] && . "$ROOT/Census/bodies.sh"
[ -n "$WITH_DEPENDENCIES" ] && . "$ROOT/Census/dependencies.sh"
if [ "$MODE" = fixtures ] && { [ "$compiled" -ne "$total" ] || [ "$rendered" -ne "$drivers" ]; }; then
    echo "error: a fixture no longer compiles or renders what it should (logs in $WORK/logs)" >&2
    exit 1
fi
exit 0
