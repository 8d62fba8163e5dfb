#!/bin/bash
# The third unseen sample's current-project filter (docs/census.md, "A third sample nobody had seen:
# current projects (issue 26, ninth step)"), decided per repository before any of its files is read.
#
#   Census/current-project.sh OWNER/NAME [MIRRORS]
#
# Reads the repository's mirror (MIRRORS, default /work/.mirror, owner+name/repo) at HEAD with
# Census/swift-version.sh. A current Xcode builds Swift 4, 4.2, 5 and 6 modes and no older one, so
# the repository is current when it declares a version of 4.0 or more. Prints the line the
# repositories log takes and exits 0 when current, 1 when not, 2 when there is no mirror:
#   owner/name                                       current (its version goes to stderr)
#   # skipped owner/name (declares 3.0, pbxproj)      an older version
#   # skipped owner/name (declares nothing)           no source says anything
set -uo pipefail
repo=$1 mirrors=${2:-/work/.mirror}
git_dir=$mirrors/${repo/\//+}/repo
[ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
commit=$(git --git-dir="$git_dir" rev-parse --verify -q HEAD 2> /dev/null) || {
    echo "# skipped $repo (no snapshot)"
    exit 2
}
declared=$("$(dirname "$0")/swift-version.sh" "$git_dir" "$commit")
if [ -z "$declared" ]; then
    echo "# skipped $repo (declares nothing)"
    exit 1
fi
version=${declared%%$'\t'*} where=${declared#*$'\t'}
major=${version%%.*}
if [[ $major =~ ^[0-9]+$ ]] && [ "$major" -ge 4 ]; then
    echo "$repo"
    printf '%s\t%s\t%s\n' "$repo" "$version" "$where" >&2
    exit 0
fi
echo "# skipped $repo (declares $version, $where)"
exit 1
