# Sourced by Census/run.sh before the fifth measure (bodies.sh) and the third (dependencies.sh): how a
# module a row's file or siblings import is resolved to its sources and read out of its repository
# (docs/census.md, "The file with its dependencies (issue 26, sixth step): the rule", and the own-module
# rule of the thirteenth step). dep_init starts the modules afresh; each measure calls it first.
# Expects run.sh's and siblings.sh's variables and functions.


DEP_MODULES=8
# The pods' repositories; the self-test names its own table (CENSUS_DEPENDENCY_TABLE).
DEP_TABLE=${CENSUS_DEPENDENCY_TABLE:-$ROOT/Census/dependencies.tsv}
# The folders a manifest is not looked for in (select.sh's, as siblings.sh's).
DEP_EXCLUDED='(^|/)(Pods|Carthage|Checkouts|Vendor|vendor|ThirdParty)/'

# dep_table MODULE: "pod<TAB>owner/name" from dependencies.tsv, or nothing.
dep_table() {
    awk -F'\t' -v m="$1" 'tolower($1) == tolower(m) && !/^#/ { print $2 "\t" $3; exit }' "$DEP_TABLE"
}

# dep_manifests GIT_DIR COMMIT NAMEPATTERN: the paths of the manifests (outside the excluded
# folders) whose file name matches the extended pattern.
dep_manifests() {
    git --git-dir="$1" ls-tree -r --name-only "$2" 2> /dev/null | grep -E "(^|/)($3)\$" | grep -vE "$DEP_EXCLUDED"
}

# dep_declared GIT_DIR COMMIT MODULE: how an app's repository declares MODULE (rule 3):
# "pod<TAB>owner/name", "carthage<TAB>owner/name", "swiftpm<TAB>owner/name", "unlisted" (a pod the
# table does not list), or nothing (not declared).
dep_declared() {
    local git_dir=$1 commit=$2 module=$3 row pod names path text
    row=$(dep_table "$module")
    pod=$(cut -f1 <<< "$row")
    names=$module${pod:+|$pod}
    for path in $(dep_manifests "$git_dir" "$commit" 'Podfile|Podfile\.lock'); do
        text=$(git --git-dir="$git_dir" show "$commit:$path" 2> /dev/null)
        if grep -qiE "^[[:space:]]*pod[[:space:]]+['\"‘’]($names)(/[^'\"‘’]*)?['\"‘’]|^[[:space:]]*- \"?($names)(/[^ \"]*)?\"? \(" \
            <<< "$text"; then
            [ -n "$row" ] && printf 'pod\t%s\n' "$(cut -f2 <<< "$row")" || echo unlisted
            return
        fi
    done
    for path in $(dep_manifests "$git_dir" "$commit" 'Cartfile|Cartfile\.resolved'); do
        row=$(git --git-dir="$git_dir" show "$commit:$path" 2> /dev/null \
            | sed -nE 's#^[[:space:]]*git(hub)?[[:space:]]+"(https?://github\.com/)?([^/"]+)/([^/"]+)".*#\3/\4#p' \
            | sed 's/\.git$//' | awk -F/ -v m="$module" 'tolower($2) == tolower(m) { print; exit }')
        [ -n "$row" ] && { printf 'carthage\t%s\n' "$row"; return; }
    done
    for path in $(dep_manifests "$git_dir" "$commit" 'Package\.swift|Package\.resolved'); do
        row=$(dep_urls "$(git --git-dir="$git_dir" show "$commit:$path" 2> /dev/null)" "$module")
        [ -n "$row" ] && { printf 'swiftpm\t%s\n' "$row"; return; }
    done
}

# dep_urls TEXT MODULE: the owner/name of a GitHub URL in TEXT (a Package.swift `.package(url:)` or
# a Package.resolved pin) whose name is MODULE, without case.
dep_urls() {
    grep -oiE "github\.com[/:][A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+" <<< "$1" | sed -E 's#^github\.com[/:]##; s/\.git$//' \
        | awk -F/ -v m="$2" 'tolower($2) == tolower(m) { print; exit }'
}

# dep_podspec GIT_DIR POD: the path of POD's podspec at HEAD (rule 6).
dep_podspec() {
    local files
    files=$(git --git-dir="$1" ls-tree -r --name-only HEAD 2> /dev/null | grep -E '\.podspec$' | LC_ALL=C sort)
    grep -m1 -ixF "$2.podspec" <<< "$files" || grep -m1 -E '^[^/]*\.podspec$' <<< "$files" || head -1 <<< "$files"
}

