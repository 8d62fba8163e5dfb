#!/bin/bash
# Type-checks repositories' other UIKit files, each alone (docs/census.md, "The first unseen sample's
# repositories' other files (issue 26, eighth step)" and "Current apps' other files (issue 26, tenth
# step)": the rules in code).
#
#   Census/typecheck-others.sh [MIRRORS]      MIRRORS: owner+name/repo mirrors (default /work/.mirror)
#
# Environment: SCRATCH (default .build-others), the scratch path the modules are built into;
# OTHERS_HALF (tune, check or both; default both); OTHERS_WORK (default Census/.work/others);
# OTHERS_REPOSITORIES, a file of "owner/name<TAB>commit<TAB>kind" lines (default: the first unseen
# sample's repositories, from Census/unseen.tsv; the tenth step's is Census/others-pool.sh's output);
# OTHERS_PER_REPOSITORY, the files taken per repository (default 12, the eighth step's).
# Writes results.tsv (id, repository, path, half, mode, status), names-<half>.tsv (files naming
# each missing name, most first), summary.txt, and each file's compiler log under logs/.
set -uo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
MIRRORS=${1:-/work/.mirror}
SCRATCH=${SCRATCH:-.build-others}
HALVES=${OTHERS_HALF:-both}
WORK=${OTHERS_WORK:-Census/.work/others}
PER_REPOSITORY=${OTHERS_PER_REPOSITORY:-12}
REPOSITORIES=${OTHERS_REPOSITORIES:-}
# select.sh's excluded folders, and those it excludes in a library only.
EXCLUDED='(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Checkouts|[^/]*Tests)/'
LIBRARY_EXCLUDED='(^|/)(Examples?|Demos?|Samples?|[^/]*Example|[^/]*Demo)/'
IMPORTS_UIKIT='^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)?import[[:space:]]+UIKit([[:space:]]|;|$)'

# Census/products.sh's modules are automatic library products, which `swift build --product`
# cannot build alone, so the whole package's default build makes them (and animatic-rewrite).
swift build --scratch-path "$SCRATCH" > /dev/null || { echo "swift build failed" >&2; exit 1; }
BIN=$(swift build --scratch-path "$SCRATCH" --show-bin-path)
# The C modules the Swift modules import (cairo, the warp kernel, Yams' and OpenCombine's helpers)
# are found through their maps, and cairo's headers through pkg-config, as SwiftPM finds them; a
# Swift module's own generated map (X.build/include/) is not needed.
clang_flags=()
while read -r map; do clang_flags+=(-Xcc "-fmodule-map-file=$map"); done \
    < <(find "$BIN" "$SCRATCH/checkouts" Sources -name module.modulemap -not -path '*.build/include/*' 2> /dev/null)
for include in $(pkg-config --cflags-only-I cairo pangocairo); do clang_flags+=(-Xcc "$include"); done

rm -rf "$WORK" && mkdir -p "$WORK/logs" "$WORK/rewritten"
printf 'id\trepository\tpath\thalf\tmode\tstatus\n' > "$WORK/results.tsv"

# The Swift version → swiftc's -swift-version, as run.sh maps it.
language_mode() {
    case $1 in '' | 5* | 6*) echo 5 ;; 4.2*) echo 4.2 ;; *) echo 4 ;; esac
}

# "owner/name<TAB>commit<TAB>kind", one line per repository.
repositories() {
    if [ -n "$REPOSITORIES" ]; then
        sort -u -k1,1 "$REPOSITORIES"
    else
        tail -n +2 Census/unseen.tsv | cut -f2,3,5 | sort -u -k1,1
    fi
}

