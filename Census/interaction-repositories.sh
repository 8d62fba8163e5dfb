#!/bin/bash
# The fourth unseen sample's repositories (docs/census.md, "A fourth sample nobody had seen:
# interaction files").
#
#   Census/interaction-repositories.sh [MIRRORS] > Census/repositories-interaction.txt
#
# Every mirror in MIRRORS (default /work/.mirror; folders owner+name holding repo, bare or with
# .git) whose owner/name, compared without case, is named in none of the lists that were tuned on
# or are measures to protect (corpus.tsv, unseen.tsv, unseen2.tsv, unseen3.tsv, libraries.tsv;
# their second column). Printed one a line, ordered by md5(owner/name) in hex (then by name), so
# that a cut by count (the rule's "at most 60 files") falls on an order no API name chose.
set -uo pipefail
export LC_ALL=C
MIRRORS=${1:-/work/.mirror}
CENSUS=$(dirname "$0")
declare -A SEEN
for list in corpus.tsv unseen.tsv unseen2.tsv unseen3.tsv libraries.tsv; do
    while IFS=$'\t' read -r _ repo _; do
        SEEN[${repo,,}]=1
    done < <(tail -n +2 "$CENSUS/$list")
done
for folder in "$MIRRORS"/*+*; do
    [ -d "$folder/repo" ] || continue
    name=$(basename "$folder")
    repo=${name/+//}
    [ -n "${SEEN[${repo,,}]:-}" ] && continue
    printf '%s %s\n' "$(printf %s "$repo" | md5sum | cut -c1-32)" "$repo"
done | sort | cut -d' ' -f2