# dep_source_status MODULE PATHS PREFIX [UMBRELLA]: rule 7 on the module's source paths: sets
# DEP_STATUS[MODULE] to PREFIX (module- or module-own-) + objc or unresolved, or to built (then
# DEP_FILES and the module's target). With UMBRELLA, a header named MODULE.h (the umbrella header
# of Xcode's framework template) is not an Objective-C source (the own-module rule, its rule 5; for
# third-party modules too since the eighteenth step).
dep_source_status() {
    local module=$1 paths c_family
    paths=$(grep -v '^$' <<< "$2" | LC_ALL=C sort -u)
    c_family=$(grep -E '\.(h|m|mm|c|cc|cpp)$' <<< "$paths")
    [ -n "${4:-}" ] && c_family=$(grep -vE "(^|/)$module\.h\$" <<< "$c_family")
    if [ -z "$(grep -E '\.swift$' <<< "$paths")" ] && [ -z "$c_family" ]; then
        DEP_STATUS[$module]=${3}unresolved
    elif [ -n "$c_family" ]; then
        DEP_STATUS[$module]=${3}objc
    else
        DEP_STATUS[$module]=built
        DEP_FILES[$module]=$(grep -E '\.swift$' <<< "$paths")
        dep_module_target "$module"
    fi
}

