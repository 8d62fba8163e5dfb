#!/bin/bash
# The Swift version a census file's project declares (docs/census.md, "Language mode").
#
#   Census/swift-version.sh GIT_DIR COMMIT [PATH]     prints "VERSION<TAB>WHERE", or nothing
#
# Xcode builds a file in its target's SWIFT_VERSION, and the iOS SDK keeps the names Swift 4.2
# renamed for Swift 4 targets, so the census must know the version to build a file as iOS does.
# The file's target is not parsed out of the project, so the rule is, at the file's commit, the
# first of these that says anything:
#   0. Given PATH (the file in the repository): the most frequent `SWIFT_VERSION = X` in the
#      `*.pbxproj` files that name the file (`path = Name.swift` or `/* Name.swift */`): the
#      projects that build it, where a repository holds several (issue 26, ninth step).
#   1. Xcode: the most frequent `SWIFT_VERSION = X` in its `*.pbxproj` files (one per build
#      configuration of each target); a tie goes to the newest version.
#   2. SwiftPM: Package.swift's `swiftLanguageVersions` (the newest listed, as SwiftPM picks), else
#      the language mode its `swift-tools-version` defaults to (4.x: 4.x, 5.x: 5, 6.x: 6).
#   3. CocoaPods: the `.swift-version` file.
set -uo pipefail
git_dir=$1 commit=$2 file=${3:-}
show() { git --git-dir="$git_dir" show "$commit:$1" 2> /dev/null; }

# most_frequent_version [PBXPROJ…]: the most frequent SWIFT_VERSION among them (all, if none given).
most_frequent_version() {
    local paths=("$@")
    [ ${#paths[@]} -eq 0 ] && paths=('*.pbxproj')
    git --git-dir="$git_dir" grep -hoE 'SWIFT_VERSION = "?[0-9.]+' "$commit" -- "${paths[@]}" 2> /dev/null \
        | sed 's/.*= "\{0,1\}//' | sort | uniq -c | sort -k1,1nr -k2,2Vr | awk 'NR == 1 { print $2 }'
}

if [ -n "$file" ]; then
    name=$(basename "$file")
    mapfile -t projects < <(git --git-dir="$git_dir" grep -lF -e "path = $name;" -e "path = \"$name\";" \
        -e "/* $name */" "$commit" -- '*.pbxproj' 2> /dev/null | sed "s/^$commit://")
    if [ ${#projects[@]} -gt 0 ]; then
        version=$(most_frequent_version "${projects[@]}")
        [ -n "$version" ] && { printf '%s\tpbxproj naming the file\n' "$version"; exit 0; }
    fi
fi

version=$(most_frequent_version)
[ -n "$version" ] && { printf '%s\tpbxproj\n' "$version"; exit 0; }

manifest=$(show Package.swift)
if [ -n "$manifest" ]; then
    # `.v4`, `.v4_2`, `.v5`, `.version("6")` in the list, newest last after sorting.
    version=$(sed -n 's/.*swiftLanguageVersions:[[:space:]]*\[\([^]]*\)\].*/\1/p' <<< "$manifest" \
        | grep -oE '\.v[0-9_]+|\.version\("[0-9.]+"\)' | sed -E 's/\.version\("//; s/"\)//; s/\.v//; s/_/./' \
        | sort -V | tail -1)
    [ -n "$version" ] && { printf '%s\tPackage.swift swiftLanguageVersions\n' "$version"; exit 0; }
    tools=$(grep -m1 -oE 'swift-tools-version: *[0-9.]+' <<< "$manifest" | grep -oE '[0-9.]+$')
    if [ -n "$tools" ]; then
        case $tools in 4*) version=$tools ;; *) version=${tools%%.*} ;; esac
        printf '%s\tPackage.swift swift-tools-version %s\n' "$version" "$tools"
        exit 0
    fi
fi

version=$(show .swift-version | tr -d '[:space:]')
[ -n "$version" ] && printf '%s\t.swift-version\n' "$version"
exit 0
