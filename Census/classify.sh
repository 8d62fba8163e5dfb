#!/bin/bash
# Classes the users' corpus failures (docs/census.md, "Numbers") from a finished corpus run.
#
#   Census/classify.sh [MIRRORS] [--show HALF]
#   Census/classify.sh [MIRRORS] --siblings [--show HALF]
#   Census/classify.sh [MIRRORS] --dependencies [--show HALF]
#
# With --siblings it classes the second measure instead (Census/run.sh --with-siblings, docs/census.md
# "The file with its repository's declarations"): each failing <id>-siblings target's errors, in the
# file or in a sibling, into Census/.work/corpus/classes-siblings.tsv (id, half, kind, where, class,
# detail); --show lists that half's `uikit`, `objc` and `other` errors with where they are.
# With --dependencies it classes the third measure (Census/run.sh --with-dependencies, "The file
# with its dependencies"): each failing <id>-deps target's errors in the file, a sibling or a
# dependency's sources, a `no such module 'X'` by what became of X (dependencies.tsv: module,
# module-unlisted, module-unavailable, module-objc, module-binary, module-unresolved, module-cap),
# into classes-dependencies.tsv. After run.sh --with-own-modules the same, with the own-module classes
# (module-own-binary, module-own-objc, module-own-unresolved, module-own-clash; docs/census.md, "The
# file with its repository's own modules").
#
# Reads Census/.work/corpus/results.tsv and each failing file's build log, and writes
# Census/.work/corpus/classes.tsv (id, half, kind, class, detail: one row per class a file's
# errors fall in). Prints per half: files, files that compile, files whose every error is a
# name of their own repository or a module it imports (they need stubs, not AnimaticUIKit), and
# per class the number of files with an error of that class. With --show HALF it also lists that
# half's errors of class "uikit"; only the tuning half is ever shown while AnimaticUIKit is tuned.
#
# An error's class, in this order (a file's errors can fall in several):
#   legacy     the file is Swift 3 or older: its project's Swift version (Census/swift-version.sh:
#              the most frequent SWIFT_VERSION in the repository's project.pbxproj files …) is
#              below 4 and it fails in Swift 4 mode (the oldest a current compiler has), or it has
#              Swift 2 API
#              (`func animateTransition(transitionContext:`, NSTimeInterval, CGRectMake …). No
#              current compiler, Xcode's included, builds it. This class takes the whole file.
#   pre42      a name Swift 4.2 renamed (UINavigationControllerOperation, UIViewAnimationOptions,
#              kCAFillModeForwards …) that AnimaticUIKit lacks in the file's language mode (or a
#              file whose project says 5 using it: it fails on iOS too).
#   module     `no such module`: a third-party module (RxSwift, SnapKit …) the app imports.
#   own        a name missing from scope that the repository itself declares (its controllers,
#              cells, constants), or a member of such a type: needs a stub, not AnimaticUIKit.
#   uikit      any other missing name or member: the UIKit / Foundation / QuartzCore surface.
#   other      anything else (type mismatches …), usually a consequence of one of the above.
#
# CENSUS_CORPUS=Census/unseen.tsv classifies that run instead (Census/.work/unseen, run.sh's folder
# for it); CENSUS_GROUP=kind counts per kind (app, library) instead of per half.
set -uo pipefail
cd "$(dirname "$0")/.."
MIRRORS=/work/.mirror SHOW="" SIBLINGS="" DEPENDENCIES=""
while [ $# -gt 0 ]; do
    case $1 in
        --show) SHOW=$2; shift 2 ;;
        --siblings) SIBLINGS=1; shift ;;
        --dependencies) SIBLINGS=1 DEPENDENCIES=1; shift ;;
        *) MIRRORS=$1; shift ;;
    esac