repositories | while IFS=$'\t' read -r repo commit kind; do
    case $(printf %s "$repo" | md5sum | cut -c1) in [02468ace]) half=tune ;; *) half=check ;; esac
    [ "$HALVES" = both ] || [ "$HALVES" = "$half" ] || continue
    git_dir=$MIRRORS/${repo/\//+}/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    mode=$(language_mode "$(Census/swift-version.sh "$git_dir" "$commit" | cut -f1)")
    n=0
    while read -r path; do
        grep -qE "$EXCLUDED" <<< "$path" && continue
        [ "$kind" = library ] && grep -qE "$LIBRARY_EXCLUDED" <<< "$path" && continue
        # Read whole before grep: `git show | grep -q` under pipefail fails when grep stops early
        # (git gets SIGPIPE), which would drop files at random.
        text=$(git --git-dir="$git_dir" show "$commit:$path" 2> /dev/null) || continue
        grep -qE "$IMPORTS_UIKIT" <<< "$text" || continue
        id=$(printf %s "$repo/$path" | md5sum | cut -c1-10)
        original=$WORK/rewritten/$id.original.swift rewritten=$WORK/rewritten/$id.swift
        git --git-dir="$git_dir" show "$commit:$path" > "$original"
        status=ok
        if ! "$BIN/animatic-rewrite" "$original" "$rewritten" "$path" > "$WORK/logs/$id.log" 2>&1; then
            status=rewrite-failed
        elif ! timeout 300 swiftc -typecheck -swift-version "$mode" -module-name App -I "$BIN/Modules" \
            "${clang_flags[@]}" "$rewritten" >> "$WORK/logs/$id.log" 2>&1; then
            status=error
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$repo" "$path" "$half" "$mode" "$status" >> "$WORK/results.tsv"
        n=$((n + 1))
        [ $n -eq $PER_REPOSITORY ] && break
    done < <(git --git-dir="$git_dir" ls-tree -r --name-only "$commit" | grep '\.swift$' | sort)
done

# Per missing name, the files naming it (each file once per name).
missing_names() {
    grep -hoE "error: (cannot find (type )?'[^']+' in scope|(value of )?type '[^']+' has no member '[^']+'|no such module '[^']+')" "$@" \
        | sed -E "s/.*cannot find (type )?'([^']+)'.*/\2/; s/.*type '([^']+)' has no member '([^']+)'.*/\1.\2/;
                  s/.*no such module '([^']+)'.*/module \1/" | sort -u
}
# A name of Apple's API by its prefix, or a module of Apple's SDK: a script's split, not a reading.
apple_name='^((module )?(UI|CA|CG|NS|AV|CL|MK|PH|WK)|module (Foundation|UIKit|QuartzCore|Photos|CoreData|WebKit|MediaPlayer|AudioToolbox|MobileCoreServices|SystemConfiguration|CoreText|CoreImage|CoreGraphics|SpriteKit|SafariServices|MapKit|ImageIO|CoreMotion|UserNotifications|StoreKit|GameKit|Contacts|MessageUI|LocalAuthentication|CoreSpotlight|Social|Accounts|EventKit|HealthKit|ARKit|SceneKit|Metal|MetalKit|GLKit|CoreML|Vision|Speech|Intents|CloudKit|CoreBluetooth|NotificationCenter|CoreTelephony|AdSupport|PassKit|QuickLook|AssetsLibrary|Security|WatchConnectivity|CallKit|PhotosUI|AVKit|AVFoundation|CoreMedia|CoreVideo|CoreLocation|Combine|SwiftUI|os))'
{
    for half in tune check; do
        rows=$(awk -F'\t' -v h=$half 'NR > 1 && $4 == h' "$WORK/results.tsv")
        [ -n "$rows" ] || continue
        files=$(wc -l <<< "$rows") clean=$(awk -F'\t' '$6 == "ok"' <<< "$rows" | wc -l)
        logs=$(awk -F'\t' -v w="$WORK" '{ print w "/logs/" $1 ".log" }' <<< "$rows")
        for log in $logs; do missing_names "$log"; done | sort | uniq -c | sort -k1,1nr -k2 \
            | awk '{ n = $1; $1 = ""; print n "\t" substr($0, 2) }' > "$WORK/names-$half.tsv"
        apple=$(cut -f2 "$WORK/names-$half.tsv" | grep -cE "$apple_name")
        other=$(cut -f2 "$WORK/names-$half.tsv" | grep -cvE "$apple_name")
        # (file, name) pairs: each name counted once per file that names it.
        apple_pairs=$(awk -F'\t' -v r="$apple_name" '$2 ~ r { s += $1 } END { print s + 0 }' "$WORK/names-$half.tsv")
        other_pairs=$(awk -F'\t' -v r="$apple_name" '$2 !~ r { s += $1 } END { print s + 0 }' "$WORK/names-$half.tsv")
        printf '%s: %d files, %d with no error; missing names: %d Apple API by prefix (%d file-name pairs), %d other (%d)\n' \
            "$half" "$files" "$clean" "$apple" "$apple_pairs" "$other" "$other_pairs"
    done
} | tee "$WORK/summary.txt"
