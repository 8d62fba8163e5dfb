# Sourced by Census/run.sh: a row's repository's asset catalogs, listed in the AnimaticSources.txt of
# every measure after the first (docs/census.md, "Asset catalogs and their generated symbols (issue
# 26, sixteenth step)"). Xcode compiles a target's catalogs into Swift declarations (UIColor(named:)
# finds their colors; Xcode 15 generates `ColorResource.brand`, and `UIColor.brand` when the project
# sets ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES), so they are the
# repository's declarations as its Swift files are. Expects run.sh's variables.

# The folders a catalog is not looked for in (select.sh's, as siblings.sh's).
CATALOG_EXCLUDED='(^|/)(Pods|Carthage|Checkouts|Vendor|vendor|ThirdParty|build|DerivedData)/'
declare -A CATALOG_LINES

# catalog_lines ID: the AnimaticSources.txt lines of the row's catalogs (`@asset-symbol-extensions`
# first when a project of the repository sets it), each catalog read out of git once per row into
# $WORK/catalogs/ID (its Contents.json files and images).
catalog_lines() {
    local id=$1 git_dir=${GIT_DIR[$1]:-} commit=${COMMIT[$1]:-} catalogs lines=""
    if [ -z "${CATALOG_LINES[$id]+set}" ]; then
        if [ -n "$git_dir" ]; then
            catalogs=$(git --git-dir="$git_dir" ls-tree -r -d --name-only "$commit" 2> /dev/null \
                | grep -E '\.xcassets$' | grep -vE "$CATALOG_EXCLUDED" | LC_ALL=C sort)
            if [ -n "$catalogs" ]; then
                rm -rf "$WORK/catalogs/$id"
                mkdir -p "$WORK/catalogs/$id"
                # shellcheck disable=SC2086 # one path a line, no spaces in the list's separators
                tr '\n' '\0' <<< "$catalogs" | xargs -0 git --git-dir="$git_dir" archive --format=tar "$commit" -- \
                    | tar -x -C "$WORK/catalogs/$id" 2> /dev/null
                git --git-dir="$git_dir" grep -qE \
                    'ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES' "$commit" -- '*.pbxproj' \
                    2> /dev/null && lines="@asset-symbol-extensions"$'\n'
                lines+=$(sed "s|^|$WORK/catalogs/$id/|" <<< "$catalogs")
            fi
        fi
        CATALOG_LINES[$id]=$lines
    fi
    [ -n "${CATALOG_LINES[$id]}" ] && echo "${CATALOG_LINES[$id]}"
    return 0
}
