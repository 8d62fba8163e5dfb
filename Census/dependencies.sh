# Sourced by Census/run.sh --with-dependencies, after siblings.sh: the third measure of the users'
# corpus, each file with its siblings and the third-party modules its repository declares, built
# from their sources (docs/census.md, "The file with its dependencies (issue 26, sixth step): the
# rule"; the numbers and classes here are that rule's).
#
# Target <id>-deps starts as the second measure's target ended. Each round reads the modules its
# log wants (`no such module 'X'`), resolves each one the row's repository declares (Podfile,
# Podfile.lock, Cartfile, Package.swift, Package.resolved; pods through Census/dependencies.tsv)
# into a library target X made of the module's Swift sources at its mirror's HEAD (through the
# AnimaticRewrite plugin, no stub), and brings the sibling files the errors want, as siblings.sh
# does; until a round adds nothing. Writes $WORK/dependencies.tsv (per row) and
# $WORK/modules.tsv (per module) and prints a summary per half. Expects run.sh's and siblings.sh's
# variables and functions.
#
# With run.sh --with-own-modules (WITH_OWN_MODULES), a module the row's repository builds itself (a
# local pod, a local package's target, an Xcode framework target's folder) is resolved first, at the
# row's commit, and built whole the same way (docs/census.md, "The file with its repository's own
# modules (issue 26, thirteenth step): the rule"; the own_* functions).

DEP_MODULES=8
DEP_TABLE=$ROOT/Census/dependencies.tsv
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
# of Xcode's framework template) is not an Objective-C source (the own-module rule, its rule 5).
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
    if [ "$how" = pod ] || ! git --git-dir="$git_dir" cat-file -e "$commit:Package.swift" 2> /dev/null; then
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
    dep_source_status "$module" "$paths" module-
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