done
CORPUS=${CENSUS_CORPUS:-Census/corpus.tsv} WORK=Census/.work/corpus BY_KIND=""
[ "$CORPUS" != Census/corpus.tsv ] && WORK=Census/.work/$(basename "$CORPUS" .tsv)
[ "${CENSUS_GROUP:-half}" = kind ] && BY_KIND=1
RESULTS=$WORK/results.tsv
[ -f "$RESULTS" ] || { echo "error: no $RESULTS; run Census/run.sh first" >&2; exit 2; }
# Swift 2 names, removed in Swift 3.
SWIFT2='^(NS[A-Z][A-Za-z]*Interval|CG(Rect|Point|Size|Vector|AffineTransform)[A-Z][A-Za-z]*|[a-z][A-Za-z]*WithDuration|[a-z][A-Za-z]*InView|(update|finish|cancel)InteractiveTransition|viewControllerForKey|viewForKey|finalFrameForViewController|initialFrameForViewController|mainScreen|M_PI(_2|_4)?|dispatch_[a-z_]*)$'
# Names Swift 4.2 moved into types or renamed, as iOS SDK overlays mark them (obsoleted: 4.2).
PRE42='^(UINavigationControllerOperation|UIViewAnimationOptions|UIViewKeyframeAnimationOptions|UIViewAnimationCurve|UIViewAnimationTransition|UIBlurEffectStyle|UIViewContentMode|UIViewAutoresizing|UIModalTransitionStyle|UILayoutConstraintAxis|UIStackViewAlignment|UIStackViewDistribution|UIGestureRecognizerState|UIControlState|UIControlEvents|UIButtonType|UIFontWeight.*|UIApplicationLaunchOptionsKey|UITableViewCellStyle|UITableViewScrollPosition|UIRectCorner.*|NSLayoutAttribute|NSLayoutRelation|kCA[A-Za-z]*|UITransitionContext(From|To)(View|ViewController)Key|UIEdgeInsetsMake|UIEdgeInsetsInsetRect|UIScrollViewDecelerationRate.*|UIStatusBarStyle.*|bringSubview|sendSubview|childViewControllers|addChildViewController|removeFromParentViewController)$'

declare -A KIND HALF REPO COMMIT PATHOF
while IFS=$'\t' read -r id repo commit path kind half; do
    [ "$id" = id ] && continue
    KIND[$id]=$kind HALF[$id]=$half REPO[$id]=$repo COMMIT[$id]=$commit PATHOF[$id]=$path
done < "$CORPUS"

