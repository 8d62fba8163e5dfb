# Sourced by Census/run.sh: how a row's repository declares a module as its own (a local pod, a
# local package's target, an Xcode framework or library target), read at the row's commit (the
# own-module rule, docs/census.md, "The file with its repository's own modules (issue 26,
# thirteenth step): the rule", rules 2 and 3). The third measure builds such a module whole
# (dependencies.sh); the fifth merges the declarations the file needs of it into the file's
# target (bodies.sh). Expects run.sh's GIT_DIR, COMMIT, KIND, PATH_IN_REPO and WORK, and
# siblings.sh's excluded folders.

# dep_package_target TEXT MODULE: "KIND<TAB>PATH" for the Package.swift TEXT's target named MODULE
# (KIND target, executableTarget or binaryTarget; PATH its `path:`, or empty), or nothing. The
# manifest is read as one line, so `.target(` and `name:` may be on different lines, and a
# `.product(name: "MODULE"` or `.library(name: "MODULE"` is not taken for the target.
dep_package_target() {
    tr '\n' ' ' <<< "$1" | awk -v m="$2" '{
        if (!match($0, "\\.(target|executableTarget|binaryTarget)\\([[:space:]]*name:[[:space:]]*\"" m "\"")) exit
        kind = substr($0, RSTART + 1, RLENGTH); sub(/\(.*/, "", kind)
        rest = substr($0, RSTART + RLENGTH)
        # Up to the next target.
        if (match(rest, /\.(target|testTarget|executableTarget|binaryTarget|macro|plugin)\(/))
            rest = substr(rest, 1, RSTART - 1)
        path = ""
        if (match(rest, /path:[[:space:]]*"[^"]*"/)) {
            path = substr(rest, RSTART, RLENGTH); sub(/^path:[[:space:]]*"/, "", path); sub(/"$/, "", path)
        }
        print kind "\t" path
    }'
}

# own_tree ID [-d]: the row's files (with -d its folders) at its commit, outside the folders the
# second measure excludes for the row (own-module rule 2); cached under $WORK/own/.
own_tree() {
    local id=$1 list=$WORK/own/$1.files
    [ -n "${2:-}" ] && list=$WORK/own/$1.dirs
    if [ ! -f "$list" ]; then
        mkdir -p "$WORK/own"
        # A folder is tested with a trailing / so that the excluded patterns, written for paths, apply.
        git --git-dir="${GIT_DIR[$id]}" ls-tree -r ${2:+-d} --name-only "${COMMIT[$id]}" 2> /dev/null \
            | sed "${2:+s|\$|/|}" | grep -vE "$SIBLING_EXCLUDED" \
            | { if [ "${KIND[$id]}" = library ]; then grep -vE "$SIBLING_LIBRARY_EXCLUDED"; else cat; fi; } \
            | sed "${2:+s|/\$||}" > "$list"
    fi
    cat "$list"
}

# own_nearest FOLDER [BY_DEPTH]: of the paths on stdin, the one sharing the most leading folders with
# FOLDER, then (with BY_DEPTH) the one with the fewest components, then the first by path.
own_nearest() {
    awk -v folder="$1" -v by_depth="${2:-}" '{
        n = split(folder, a, "/"); m = split($0, b, "/"); shared = 0
        if (folder != ".") for (i = 1; i <= n && i < m; i++) { if (a[i] != b[i]) break; shared++ }
        printf "%d\t%d\t%s\n", 1000 - shared, by_depth ? m : 0, $0
    }' | LC_ALL=C sort -t $'\t' -k1,1n -k2,2n -k3,3 | head -1 | cut -f3
}

# own_show ID PATH: the file PATH at the row's commit.
own_show() { git --git-dir="${GIT_DIR[$1]}" show "${COMMIT[$1]}:$2" 2> /dev/null; }

# own_pod_declares PATH TEXT MODULE: does the podspec (PATH, TEXT) make the module MODULE: its file
# name or `name =` with other characters than letters, digits and _ made _, or its `module_name =`.
own_pod_declares() {
    {
        basename "$1" .podspec
        sed -nE "s/.*\.name[[:space:]]*=[[:space:]]*['\"]([^'\"]+)['\"].*/\1/p" <<< "$2"
    } | sed 's/[^A-Za-z0-9_]/_/g' | grep -qxF "$3" && return 0
    sed -nE "s/.*\.module_name[[:space:]]*=[[:space:]]*['\"]([^'\"]+)['\"].*/\1/p" <<< "$2" | grep -qxF "$3"
}

