#!/bin/bash
# The users' corpus selection rule in code (docs/census.md, "The users' corpus").
#
#   Census/select.sh [MIRRORS] < repositories.txt     prints corpus.tsv rows
#
# For each repository (owner/name, one a line, in order) whose mirror is in MIRRORS (default
# /work/.mirror, owner+name/repo), reads the tree at HEAD and prints at most 2 rows
# "id repository commit path kind half": the first 2 qualifying Swift files by path. A missing
# mirror is reported on stderr and skipped.
#
#   CENSUS_SELECT=interaction Census/select.sh [MIRRORS] < repositories.txt
#                                the interaction files instead (docs/census.md, "A fourth sample
#                                nobody had seen"): a declaration naming UIPercentDrivenInteractiveTransition
#                                or UIViewControllerInteractiveTransitioning in its inheritance clause,
#                                and no `func animateTransition` in the file; ids prefixed i- instead of u-.
#                                Everything else (folders, kind, halves, 2 a repository) is the same.
set -uo pipefail
export LC_ALL=C
MIRRORS=${1:-/work/.mirror}
# A declaration whose inheritance clause names the protocol (a class, struct, enum or extension).
DECL='^[[:space:]]*([@A-Za-z()]+[[:space:]]+)*(class|struct|enum|extension)[[:space:]][^{]*UIViewControllerAnimatedTransitioning'
PREFIX=u
if [ "${CENSUS_SELECT:-}" = interaction ]; then
    DECL='^[[:space:]]*([@A-Za-z()]+[[:space:]]+)*(class|struct|enum|extension)[[:space:]][^{]*(UIPercentDrivenInteractiveTransition|UIViewControllerInteractiveTransitioning)'
    PREFIX=i
fi
EXCLUDED='(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Checkouts|[^/]*Tests)/'
LIBRARY_EXCLUDED='(^|/)(Examples?|Demos?|Samples?|[^/]*Example|[^/]*Demo)/'
# Ids already taken (the library census's rows, whose half is "-" or absent, then this run's): a
# repeated id gets -2, -3 …. The users' rows of corpus.tsv are what this script prints, so they are
# not read back.
declare -A TAKEN
while IFS=$'\t' read -r id _ _ _ _ half; do
    [ "${half:--}" = - ] && TAKEN[$id]=1
done < "$(dirname "$0")/corpus.tsv"
while read -r repo; do
    case $repo in '' | '#'*) continue ;; esac
    git_dir=$MIRRORS/${repo/\//+}/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    if ! commit=$(git --git-dir="$git_dir" rev-parse --verify -q HEAD 2>/dev/null); then
        echo "skipped $repo: no mirror" >&2
        continue
    fi
    tree=$(git --git-dir="$git_dir" ls-tree -r --name-only HEAD)
    kind=app
    # Not `… | grep -q` under pipefail: grep -q stopping early fails the pipe by the writer's SIGPIPE.
    if grep -vE "$EXCLUDED" <<< "$tree" | grep -E '\.podspec$' > /dev/null \
        || { grep -qx 'Package.swift' <<< "$tree" \
            && git --git-dir="$git_dir" show HEAD:Package.swift | grep '\.library(' > /dev/null; }; then
        kind=library
    fi
    # The first hex digit of md5(owner/name): even → tuning.
    digit=$(printf %s "$repo" | md5sum | cut -c1)
    case $digit in [02468ace]) half=tuning ;; *) half=held-out ;; esac
    n=0
    while read -r path; do
        grep -qE "$EXCLUDED" <<< "$path" && continue
        [ "$kind" = library ] && grep -qE "$LIBRARY_EXCLUDED" <<< "$path" && continue
        text=$(git --git-dir="$git_dir" show "HEAD:$path" 2>/dev/null) || continue
        grep -qE "$DECL" <<< "$text" || continue
        # An animator file must have animateTransition; an interaction file must not (it is in the
        # animator samples already).
        if [ "$PREFIX" = i ]; then
            grep -q 'func animateTransition' <<< "$text" && continue
        else
            grep -q 'func animateTransition' <<< "$text" || continue
        fi
        # id: the file's name in lowercase, letters and digits, prefixed by the owner's first 6.
        base=$(basename "$path" .swift | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9')
        owner=$(cut -d/ -f1 <<< "$repo" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9' | cut -c1-6)
        id=$PREFIX-$owner-$base suffix=2
        while [ -n "${TAKEN[$id]:-}" ]; do id=$PREFIX-$owner-$base-$suffix suffix=$((suffix + 1)); done
        TAKEN[$id]=1
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$repo" "$commit" "$path" "$kind" "$half"
        n=$((n + 1))
        [ $n -eq 2 ] && break
    done < <(grep '\.swift$' <<< "$tree" | sort)
done
