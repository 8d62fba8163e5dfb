#!/bin/bash
# The third count of Apple frameworks imported by apps (docs/census.md, "Apple's other frameworks:
# which get stand-ins", third count): prints "repositories<TAB>module" for every module imported by
# at least one counted repository, most first, then the number of repositories counted and the cut.
# The fourth count (twenty-second step) passes the sample it leaves out, and a listing of the mirrors
# taken before that sample's first fetch: only the snapshots listed are counted.
#
#   Census/framework-count.sh [MIRRORS [LEFT_OUT_SAMPLE_TSV [MIRROR_LISTING]]]
set -uo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
MIRRORS=${1:-/work/.mirror}
LEFT_OUT=${2:-Census/unseen3.tsv}
LISTING=${3:-}
EXCLUDED='(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Checkouts|[^/]*Tests)/'
# Not counted: the held-out half's repositories and the sample kept for measuring (the third, then the fourteenth).
declare -A SKIP
while IFS=$'\t' read -r _ repo _ _ _ half; do [ "$half" = held-out ] && SKIP[${repo,,}]=1; done < Census/corpus.tsv
while IFS=$'\t' read -r id repo _; do [ "$id" = id ] || SKIP[${repo,,}]=1; done < "$LEFT_OUT"
lists=$(mktemp)
trap 'rm -f "$lists"' EXIT
for dir in "$MIRRORS"/*+*/; do
    name=$(basename "$dir")
    repo=${name/+//}
    [ -z "$LISTING" ] || grep -qxF "$name" "$LISTING" || continue
    [ -n "${SKIP[${repo,,}]:-}" ] && continue
    git_dir=$dir/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    tree=$(git --git-dir="$git_dir" ls-tree -r --name-only HEAD 2>/dev/null) || continue
    [ -n "$tree" ] || continue
    # select.sh's kind: a podspec outside the excluded folders, or a Package.swift library. (No
    # `… | grep -q` under pipefail: grep -q stopping early fails the pipe by the writer's SIGPIPE.)
    grep -vE "$EXCLUDED" <<< "$tree" | grep -E '\.podspec$' > /dev/null && continue
    grep -qx 'Package.swift' <<< "$tree" && git --git-dir="$git_dir" show HEAD:Package.swift | grep '\.library(' > /dev/null \
        && continue
    files=$(grep '\.swift$' <<< "$tree" | grep -vE "$EXCLUDED")
    [ -n "$files" ] || continue
    echo "# $repo" >> "$lists"
    while read -r path; do
        git --git-dir="$git_dir" show "HEAD:$path" 2>/dev/null
    done <<< "$files" | grep -oE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+((struct|class|enum|protocol|func|var|typealias)[[:space:]]+)?[A-Za-z_][A-Za-z0-9_]*' \
        | awk '{ print $NF }' | sort -u >> "$lists"
done
grep -v '^# ' "$lists" | sort | uniq -c | sort -k1,1nr -k2,2 | awk '{ printf "%s\t%s\n", $1, $2 }'
counted=$(grep -c '^# ' "$lists")
echo "# repositories counted: $counted; cut (3 of 26 of them, rounded up): $(((counted * 3 + 25) / 26))"