# dep_sources MODULE HOW OWNER/NAME: resolves the module's repository and sources (rules 4–7) into
# DEP_STATUS[MODULE] (built, module-binary, module-objc, module-unresolved, module-unavailable),
# DEP_FILES, DEP_GIT, DEP_MANIFEST (the podspec or Package.swift its dependencies are read from).
dep_sources() {
    local module=$1 how=$2 repo=$3 git_dir commit files paths spec target path
    [ -n "${DEP_STATUS[$module]:-}" ] && return
    DEP_HOW[$module]=$how DEP_REPO[$module]=$repo DEP_OWNER[$module]=$repo
    git_dir=$(mirror "$repo") || true
    if [ -z "$git_dir" ] || ! commit=$(git --git-dir="$git_dir" rev-parse HEAD 2> /dev/null); then
        DEP_STATUS[$module]=module-unavailable
        return
    fi
    DEP_GIT[$module]=$git_dir DEP_COMMIT[$module]=$commit
    files=$(git --git-dir="$git_dir" ls-tree -r --name-only "$commit")
    local package=""
    git --git-dir="$git_dir" cat-file -e "$commit:Package.swift" 2> /dev/null && package=1
    # A pod whose repository no longer holds a podspec at its newest commit (RxSwift 6.9 dropped
    # CocoaPods) is read through its Package.swift, as a package's module is (the sixteenth step).
    [ "$how" = pod ] && [ -n "$package" ] && [ -z "$(dep_podspec "$git_dir" "$module")" ] && how=swiftpm
    if [ "$how" = pod ] || [ -z "$package" ]; then
        spec=$(dep_podspec "$git_dir" "$(cut -f1 <<< "$(dep_table "$module")")")
        [ -z "$spec" ] && spec=$(dep_podspec "$git_dir" "$module")
        DEP_MANIFEST[$module]=$spec
        local text
        text=$(git --git-dir="$git_dir" show "$commit:$spec" 2> /dev/null)
        if grep -qE 'vendored_frameworks' <<< "$text"; then
            DEP_STATUS[$module]=module-binary
            return
        fi
        paths=$(dep_podspec_paths "$text" "$files")
    else
        DEP_MANIFEST[$module]=Package.swift
        local manifest
        manifest=$(git --git-dir="$git_dir" show "$commit:Package.swift")
        target=$(dep_package_target "$manifest" "$module")
        if [ "${target%%$'\t'*}" = binaryTarget ]; then
            DEP_STATUS[$module]=module-binary
            return
        fi
        path=${target#*$'\t'}
        [ -z "$path" ] && path=Sources/$module
        paths=$(awk -v p="${path%/}/" 'index($0, p) == 1' <<< "$files")
    fi
    dep_source_status "$module" "$paths" module- umbrella
}

# --- The repository's own modules (run.sh --with-own-modules; the own-module rule's numbers) ---

# own_sources ID MODULE HOW MANIFEST: the own module's files at the row's commit (own-module rule
# 4, with the third measure's podspec and Package.swift readers, own_module_paths) and its status
# (rule 5) or target.
own_sources() {
    local id=$1 module=$2 how=$3 manifest=$4
    [ -n "${DEP_STATUS[$module]:-}" ] && return
    DEP_HOW[$module]=$how DEP_REPO[$module]=${REPO[$id]} DEP_OWNER[$module]=${REPO[$id]}@${COMMIT[$id]}
    DEP_GIT[$module]=${GIT_DIR[$id]} DEP_COMMIT[$module]=${COMMIT[$id]} DEP_MANIFEST[$module]=$manifest
    own_module_paths "$id" "$module" "$how" "$manifest"
    [ -n "$OWN_BINARY" ] && { DEP_STATUS[$module]=module-own-binary; return; }
    DEP_FILES_FROM[$module]=$OWN_FROM
    dep_source_status "$module" "$OWN_PATHS" module-own- umbrella
}

# own_clash ID MODULE: is MODULE already in the package from another repository or commit (own-module
# rule 5: a package holds one target of a name)?
own_clash() {
    [ -n "${DEP_STATUS[$2]:-}" ] && [ "${DEP_OWNER[$2]}" != "${REPO[$1]}@${COMMIT[$1]}" ]
}

# dep_module_target MODULE: reads the module's Swift files into $DEP_DIR/MODULE and makes its
# target's folder (rule 8).
dep_module_target() {
    local module=$1 dir=$PKG/Deps/$1 path
    rm -rf "$DEP_DIR/$module"
    while read -r path; do
        mkdir -p "$(dirname "$DEP_DIR/$module/$path")"
        git --git-dir="${DEP_GIT[$module]}" show "${DEP_COMMIT[$module]}:$path" > "$DEP_DIR/$module/$path"
    done <<< "${DEP_FILES[$module]}"
    mkdir -p "$dir"
    {
        echo "# Generated by Census/run.sh --with-dependencies: the module's Swift sources."
        sed "s|^|$DEP_DIR/$module/|" <<< "${DEP_FILES[$module]}"
    } | write "$dir/AnimaticSources.txt"
    printf '// Generated by Census/run.sh --with-dependencies: the umbrella header imports UIKit.\n@_exported import UIKit\n' \
        | write "$dir/_module.swift"
    # An own module: the projects that build its first file (own-module rule 6); a dependency: its
    # repository's.
    local first=""
    [[ ${DEP_HOW[$module]} == own-* ]] && first=$(head -1 <<< "${DEP_FILES[$module]}")
    DEP_VERSION[$module]=$(Census/swift-version.sh "${DEP_GIT[$module]}" "${DEP_COMMIT[$module]}" ${first:+"$first"} \
        | cut -f1)
}

# dep_resolve ID MODULE [FROM]: resolves MODULE for the row (FROM: the module whose file wants it,
# read through its own manifest; else the app's repository). Sets DEP_ROW[ID|MODULE] to its class
# or "built"; true when the module was added to the row's build.
dep_resolve() {
    local id=$1 module=$2 from=${3:-} declared how repo
    [ -n "${DEP_ROW[$id|$module]:-}" ] && return 1
    if [ "${DEP_COUNT[$id]}" -ge $DEP_MODULES ]; then
        DEP_ROW[$id|$module]=module-cap
        return 1
    fi
    # An own module is looked for first, for the app and for its own modules (own-module rules 2, 7);
    # a third-party module's imports are its own manifests' business.
    local own=""
    if [ -n "${WITH_OWN_MODULES:-}" ] && { [ -z "$from" ] || [[ ${DEP_HOW[$from]:-} == own-* ]]; }; then
        own=$(own_declared "$id" "$module")
    fi
    if [ -n "$own" ]; then
        own_clash "$id" "$module" && { DEP_ROW[$id|$module]=module-own-clash; return 1; }
        own_sources "$id" "$module" "${own%%$'\t'*}" "${own#*$'\t'}"
    else
        if [ -z "$from" ] || [[ ${DEP_HOW[$from]:-} == own-* ]]; then
            declared=$(dep_declared "${GIT_DIR[$id]}" "${COMMIT[$id]}" "$module")
        else
            declared=$(dep_declared_by_module "$from" "$module")
        fi
        case $declared in
            '') DEP_ROW[$id|$module]=module; return 1 ;;
            unlisted) DEP_ROW[$id|$module]=module-unlisted; return 1 ;;
        esac
        how=$(cut -f1 <<< "$declared") repo=$(cut -f2 <<< "$declared")
        [[ ${DEP_HOW[$module]:-} == own-* ]] && { DEP_ROW[$id|$module]=module-own-clash; return 1; }
        dep_sources "$module" "$how" "$repo"
    fi
    DEP_ROW[$id|$module]=${DEP_STATUS[$module]}
    DEP_PINNED[$id|$module]=$(dep_pinned "$id" "$module")
    [ "${DEP_STATUS[$module]}" = built ] || return 1
    DEP_COUNT[$id]=$((DEP_COUNT[$id] + 1))
    DEP_LIST[$id]+=" $module"
    [ -n "$from" ] && DEP_NEEDS[$from]=$(tr ' ' '\n' <<< "${DEP_NEEDS[$from]:-} $module" | grep -v '^$' | sort -u | tr '\n' ' ')
    return 0
}

