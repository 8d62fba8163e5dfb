#!/bin/bash
# The tenth step's pool (docs/census.md, "Current apps' other files (issue 26, tenth step)"): every
# mirror not named by the census's lists that is an app and declares Swift 4.0 or newer.
#
#   Census/others-pool.sh [MIRRORS] > pool.tsv       MIRRORS: owner+name/repo mirrors (default /work/.mirror)
#
# Prints "owner/name<TAB>HEAD commit<TAB>app" lines, sorted (C locale): the input
# Census/typecheck-others.sh takes as OTHERS_REPOSITORIES. Why a mirror is left out goes to stderr.
set -uo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
MIRRORS=${1:-/work/.mirror}
EXCLUDED='(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Checkouts|[^/]*Tests)/'
# Named anywhere already (any half of the corpus, the three unseen samples, the libraries): compared
# without case, as GitHub compares names.
declare -A NAMED
for list in Census/corpus.tsv Census/unseen.tsv Census/unseen2.tsv Census/unseen3.tsv Census/libraries.tsv; do
    while IFS=$'\t' read -r _ repo _; do NAMED[${repo,,}]=1; done < <(tail -n +2 "$list")
done
for dir in "$MIRRORS"/*+*/; do
    name=$(basename "$dir")
    repo=${name/+//}
    if [ -n "${NAMED[${repo,,}]:-}" ]; then echo "# named $repo" >&2 && continue; fi
    git_dir=$dir/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    commit=$(git --git-dir="$git_dir" rev-parse --verify -q HEAD 2> /dev/null) || {
        echo "# no snapshot $repo" >&2
        continue
    }
    tree=$(git --git-dir="$git_dir" ls-tree -r --name-only "$commit" 2> /dev/null)
    # Census/framework-count.sh's test of a library: a podspec outside the excluded folders, or a
    # Package.swift at the root that declares a library product.
    # (No `… | grep -q` under pipefail: when grep stops early the writer's SIGPIPE fails the pipe.)
    podspecs=$(grep -E '\.podspec$' <<< "$tree" | grep -vE "$EXCLUDED")
    if [ -n "$podspecs" ]; then echo "# library (podspec) $repo" >&2 && continue; fi
    manifest=$(grep -qx 'Package.swift' <<< "$tree" && git --git-dir="$git_dir" show "$commit:Package.swift")
    if grep -q '\.library(' <<< "$manifest"; then
        echo "# library (Package.swift) $repo" >&2 && continue
    fi
    if ! Census/current-project.sh "$repo" "$MIRRORS" > /dev/null 2>&1; then echo "# not current $repo" >&2 && continue; fi
    printf '%s\t%s\tapp\n' "$repo" "$commit"
done | sort