# dep_module_target MODULE: reads the module's Swift files into $WORK/deps/MODULE and makes its
# target's folder (rule 8).
dep_module_target() {
    local module=$1 dir=$PKG/Deps/$1 path
    rm -rf "$WORK/deps/$module"
    while read -r path; do
        mkdir -p "$(dirname "$WORK/deps/$module/$path")"
        git --git-dir="${DEP_GIT[$module]}" show "${DEP_COMMIT[$module]}:$path" > "$WORK/deps/$module/$path"
    done <<< "${DEP_FILES[$module]}"
    mkdir -p "$dir"
    {
        echo "# Generated by Census/run.sh --with-dependencies: the module's Swift sources."
        sed "s|^|$WORK/deps/$module/|" <<< "${DEP_FILES[$module]}"
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

declare -A DEP_STATUS DEP_HOW DEP_REPO DEP_GIT DEP_COMMIT DEP_FILES DEP_MANIFEST DEP_VERSION DEP_NEEDS
declare -A DEP_OWNER DEP_FILES_FROM
declare -A DEP_ROW DEP_PINNED DEP_COUNT DEP_LIST DEP_STOP DEP_ROUND DEP_LOOKED_MODULE
dep_rows=()
rm -rf "$WORK/deps" "$WORK/own" "$PKG/Deps"
mkdir -p "$WORK/deps"
for id in "${ids[@]}"; do
    [ -n "${MISSING[$id]:-}" ] && continue
    dep_rows+=("$id")
    DEP_COUNT[$id]=0 DEP_LIST[$id]="" DEP_STOP[$id]=none DEP_ROUND[$id]=0
    rm -rf "$PKG/Sources/$id-deps"
    mkdir -p "$PKG/Sources/$id-deps"
done
# Rows that compile with their siblings need no module (rule 1): not built again.
active=()
for id in "${dep_rows[@]}"; do
    if [ "${SIB_STOP[$id]}" = builds ]; then
        DEP_STOP[$id]=builds
    else
        active+=("$id")
    fi
done
round=0
while [ ${#active[@]} -gt 0 ]; do
    for id in "${active[@]}"; do
        dir=$PKG/Sources/$id-deps
        {
            echo "# Generated by Census/run.sh --with-dependencies: the file, its siblings."
            echo "${FILE[$id]}"
            [ -n "${SIB_PATHS[$id]}" ] && sed "s|^|$WORK/siblings/$id/|" <<< "${SIB_PATHS[$id]}"
            catalog_lines "$id"
        } | write "$dir/AnimaticSources.txt"
        rm -f "$dir"/_round*.swift
        echo "// Generated by Census/run.sh --with-dependencies (round $round)." > "$dir/_round$round.swift"
    done
    dep_package
    echo "dependencies: round $round, ${#active[@]} targets …" >&2
    next=()
    for id in "${active[@]}"; do
        log=$WORK/logs/$id.deps.log
        DEP_ROUND[$id]=$round
        if build --target "$id-deps" > "$log" 2>&1; then
            DEP_STOP[$id]=builds
            continue
        fi
        added=0
        # Modules (rule 2, 9): the row's file and siblings are the app's; a module's file its own.
        while read -r where module; do
            from=""
            [[ $where == "$WORK/deps/"* ]] && from=$(cut -d/ -f1 <<< "${where#"$WORK/deps/"}")
            if dep_resolve "$id" "$module" "$from"; then
                added=$((added + 1))
            elif [ -n "$from" ] && [ "${DEP_STATUS[$module]:-}" = built ] && [ "${DEP_ROW[$id|$module]}" = built ] \
                && ! grep -qw "$module" <<< "${DEP_NEEDS[$from]:-}"; then
                DEP_NEEDS[$from]+=" $module"
                added=$((added + 1))
            fi
        done < <(grep ": error: no such module" "$log" \
            | sed -nE "s/^(.*):[0-9]+:[0-9]+: error: no such module '([A-Za-z0-9_]+)'.*/\\1 \\2/p" | awk '!seen[$0]++')
        # Siblings (rule 10), as siblings.sh: the caps count the second measure's rounds and files.
        if [ $((SIB_ROUND[$id] + round)) -lt $SIBLING_ROUNDS ]; then
            while read -r kind name; do
                [ -n "${SIB_LOOKED[$id|$kind|$name]:-}" ] && continue
                SIB_LOOKED[$id|$kind|$name]=1
                path=$(sibling_declaring "$id" "$kind" "$name")
                [ -z "$path" ] || [ -n "${SIB_TAKEN[$id|$path]:-}" ] && continue
                [ "${SIB_COUNT[$id]}" -ge $SIBLING_FILES ] && break
                SIB_TAKEN[$id|$path]=1
                SIB_PATHS[$id]+="${SIB_PATHS[$id]:+$'\n'}$path"
                SIB_COUNT[$id]=$((SIB_COUNT[$id] + 1))
                mkdir -p "$(dirname "$WORK/siblings/$id/$path")"
                git --git-dir="${GIT_DIR[$id]}" show "${COMMIT[$id]}:$path" > "$WORK/siblings/$id/$path"
                added=$((added + 1))
            done < <(grep -vF "$WORK/deps/" "$log" | sibling_names /dev/stdin)
        fi
        if [ $added -eq 0 ]; then
            DEP_STOP[$id]="nothing added"
            continue
        fi
        next+=("$id")
    done
    active=("${next[@]}")
    round=$((round + 1))
done

# Per module, how far a failing one is (own-module rule 8): its files with an error and its errors,
# counted (not printed) over the rows' last logs.
printf "module\thow\trepository\tcommit\tswift files\tstatus\tneeds\tfrom\tfiles with errors\terrors\n" \
    > "$WORK/modules.tsv"
for module in $(printf '%s\n' "${!DEP_STATUS[@]}" | LC_ALL=C sort); do
    errors=$(cat "$WORK"/logs/*.deps.log 2> /dev/null | grep -F "$WORK/deps/$module/" | grep ': error: ' | sort -u)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$module" "${DEP_HOW[$module]}" "${DEP_REPO[$module]}" \
        "${DEP_COMMIT[$module]:--}" "$(grep -c . <<< "${DEP_FILES[$module]:-}")" "${DEP_STATUS[$module]}" \
        "${DEP_NEEDS[$module]:-}" \
        "${DEP_MANIFEST[$module]:--}${DEP_FILES_FROM[$module]:+ → ${DEP_FILES_FROM[$module]}}" \
        "$(cut -d: -f1 <<< "$errors" | grep -c .)" "$(grep -c . <<< "$errors")" >> "$WORK/modules.tsv"
done
printf "id\thalf\tkind\talone\tsiblings\tdependencies\trounds\tsibling files\tmodules\tstop\n" > "$WORK/dependencies.tsv"
for id in "${dep_rows[@]}"; do
    modules=""
    for key in "${!DEP_ROW[@]}"; do
        [[ $key == "$id|"* ]] || continue
        modules+="${modules:+ }${key#*|}:${DEP_ROW[$key]}${DEP_PINNED[$key]:+@${DEP_PINNED[$key]}}"
    done
    siblings=$(awk -F'\t' -v id="$id" '$1 == id { print $5 }' "$WORK/siblings.tsv")
    alone=$(awk -F'\t' -v id="$id" '$1 == id { print $4 }' "$WORK/results.tsv")
    deps=no
    [ "${DEP_STOP[$id]}" = builds ] && deps=yes
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "${HALF[$id]:--}" "${KIND[$id]:-}" "$alone" "$siblings" \
        "$deps" "${DEP_ROUND[$id]}" "${SIB_COUNT[$id]}" "$modules" "${DEP_STOP[$id]}" >> "$WORK/dependencies.tsv"
done
# The summary per half: counts only (the held-out half's errors and modules are not printed).
third="with siblings and dependencies"
[ -n "${WITH_OWN_MODULES:-}" ] && third="with siblings, dependencies and own modules"
awk -F'\t' -v third="$third" 'NR > 1 {
        h = $2 == "-" ? "library census" : $2
        n[h]++; a[h] += $4 == "yes"; s[h] += $5 == "yes"; d[h] += $6 == "yes"
    }
    END {
        for (h in n) printf "%s: %d files; compile alone %d; with siblings %d; %s %d (%d %%)\n", \
            h, n[h], a[h], s[h], third, d[h], 100 * d[h] / n[h]
    }' "$WORK/dependencies.tsv" | sort
# With the fifth measure in the same run, the files that compile by any measure (own-module rule 9).
if [ -n "${WITH_BODIES:-}" ]; then
    awk -F'\t' 'FNR == 1 { next }
        NR == FNR { bodies[$1] = $7; next }
        {
            h = $2 == "-" ? "library census" : $2
            n[h]++; any[h] += $6 == "yes" || bodies[$1] == "yes"
        }
        END {
            for (h in n) printf "%s: %d files; compile by any measure %d (%d %%)\n", h, n[h], any[h], 100 * any[h] / n[h]
        }' \
        "$WORK/bodies.tsv" "$WORK/dependencies.tsv" | sort
fi