# dep_declared_by_module FROM MODULE: rule 9, the module FROM's podspec `dependency` or its
# Package.swift URL.
dep_declared_by_module() {
    local from=$1 module=$2 text row pod
    text=$(git --git-dir="${DEP_GIT[$from]}" show "${DEP_COMMIT[$from]}:${DEP_MANIFEST[$from]}" 2> /dev/null)
    if [ "${DEP_MANIFEST[$from]}" = Package.swift ]; then
        row=$(dep_urls "$text" "$module")
        [ -n "$row" ] && printf 'swiftpm\t%s\n' "$row"
        return
    fi
    row=$(dep_table "$module")
    pod=$(cut -f1 <<< "$row")
    if grep -qiE "dependency[[:space:]]+['\"]($module${pod:+|$pod})(/[^'\"]*)?['\"]" <<< "$text"; then
        [ -n "$row" ] && printf 'pod\t%s\n' "$(cut -f2 <<< "$row")" || echo unlisted
    fi
}

# dep_pinned ID MODULE: the version the row's lock files pin (recorded only, rule 5).
dep_pinned() {
    local git_dir=${GIT_DIR[$1]} commit=${COMMIT[$1]} path
    for path in $(dep_manifests "$git_dir" "$commit" 'Podfile\.lock|Cartfile\.resolved|Package\.resolved'); do
        git --git-dir="$git_dir" show "$commit:$path" 2> /dev/null \
            | grep -iE -m1 "^  - $2 \(|\"$2\"|/$2(\.git)?\" " | grep -oE '[0-9]+\.[0-9]+(\.[0-9]+)?' | head -1
    done | head -1
}

# The package: run.sh's targets, each row's <id>-deps and each built module's target.
dep_package() {
    local all=$targets id module deps list
    for module in "${!DEP_STATUS[@]}"; do
        [ "${DEP_STATUS[$module]}" = built ] || continue
        deps=$uikit_deps
        for list in ${DEP_NEEDS[$module]:-}; do deps+=", \"$list\""; done
        all+="        .target(
            name: \"$module\", dependencies: [$deps], path: \"Deps/$module\",
            exclude: [\"AnimaticSources.txt\"],
            swiftSettings: [.swiftLanguageMode(.$(language_mode "${DEP_VERSION[$module]:-}"))], $plugin),
"
    done
    for id in "${dep_rows[@]}"; do
        deps=$uikit_deps
        for module in ${DEP_LIST[$id]:-}; do deps+=", \"$module\""; done
        all+="        .target(
            name: \"$id-deps\", dependencies: [$deps], path: \"Sources/$id-deps\",
            exclude: [\"AnimaticSources.txt\"], swiftSettings: [.swiftLanguageMode(.$(language_mode "${VERSION[$id]:-}"))],
            $plugin),
"
    done
    write "$PKG/Package.swift" << EOF
// swift-tools-version: 6.1
// Generated by Census/run.sh --with-dependencies: one target per animator file, against Animatic by path.
import PackageDescription

let package = Package(
    name: "Census",
    dependencies: [.package(path: "$ROOT")],
    targets: [
$all    ]
)
EOF
}

# dep_init DIR: no module resolved yet, none read out; modules are read into DIR (the fifth measure's
# and the third's are apart, so the fifth's targets keep their files).
dep_init() {
    DEP_DIR=$1
    unset DEP_STATUS DEP_HOW DEP_REPO DEP_GIT DEP_COMMIT DEP_FILES DEP_MANIFEST DEP_VERSION DEP_NEEDS
    unset DEP_OWNER DEP_FILES_FROM DEP_ROW DEP_PINNED DEP_COUNT DEP_LIST DEP_STOP DEP_ROUND DEP_LOOKED_MODULE
    declare -gA DEP_STATUS DEP_HOW DEP_REPO DEP_GIT DEP_COMMIT DEP_FILES DEP_MANIFEST DEP_VERSION DEP_NEEDS
    declare -gA DEP_OWNER DEP_FILES_FROM
    declare -gA DEP_ROW DEP_PINNED DEP_COUNT DEP_LIST DEP_STOP DEP_ROUND DEP_LOOKED_MODULE
    rm -rf "$DEP_DIR" "$WORK/own" "$PKG/Deps"
    mkdir -p "$DEP_DIR"
}