# swift_version ID: the Swift version the file's project declares (Census/swift-version.sh, the
# rule run.sh builds by), or "".
swift_version() {
    local repo=${REPO[$1]} git_dir
    git_dir=$MIRRORS/${repo/\//+}/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    Census/swift-version.sh "$git_dir" "${COMMIT[$1]}" "${PATHOF[$1]}" | cut -f1
}

# declared ID NAME [KEYWORDS]: does the file's repository (at its commit) declare NAME outside
# this file? (A member of a UIKit type counts only as a func/var/let an extension adds.)
declared() {
    local repo=${REPO[$1]} git_dir keywords=${3:-class|struct|enum|protocol|typealias|extension|actor|let|var|func|case}
    git_dir=$MIRRORS/${repo/\//+}/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    git --git-dir="$git_dir" grep -qE \
        "($keywords)[[:space:]]+$2([^A-Za-z0-9_]|$)" \
        "${COMMIT[$1]}" -- '*.swift' ":!${PATHOF[$1]}" 2> /dev/null
}

# classify_message ID MESSAGE: sets `class` and `detail` for one of the file's error messages.
# With --siblings, a missing name the repository declares only in Objective-C headers is `objc`.
classify_message() {
    local id=$1 message=$2 name type member
    class=other detail=$message
    if [[ $message =~ no\ such\ module\ \'([A-Za-z_]+)\' ]]; then
        class=module detail=${BASH_REMATCH[1]}
    elif [[ $message =~ ^\'([A-Za-z0-9_]+)[^\']*\'\ has\ been\ renamed\ to ]]; then
        # An old name AnimaticUIKit has for Swift 4 mode only (Swift4Names.swift), used by a
        # file whose project says 4.2 or newer: it fails on iOS as well.
        class=pre42 detail=${BASH_REMATCH[1]}
    elif [[ $message =~ cannot\ find\ (type\ )?\'([A-Za-z0-9_]+)\'\ in\ scope ]]; then
        name=${BASH_REMATCH[2]} detail=${BASH_REMATCH[2]}
        if [[ $name =~ $SWIFT2 ]]; then
            class=legacy
        elif [[ $name =~ $PRE42 ]]; then
            class=pre42
        elif declared "$id" "$name"; then
            class=own
        else
            class=uikit
        fi
    elif [[ $message =~ (value\ of\ )?type\ \'([A-Za-z0-9_.?!]+)\'\ has\ no\ member\ \'([A-Za-z0-9_]+)\' ]]; then
        type=${BASH_REMATCH[2]%%[?!]*} member=${BASH_REMATCH[3]} detail="${BASH_REMATCH[2]}.${BASH_REMATCH[3]}"
        if [[ $member =~ $SWIFT2 ]]; then
            class=legacy
        elif [[ $member =~ $PRE42 ]]; then
            class=pre42
        elif declared "$id" "$member" "func|var|let|case" \
            || { [[ ! $type =~ ^(UI|CA|CG|NS|any\ UI) ]] && declared "$id" "$type"; }; then
            class=own
        else
            class=uikit detail="$type.$member"
        fi
    fi
    if [ -n "$SIBLINGS" ] && [ "$class" = uikit ] && [ -n "${name:-}" ] && objc_declared "$id" "$name"; then
        class=objc
    fi
}

# objc_declared ID NAME: do the repository's Objective-C headers (at the file's commit) declare NAME?
objc_declared() {
    local repo=${REPO[$1]} git_dir n=$2
    git_dir=$MIRRORS/${repo/\//+}/repo
    [ -d "$git_dir/.git" ] && git_dir=$git_dir/.git
    git --git-dir="$git_dir" grep -qE \
        "(@interface|@protocol)[[:space:]]+$n([^A-Za-z0-9_]|\$)|typedef[^;]*[^A-Za-z0-9_]$n[[:space:]]*;|\}[[:space:]]*$n[[:space:]]*;|NS_(ENUM|OPTIONS)\([^,]*,[[:space:]]*$n\)|#define[[:space:]]+$n([^A-Za-z0-9_]|\$)" \
        "${COMMIT[$1]}" -- '*.h' 2> /dev/null
}

# The third measure (--dependencies).
if [ -n "$DEPENDENCIES" ]; then
    TABLE=$WORK/dependencies.tsv
    [ -f "$TABLE" ] || { echo "error: no $TABLE; run Census/run.sh --with-dependencies first" >&2; exit 2; }
    OUT=$WORK/classes-dependencies.tsv
    printf 'id\thalf\tkind\twhere\tclass\tdetail\n' > "$OUT"
    declare -A N ALONE SIB WITH CLS
    while IFS=$'\t' read -r id half kind alone siblings deps _ _ modules _; do
        [ "$id" = id ] && continue
        [ -n "$BY_KIND" ] && [ "$half" != - ] && half=$kind
        N[$half]=$((${N[$half]:-0} + 1))
        [ "$alone" = yes ] && ALONE[$half]=$((${ALONE[$half]:-0} + 1))
        [ "$siblings" = yes ] && SIB[$half]=$((${SIB[$half]:-0} + 1))
        if [ "$deps" = yes ]; then
            WITH[$half]=$((${WITH[$half]:-0} + 1))
            continue
        fi
        declare -A seen=() status=()
        for entry in $modules; do
            name=${entry%%:*} value=${entry#*:}
            status[$name]=${value%%@*}
        done
        version=$(swift_version "$id")
        if grep -qE 'func animateTransition\((_ )?transitionContext' "$WORK/files/$id.swift" 2> /dev/null; then
            seen[file.legacy]="func animateTransition(transitionContext:)"
        elif [ -n "$version" ] && [ "${version%%.*}" -lt 4 ]; then
            seen[file.legacy]="SWIFT_VERSION = $version"
        fi
        # A target that stopped before building reads its second measure's log.
        log=$WORK/logs/$id.deps.log
        [ -f "$log" ] || log=$WORK/logs/$id.siblings.log
        while IFS=$'\t' read -r where message; do
            classify_message "$id" "$message"
            if [ "$class" = module ]; then
                [ "${status[$detail]:-module}" = built ] || class=${status[$detail]:-module}
            fi
            [ -z "${seen[$where.$class]:-}" ] && seen[$where.$class]=$detail || seen[$where.$class]+="; $detail"
        done < <(grep -E ": error: " "$log" | sed -nE \
            -e "s|^.*/files/$id\.swift:[0-9]+:[0-9]+: error: |file\t|p" \
            -e "s|^.*/siblings/$id/.*:[0-9]+:[0-9]+: error: |sibling\t|p" \
            -e "s|^.*/$(basename "$WORK")/deps/.*:[0-9]+:[0-9]+: error: |dependency\t|p" | sort -u)
        if [ -n "${seen[file.legacy]:-}" ]; then
            legacy=${seen[file.legacy]}
            unset seen
            declare -A seen=([file.legacy]=$legacy)
        fi
        declare -A classes=()
        for key in "${!seen[@]}"; do
            printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$half" "$kind" "${key%%.*}" "${key#*.}" "${seen[$key]}" >> "$OUT"
            classes[${key#*.}]=1
            CLS[$half.${key%%.*}.${key#*.}]=$((${CLS[$half.${key%%.*}.${key#*.}]:-0} + 1))
        done
        for class in "${!classes[@]}"; do CLS[$half.any.$class]=$((${CLS[$half.any.$class]:-0} + 1)); done
        unset seen classes status
    done < "$TABLE"
    for half in tuning held-out $(printf '%s\n' "${!N[@]}" | grep -vxE 'tuning|held-out|-' | sort) -; do
        n=${N[$half]:-0} a=${ALONE[$half]:-0} b=${SIB[$half]:-0} w=${WITH[$half]:-0}
        [ "$n" = 0 ] && continue
        printf '%s: %d files; compile alone %d (%d %%); with siblings %d (%d %%); with siblings and dependencies %d (%d %%)\n' \
            "$half" "$n" "$a" $((100 * a / n)) "$b" $((100 * b / n)) "$w" $((100 * w / n))
        for class in legacy pre42 module module-unlisted module-unavailable module-objc module-binary module-unresolved \
            module-cap module-own-binary module-own-objc module-own-unresolved module-own-clash own objc uikit other; do
            [ "${CLS[$half.any.$class]:-0}" = 0 ] && continue
            printf '  %-21s %d files (in the file: %d, a sibling: %d, a dependency: %d)\n' "$class" \
                "${CLS[$half.any.$class]:-0}" "${CLS[$half.file.$class]:-0}" "${CLS[$half.sibling.$class]:-0}" \
                "${CLS[$half.dependency.$class]:-0}"
        done
    done
    if [ -n "$SHOW" ]; then
        echo "errors of the $SHOW half that are not legacy (where class detail: files):"
        awk -F'\t' -v half="$SHOW" '$2 == half && $5 != "legacy" {
                n = split($6, parts, "; "); for (i = 1; i <= n; i++) print $4 "\t" $5 "\t" parts[i] }' "$OUT" \
            | sort | uniq -c | sort -rn | head -40
    fi
    exit 0
fi

# The second measure (--siblings).
if [ -n "$SIBLINGS" ]; then
    TABLE=$WORK/siblings.tsv
    [ -f "$TABLE" ] || { echo "error: no $TABLE; run Census/run.sh --with-siblings first" >&2; exit 2; }
    OUT=$WORK/classes-siblings.tsv
    printf 'id\thalf\tkind\twhere\tclass\tdetail\n' > "$OUT"
    declare -A N ALONE WITH CLEAN OWNMOD CLS
    while IFS=$'\t' read -r id half kind alone siblings _ _ file_errors _ _; do
        [ "$id" = id ] && continue
        [ -n "$BY_KIND" ] && [ "$half" != - ] && half=$kind
        N[$half]=$((${N[$half]:-0} + 1))
        [ "$alone" = yes ] && ALONE[$half]=$((${ALONE[$half]:-0} + 1))
        if [ "$siblings" = yes ]; then
            WITH[$half]=$((${WITH[$half]:-0} + 1))
            continue
        fi
        [ "$file_errors" = 0 ] && CLEAN[$half]=$((${CLEAN[$half]:-0} + 1))
        declare -A seen=()
        version=$(swift_version "$id")
        if grep -qE 'func animateTransition\((_ )?transitionContext' "$WORK/files/$id.swift" 2> /dev/null; then
            seen[file.legacy]="func animateTransition(transitionContext:)"
        elif [ -n "$version" ] && [ "${version%%.*}" -lt 4 ]; then
            seen[file.legacy]="SWIFT_VERSION = $version"
        fi
        while IFS=$'\t' read -r where message; do
            classify_message "$id" "$message"
            [ -z "${seen[$where.$class]:-}" ] && seen[$where.$class]=$detail || seen[$where.$class]+="; $detail"
        done < <(grep -E ": error: " "$WORK/logs/$id.siblings.log" | sed -nE \
            -e "s|^.*/files/$id\.swift:[0-9]+:[0-9]+: error: |file\t|p" \
            -e "s|^.*/siblings/$id/.*:[0-9]+:[0-9]+: error: |sibling\t|p" | sort -u)
        # A legacy file fails for that alone, as in the first measure.
        if [ -n "${seen[file.legacy]:-}" ]; then
            legacy=${seen[file.legacy]}
            unset seen
            declare -A seen=([file.legacy]=$legacy)
        fi
        declare -A classes=()
        own_only=1
        for key in "${!seen[@]}"; do
            printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$half" "$kind" "${key%%.*}" "${key#*.}" "${seen[$key]}" >> "$OUT"
            classes[${key#*.}]=1
            CLS[$half.${key%%.*}.${key#*.}]=$((${CLS[$half.${key%%.*}.${key#*.}]:-0} + 1))
            case ${key#*.} in own | module | objc | other) ;; *) own_only=0 ;; esac
        done
        for class in "${!classes[@]}"; do CLS[$half.any.$class]=$((${CLS[$half.any.$class]:-0} + 1)); done
        [ -z "${classes[own]:-}" ] && [ -z "${classes[module]:-}" ] && [ -z "${classes[objc]:-}" ] && own_only=0
        [ $own_only = 1 ] && OWNMOD[$half]=$((${OWNMOD[$half]:-0} + 1))
        unset seen classes
    done < "$TABLE"
    for half in tuning held-out unseen app library -; do
        n=${N[$half]:-0} a=${ALONE[$half]:-0} w=${WITH[$half]:-0}
        [ "$n" = 0 ] && continue
        printf '%s: %d files; compile alone %d (%d %%); with siblings %d (%d %%); failing with no error in the file %d; failing only on module/own/objc %d\n' \
            "$half" "$n" "$a" $((100 * a / n)) "$w" $((100 * w / n)) "${CLEAN[$half]:-0}" "${OWNMOD[$half]:-0}"
        for class in legacy pre42 module own objc uikit other; do
            printf '  %-7s %d files (error in the file: %d, in a sibling: %d)\n' "$class" "${CLS[$half.any.$class]:-0}" \
                "${CLS[$half.file.$class]:-0}" "${CLS[$half.sibling.$class]:-0}"
        done
    done
    if [ -n "$SHOW" ]; then
        echo "uikit, objc and other errors of the $SHOW half (where class detail: files):"
        awk -F'\t' -v half="$SHOW" '$2 == half && ($5 == "uikit" || $5 == "objc" || $5 == "other") {
                n = split($6, parts, "; "); for (i = 1; i <= n; i++) print $4 "\t" $5 "\t" parts[i] }' "$OUT" \
            | sort | uniq -c | sort -rn
    fi
    exit 0
fi

OUT=$WORK/classes.tsv
printf 'id\thalf\tkind\tclass\tdetail\n' > "$OUT"
declare -A FILES COMPILED OWNONLY CLASSFILES
while IFS=$'\t' read -r id _ _ compiles _ _ _ _ _; do
    [ "$id" = id ] && continue
    half=${HALF[$id]:--}
    [ "$half" = - ] && continue # the library census has its own table
    [ -n "$BY_KIND" ] && half=${KIND[$id]}
    FILES[$half]=$((${FILES[$half]:-0} + 1))
    if [ "$compiles" = yes ]; then
        COMPILED[$half]=$((${COMPILED[$half]:-0} + 1))
        continue
    fi
    declare -A seen=()
    version=$(swift_version "$id")
    if grep -qE 'func animateTransition\((_ )?transitionContext' "$WORK/files/$id.swift" 2> /dev/null; then
        seen[legacy]="func animateTransition(transitionContext:)"
    elif [ -n "$version" ] && [ "${version%%.*}" -lt 4 ]; then
        seen[legacy]="SWIFT_VERSION = $version"
    fi
    while IFS= read -r message; do
        classify_message "$id" "$message"
        [ -z "${seen[$class]:-}" ] && seen[$class]=$detail || seen[$class]+="; $detail"
    done < <(grep -E "/files/$id\.swift:[0-9]+:[0-9]+: error: " "$WORK/logs/$id.log" \
        | sed -E 's/^.*: error: //' | sort -u)
    # A legacy file fails for that alone: its other errors are not counted against AnimaticUIKit.
    if [ -n "${seen[legacy]:-}" ]; then
        legacy=${seen[legacy]}
        unset seen
        declare -A seen=([legacy]=$legacy)
    fi
    own_only=1
    for class in "${!seen[@]}"; do
        printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$half" "${KIND[$id]}" "$class" "${seen[$class]}" >> "$OUT"
        CLASSFILES[$half.$class]=$((${CLASSFILES[$half.$class]:-0} + 1))
        case $class in own | module | other) ;; *) own_only=0 ;; esac
    done
    # "other" alone (no missing name at all) is not the repository's fault: count it as not own.
    [ -z "${seen[own]:-}" ] && [ -z "${seen[module]:-}" ] && own_only=0
    [ $own_only = 1 ] && OWNONLY[$half]=$((${OWNONLY[$half]:-0} + 1))
    unset seen
done < "$RESULTS"

for half in tuning held-out unseen app library; do
    n=${FILES[$half]:-0} c=${COMPILED[$half]:-0} o=${OWNONLY[$half]:-0}
    [ "$n" = 0 ] && continue
    printf '%s: %d files; compile %d (%d %%); fail only on their own names or modules %d; compile or only those %d (%d %%)\n' \
        "$half" "$n" "$c" $((n ? 100 * c / n : 0)) "$o" $((c + o)) $((n ? 100 * (c + o) / n : 0))
    for class in legacy pre42 module own uikit other; do
        printf '  %-7s %d files\n' "$class" "${CLASSFILES[$half.$class]:-0}"
    done
done
if [ -n "$SHOW" ]; then
    echo "uikit errors of the $SHOW half (symbol: files):"
    awk -F'\t' -v half="$SHOW" '$2 == half && $4 == "uikit" { n = split($5, parts, "; "); for (i = 1; i <= n; i++) print parts[i] }' "$OUT" \
        | sort | uniq -c | sort -rn
fi