# own_xcode_declares PATH TEXT MODULE: does the Xcode project (a *.pbxproj) or XcodeGen spec
# (project.yml) declare a framework or library target named MODULE?
own_xcode_declares() {
    if [[ $1 == *.pbxproj ]]; then
        awk -v m="$3" '
            /isa = PBXNativeTarget;/ { on = 1; name = ""; type = "" }
            on && /^[[:space:]]*name = / { name = $0; sub(/^[[:space:]]*name = "?/, "", name); sub(/"?;.*/, "", name) }
            on && /productType = / { type = $0 }
            on && /^[[:space:]]*};/ { if (name == m && type ~ /product-type\.(framework|library\.)/) found = 1; on = 0 }
            END { exit !found }' <<< "$2"
    else
        # XcodeGen: the keys under `targets:` at the first indentation found there, each with its `type:`.
        awk -v m="$3" '
            /^targets:/ { on = 1; indent = ""; next }
            on && /^[^[:space:]#]/ { on = 0 }
            on && /^[[:space:]]+[^[:space:]#][^:]*:[[:space:]]*$/ {
                match($0, /^[[:space:]]+/); this = substr($0, 1, RLENGTH)
                if (indent == "") indent = this
                if (this == indent) {
                    name = $0; sub(/^[[:space:]]+/, "", name); sub(/:[[:space:]]*$/, "", name); gsub(/["\047]/, "", name)
                }
            }
            on && name == m && /^[[:space:]]+type:[[:space:]]*(framework|library)/ { found = 1 }
            END { exit !found }' <<< "$2"
    fi
}

# own_declared ID MODULE: "own-pod|own-package|own-xcode<TAB>MANIFEST" when the row's repository
# declares MODULE as its own (own-module rule 3: the kinds in order; of a kind, the nearest manifest
# to the animator file's folder, then the first by path), or nothing.
own_declared() {
    local id=$1 module=$2 folder path found
    folder=$(dirname "${PATH_IN_REPO[$id]}")
    found=$(own_tree "$id" | grep -E '\.podspec$' | while read -r path; do
        own_pod_declares "$path" "$(own_show "$id" "$path")" "$module" && echo "$path"
    done | own_nearest "$folder")
    [ -n "$found" ] && { printf 'own-pod\t%s\n' "$found"; return; }
    found=$(own_tree "$id" | grep -E '(^|/)Package\.swift$' | while read -r path; do
        [ -n "$(dep_package_target "$(own_show "$id" "$path")" "$module")" ] && echo "$path"
    done | own_nearest "$folder")
    [ -n "$found" ] && { printf 'own-package\t%s\n' "$found"; return; }
    found=$(own_tree "$id" | grep -E '\.pbxproj$|(^|/)project\.yml$' | while read -r path; do
        own_xcode_declares "$path" "$(own_show "$id" "$path")" "$module" && echo "$path"
    done | own_nearest "$folder")
    [ -n "$found" ] && printf 'own-xcode\t%s\n' "$found"
}


# dep_glob_regex PATTERN: a podspec glob as an extended regex over repository paths.
dep_glob_regex() {
    local p=$1
    p=$(sed -E 's/[.+()|^$]/\\&/g' <<< "$p")
    p=${p//\*\*\//@ANY@}
    p=${p//\*\*/@ALL@}
    p=${p//\*/[^/]*}
    p=${p//@ANY@/(.*\/)?}
    p=${p//@ALL@/.*}
    # {a,b} alternatives.
    while [[ $p =~ \{([^{}]*)\} ]]; do
        p=${p/"{${BASH_REMATCH[1]}}"/"(${BASH_REMATCH[1]//,/|})"}
    done
    echo "^$p\$"
}

# dep_podspec_patterns TEXT: the quoted patterns of its source_files lines (arrays over lines too).
dep_podspec_patterns() {
    awk '/source_files/ { on = 1 } on { print } on && (!/\[/ || /\]/) && !/source_files[^[]*\[[^]]*$/ { on = 0 }' <<< "$1" \
        | grep -oE "['\"][^'\"]+['\"]" | tr -d "'\""
}

# dep_podspec_paths TEXT FILES [FOLDER]: the paths of the list FILES that the podspec TEXT's
# source_files patterns match, the patterns taken relative to FOLDER (a local pod's podspec folder;
# the repository's root when none).
dep_podspec_paths() {
    local pattern
    while read -r pattern; do
        [ -z "$pattern" ] && continue
        grep -E "$(dep_glob_regex "${3:+$3/}$pattern")" <<< "$2"
    done < <(dep_podspec_patterns "$1")
}

# own_module_paths ID MODULE HOW MANIFEST: the own module's Swift and other source paths at the
# row's commit (own-module rule 4), set in OWN_PATHS (one a line), OWN_FROM (the folder they were
# taken from) and OWN_BINARY (non-empty when the module is or vendors a binary: a podspec's
# `vendored_frameworks`, which may come with source files, a package's `binaryTarget`). HOW and
# MANIFEST are own_declared's answer.
own_module_paths() {
    local id=$1 module=$2 how=$3 manifest=$4 folder text target path="" project dir=""
    OWN_PATHS="" OWN_FROM="" OWN_BINARY=""
    folder=$(dirname "$manifest")
    [ "$folder" = . ] && folder=""
    text=$(own_show "$id" "$manifest")
    case $how in
        own-pod)
            grep -qE 'vendored_frameworks' <<< "$text" && OWN_BINARY=1
            OWN_PATHS=$(dep_podspec_paths "$text" "$(own_tree "$id")" "$folder") ;;
        own-package)
            target=$(dep_package_target "$text" "$module")
            [ "${target%%$'\t'*}" = binaryTarget ] && { OWN_BINARY=1; return; }
            path=${target#*$'\t'}
            [ -z "$path" ] && path=Sources/$module
            OWN_PATHS=$(own_tree "$id" | awk -v p="${folder:+$folder/}${path%/}/" 'index($0, p) == 1') ;;
        own-xcode)
            # The folder named after the target nearest the one holding the project (Xcode's convention).
            project=$folder
            [[ $manifest == *.pbxproj ]] && project=$(dirname "$folder")
            dir=$(own_tree "$id" -d | grep -E "(^|/)$module\$" | own_nearest "${project:-.}" by-depth)
            [ -n "$dir" ] && OWN_PATHS=$(own_tree "$id" | awk -v p="$dir/" 'index($0, p) == 1' \
                | grep -vE '(^|/)(Package|Project)\.swift$') ;;
    esac
    OWN_FROM=${dir:-${path:+${folder:+$folder/}$path}}
}
