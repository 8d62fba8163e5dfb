# Sourced by Census/run.sh: the asset catalogs of a row's project, listed in the AnimaticSources.txt of
# every measure after the first (docs/census.md, "Asset catalogs and their generated symbols (issue
# 26, sixteenth step)" and "The file's project's asset catalogs (issue 26, twentieth step)"). Xcode
# compiles a target's catalogs into Swift declarations (UIColor(named:) finds their colors; Xcode 15
# generates `ColorResource.brand`, and `UIColor.brand` when the project sets
# ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES), so they are the project's
# declarations as its Swift files are. Expects run.sh's variables.

# The folders a catalog is not looked for in (select.sh's, as siblings.sh's).
CATALOG_EXCLUDED='(^|/)(Pods|Carthage|Checkouts|Vendor|vendor|ThirdParty|build|DerivedData)/'
declare -A CATALOG_LINES

# catalog_read ID GIT_DIR COMMIT CATALOGS: the catalogs' Contents.json, PNG and JPEG files into
# $WORK/catalogs/ID, checked out through an index of their own: a snapshot may lack its largest blobs
# (an image), and `git archive` reads, and stops on, blobs outside the paths asked for; checkout-index
# reads only those asked for and skips one that is missing. An image missing is reported when the
# app asks for it.
catalog_read() {
    local id=$1 git_dir=$2 commit=$3 catalogs=$4 index
    rm -rf "$WORK/catalogs/$id"
    mkdir -p "$WORK/catalogs/$id"
    index=$WORK/catalogs/$id.index
    GIT_INDEX_FILE=$index git --git-dir="$git_dir" read-tree "$commit" 2> /dev/null || return
    # What the plugin reads (Contents.json) and what a frame can draw (PNG, JPEG); no PDF or HEIF.
    tr '\n' '\0' <<< "$catalogs" | xargs -0 git --git-dir="$git_dir" ls-tree -r -z --name-only "$commit" -- \
        | tr '\0' '\n' | grep -iE '(/Contents\.json|\.png|\.jpe?g)$' | tr '\n' '\0' \
        | GIT_INDEX_FILE=$index git --git-dir="$git_dir" --work-tree="$WORK/catalogs/$id" \
            checkout-index --stdin -z -f 2> /dev/null
    rm -f "$index"
}

# catalog_scope GIT_DIR COMMIT PATH: the folder of the file's project, the nearest folder above PATH that
# holds an `.xcodeproj` or a `Package.swift` (Xcode compiles a target's catalogs, not its repository's:
# a repository of 40 tutorial projects holds 1,407), or nothing (the repository) when none does.
catalog_scope() {
    local git_dir=$1 commit=$2 dir=$3
    while [[ $dir == */* ]]; do
        dir=${dir%/*}
        git --git-dir="$git_dir" ls-tree --name-only "$commit:$dir" 2> /dev/null \
            | grep -qE '\.xcodeproj$|^Package\.swift$' && { echo "$dir"; return; }
    done
}

# catalog_lines ID: the AnimaticSources.txt lines of the row's catalogs (`@asset-symbol-extensions`
# first when a project of the repository sets it), each catalog read out of git once per row into
# $WORK/catalogs/ID (its Contents.json files and images).
catalog_lines() {
    local id=$1 git_dir=${GIT_DIR[$1]:-} commit=${COMMIT[$1]:-} catalogs lines="" scope
    if [ -z "${CATALOG_LINES[$id]+set}" ]; then
        if [ -n "$git_dir" ]; then
            scope=$(catalog_scope "$git_dir" "$commit" "${PATH_IN_REPO[$id]:-}")
            catalogs=$(git --literal-pathspecs --git-dir="$git_dir" ls-tree -r -d --name-only "$commit" \
                ${scope:+-- "$scope"} 2> /dev/null | grep -E '\.xcassets$' | grep -vE "$CATALOG_EXCLUDED" \
                | LC_ALL=C sort)
            if [ -n "$catalogs" ]; then
                catalog_read "$id" "$git_dir" "$commit" "$catalogs"
                git --git-dir="$git_dir" grep -qE 'ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES' \
                    "$commit" -- "${scope:+$scope/}*.pbxproj" 2> /dev/null && lines="@asset-symbol-extensions"$'\n'
                # Only the catalogs read out: a path the plugin cannot find stops every target's build.
                while IFS= read -r catalog; do
                    [ -d "$WORK/catalogs/$id/$catalog" ] && lines+="$WORK/catalogs/$id/$catalog"$'\n'
                done <<< "$catalogs"
                lines=${lines%$'\n'}
                [ "$lines" = "@asset-symbol-extensions" ] && lines=""
            fi
        fi
        CATALOG_LINES[$id]=$lines
    fi
    [ -n "${CATALOG_LINES[$id]}" ] && echo "${CATALOG_LINES[$id]}"
    return 0
}
