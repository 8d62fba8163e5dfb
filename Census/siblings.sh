# Sourced by Census/run.sh --with-siblings: the second measure of the users' corpus, each file
# built with its repository's declarations (docs/census.md, "The file with its repository's
# declarations (issue 26, third step): the rule"; the numbers in this script are that rule's).
#
# For each row, target <id>-siblings (declared by run.sh, no stubs) first builds the file alone
# (round 0). Each round reads the names its errors want (`cannot find [type] 'X' in scope`: a
# top-level X; `[value of ]type 'T' has no member 'X'`: a member X an extension may add), finds
# for each name not looked up before the repository's file that declares it (the nearest to the
# animator file by folders, then the first by path), reads the new files at the row's commit into
# $WORK/siblings/<id>/<path> and builds again, until no file is added, 8 rounds of additions, or
# 60 siblings. Writes $WORK/siblings.tsv and prints a summary per half. Expects run.sh's ids, FILE,
# REPO, PATH_IN_REPO, COMMIT, GIT_DIR, KIND, HALF, MISSING, WORK, PKG and build().

SIBLING_ROUNDS=8 SIBLING_FILES=60
# select.sh's excluded folders (a library repository's demos too).
SIBLING_EXCLUDED='(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Checkouts|[^/]*Tests)/'
SIBLING_LIBRARY_EXCLUDED='(^|/)(Examples?|Demos?|Samples?|[^/]*Example|[^/]*Demo)/'
# Attributes and modifiers before a declaration's keyword (`@objc(Foo) public final`).
SIBLING_W='([@A-Za-z_]+(\([^)]*\))?[[:space:]]+)*'

# sibling_declaring ID top|member NAME [PATHS]: the repository path of the file that declares NAME
# for the row ID (rule 4 and 5), or nothing; with PATHS (one a line), only a file among them.
sibling_declaring() {
    local id=$1 kind=$2 name=$3 only=${4:-} git_dir=${GIT_DIR[$1]} commit=${COMMIT[$1]} pattern candidates
    if [ "$kind" = top ] || [ "$kind" = operator ]; then
        pattern=$(declaration_pattern "$kind" "$name")
        candidates=$(git --git-dir="$git_dir" grep -lE "$pattern" "$commit" -- '*.swift' 2> /dev/null)
    elif [ "$kind" = init ]; then
        # NAME is an argument label: an extension's initializer with it (the twenty-first step).
        candidates=$(LC_ALL=C comm -12 \
            <(git --git-dir="$git_dir" grep -lE "$(initializer_pattern "$name")" "$commit" -- '*.swift' 2> /dev/null \
                | LC_ALL=C sort) \
            <(git --git-dir="$git_dir" grep -lE "^${SIBLING_W}extension[[:space:]]" "$commit" -- '*.swift' \
                2> /dev/null | LC_ALL=C sort))
    elif [ "$kind" = conformance ]; then
        # NAME is TYPE:PROTOCOL (the fifth measure's amendment): an extension of TYPE naming PROTOCOL.
        candidates=$(git --git-dir="$git_dir" grep -lE "$(conformance_pattern "$name")" "$commit" -- '*.swift' \
            2> /dev/null)
    else
        # A member, or a nested type (`'ShadowDirection' is not a member type of class 'CALayer'`).
        pattern="^[[:space:]]+${SIBLING_W}(func|var|let|case|enum|struct|class|typealias|actor)[[:space:]]+$name"
        pattern+="([^A-Za-z0-9_]|\$)"
        candidates=$(LC_ALL=C comm -12 \
            <(git --git-dir="$git_dir" grep -lE "$pattern" "$commit" -- '*.swift' 2> /dev/null | LC_ALL=C sort) \
            <(git --git-dir="$git_dir" grep -lE "^${SIBLING_W}extension[[:space:]]" "$commit" -- '*.swift' \
                2> /dev/null | LC_ALL=C sort))
    fi
    [ -n "$only" ] && candidates=$(sed "s|^$commit:||" <<< "$candidates" | grep -xF -f <(echo "$only"))
    [ -z "$candidates" ] && return
    local folder
    folder=$(dirname "${PATH_IN_REPO[$id]}")
    # "commit:path" → path; drop the file itself and the excluded folders; then the nearest.
    sed "s|^$commit:||" <<< "$candidates" \
        | grep -vxF -- "${PATH_IN_REPO[$id]}" \
        | grep -vE "$SIBLING_EXCLUDED" \
        | { if [ "${KIND[$id]}" = library ]; then grep -vE "$SIBLING_LIBRARY_EXCLUDED"; else cat; fi; } \
        | awk -v folder="$folder" '{
              n = split(folder, a, "/"); m = split($0, b, "/"); shared = 0
              if (folder != ".") for (i = 1; i <= n && i < m; i++) { if (a[i] != b[i]) break; shared++ }
              printf "%d\t%s\n", 1000 - shared, $0
          }' \
        | LC_ALL=C sort -t $'\t' -k1,1n -k2,2 | head -1 | cut -f2
}

# declaration_pattern top|operator NAME: a line declaring NAME at the top level (`precedencegroup`
# since the eighteenth step), or the operator NAME (`infix operator |>: Group`), its characters
# escaped for grep -E.
declaration_pattern() {
    if [ "$1" = operator ]; then
        echo "^${SIBLING_W}operator[[:space:]]+$(sed 's/[][\\.|$()*+?^{}/]/\\&/g' <<< "$2")([[:space:]:{]|\$)"
    else
        echo "^${SIBLING_W}(class|struct|enum|protocol|typealias|actor|func|let|var|precedencegroup)[[:space:]]+$2([^A-Za-z0-9_]|\$)"
    fi
}

# initializer_pattern LABEL: an indented line declaring an initializer whose parameter clause, on
# that line, has the argument label LABEL (`convenience init?(named name: String, in bundle: …`).
initializer_pattern() {
    echo "^[[:space:]]+${SIBLING_W}init[?!]?(<[^>]*>)?\\((.*,)?[[:space:]]*$1([[:space:]]+[A-Za-z0-9_]+)?[[:space:]]*:"
}

# conformance_pattern TYPE:PROTOCOL: a line opening an extension of TYPE whose clause names PROTOCOL.
conformance_pattern() {
    local type=${1%%:*} proto=${1#*:}
    echo "^${SIBLING_W}extension[[:space:]]+([A-Za-z0-9_]+\.)*$type[[:space:]]*:[^{]*(^|[^A-Za-z0-9_])$proto([^A-Za-z0-9_]|\$)"
}

# sibling_names LOG: "top NAME" / "member NAME" for each name the log's errors want, in order
# (`unknown attribute 'X'`: a property wrapper X, since the fourteenth step; "operator OP" for
# `cannot find operator 'OP' in scope` and a precedence group's name, since the eighteenth; a nested
# type an extension declares, `'X' is not a member type of class 'T'`, since the twentieth; "init
# LABEL" for `extra argument 'LABEL' in call` and `incorrect argument label(s) in call (have
# 'LABEL:…'`, an extension's initializer, since the twenty-first).
sibling_names() {
    local errors
    errors=$(grep ": error: " "$1")
    {
        sed -nE \
            -e "s/.*: error: cannot find (type )?'([A-Za-z0-9_]+)' in scope.*/top \\2/p" \
            -e "s/.*: error: cannot find operator '([^' ]+)' in scope.*/operator \\1/p" \
            -e "s/.*: error: unknown precedence group '([A-Za-z0-9_]+)'.*/top \\1/p" \
            -e "s/.*: error: (value of )?type '[^']+' has no member '([A-Za-z0-9_]+)'.*/member \\2/p" \
            -e "s/.*: error: '([A-Za-z0-9_]+)' is not a member type of [a-z]+ '[^']+'.*/member \\1/p" \
            -e "s/.*: error: unknown attribute '([A-Za-z0-9_]+)'.*/top \\1/p" \
            -e "s/.*: error: extra argument '([A-Za-z0-9_]+)' in call.*/init \\1/p" \
            -e "s/.*: error: incorrect argument labels? in call \\(have '([A-Za-z0-9_]+):.*/init \\1/p" \
            <<< "$errors"
        initializer_call_labels <<< "$errors"
    } | awk '!seen[$0]++'
}

# initializer_call_labels < ERRORS: "init LABEL" for each `no exact matches in call to initializer`
# (a type with many initializers, UIColor's, names none of them): LABEL is the call's first argument
# label, read in the source at the error's line and column (`UIColor(hex: 0x1B1B1B)` → hex).
initializer_call_labels() {
    local file line column
    sed -nE 's/^(.*):([0-9]+):([0-9]+): error: no exact matches in call to initializer.*/\1\t\2\t\3/p' \
        | while IFS=$'\t' read -r file line column; do
            [ -f "$file" ] || continue
            sed -n "${line}p" "$file" | cut -c"$column"- \
                | sed -nE 's/^[A-Za-z0-9_.]*[[:space:]]*\([[:space:]]*([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*:.*/init \1/p'
        done
}

# The rounds run in step for all rows: SwiftPM re-plans a target (and asks the plugin again) only
# when its set of source files changes, so each round renames every active target's own source
# to _round<N>.swift; the one re-planning of the package is then shared by all its builds.
declare -A SIB_PATHS SIB_COUNT SIB_ROUND SIB_STOP SIB_LOOKED SIB_TAKEN
active=()
for id in "${ids[@]}"; do
    [ -n "${MISSING[$id]:-}" ] && continue
    active+=("$id")
    rm -rf "$WORK/siblings/$id"
    mkdir -p "$WORK/siblings/$id"
    SIB_PATHS[$id]="" SIB_COUNT[$id]=0 SIB_ROUND[$id]=0 SIB_STOP[$id]=none
done
round=0
while [ ${#active[@]} -gt 0 ]; do
    for id in "${active[@]}"; do
        dir=$PKG/Sources/$id-siblings
        {
            echo "# Generated by Census/run.sh --with-siblings: the file, then its repository's declarations."
            echo "${FILE[$id]}"
            [ -n "${SIB_PATHS[$id]}" ] && sed "s|^|$WORK/siblings/$id/|" <<< "${SIB_PATHS[$id]}"
            catalog_lines "$id"
        } | write "$dir/AnimaticSources.txt"
        [ -f "$dir/_round$round.swift" ] || {
            rm -f "$dir"/_round*.swift "$dir/_target.swift"
            echo "// Generated by Census/run.sh --with-siblings (round $round)." > "$dir/_round$round.swift"
        }
    done
    echo "siblings: round $round, ${#active[@]} targets …" >&2
    next=()
    for id in "${active[@]}"; do
        log=$WORK/logs/$id.siblings.log
        SIB_ROUND[$id]=$round
        if build --target "$id-siblings" > "$log" 2>&1; then
            SIB_STOP[$id]=builds
            continue
        fi
        # Capped by files: the build with the 60 stands.
        [ "${SIB_STOP[$id]}" = "$SIBLING_FILES files" ] && continue
        [ $round -ge $SIBLING_ROUNDS ] && { SIB_STOP[$id]="$SIBLING_ROUNDS rounds"; continue; }
        added=0
        while read -r kind name; do
            [ -n "${SIB_LOOKED[$id|$kind|$name]:-}" ] && continue
            SIB_LOOKED[$id|$kind|$name]=1
            path=$(sibling_declaring "$id" "$kind" "$name")
            [ -z "$path" ] || [ -n "${SIB_TAKEN[$id|$path]:-}" ] && continue
            if [ "${SIB_COUNT[$id]}" -ge $SIBLING_FILES ]; then
                SIB_STOP[$id]="$SIBLING_FILES files"
                break
            fi
            SIB_TAKEN[$id|$path]=1
            SIB_PATHS[$id]+="${SIB_PATHS[$id]:+$'\n'}$path"
            SIB_COUNT[$id]=$((SIB_COUNT[$id] + 1))
            mkdir -p "$(dirname "$WORK/siblings/$id/$path")"
            git --git-dir="${GIT_DIR[$id]}" show "${COMMIT[$id]}:$path" > "$WORK/siblings/$id/$path"
            added=$((added + 1))
        done < <(sibling_names "$log")
        if [ $added -eq 0 ]; then
            [ "${SIB_STOP[$id]}" = none ] && SIB_STOP[$id]="no new declaration"
            continue
        fi
        next+=("$id")
    done
    active=("${next[@]}")
    round=$((round + 1))
done
# A file that compiles only with its siblings and has a driver renders from the siblings' sources
# (target <id>-siblings-render, declared by run.sh; its own source renamed as in the rounds).
declare -A SIB_RENDER
for id in "${ids[@]}"; do
    SIB_RENDER[$id]=-
    [ -n "${MISSING[$id]:-}" ] || [ -z "${DRIVER[$id]:-}" ] || [ "${SIB_STOP[$id]}" != builds ] && continue
    [ "$(awk -F'\t' -v id="$id" '$1 == id { print $4 }' "$WORK/results.tsv")" = yes ] && continue
    dir=$PKG/Sources/$id-siblings-render
    put "$PKG/Sources/$id-siblings/AnimaticSources.txt" "$dir/AnimaticSources.txt"
    rm -f "$dir"/_round*.swift
    echo "// Generated by Census/run.sh --with-siblings (round ${SIB_ROUND[$id]})." \
        > "$dir/_round${SIB_ROUND[$id]}.swift"
    if build --product "$id-siblings-render" > "$WORK/logs/$id.siblings-render.log" 2>&1; then
        rm -rf "$WORK/render/$id-siblings-frames"
        SIB_RENDER[$id]=$(timeout 120 "$BIN/$id-siblings-render" "$WORK/render/$id-siblings-frames" 2>&1 \
            | tail -1 | cut -c1-300)
    else
        SIB_RENDER[$id]="driver does not build"
    fi
done
printf "id\thalf\tkind\talone\tsiblings\trounds\tfiles\tfile errors\tsibling errors\tstop\trenders\n" > "$WORK/siblings.tsv"
for id in "${ids[@]}"; do
    [ -n "${MISSING[$id]:-}" ] && continue
    log=$WORK/logs/$id.siblings.log
    file_errors=$(grep ": error: " "$log" | grep -F "${FILE[$id]}:" | sort -u | wc -l)
    sibling_errors=$(grep ": error: " "$log" | grep -F "$WORK/siblings/$id/" | sort -u | wc -l)
    alone=$(awk -F'\t' -v id="$id" '$1 == id { print $4 }' "$WORK/results.tsv")
    siblings=no
    [ "${SIB_STOP[$id]}" = builds ] && siblings=yes
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "${HALF[$id]:--}" "${KIND[$id]:-}" "$alone" \
        "$siblings" "${SIB_ROUND[$id]}" "${SIB_COUNT[$id]}" "$file_errors" "$sibling_errors" "${SIB_STOP[$id]}" \
        "${SIB_RENDER[$id]}" >> "$WORK/siblings.tsv"
done
# The summary per half: counts only (the held-out half's errors are not printed).
awk -F'\t' 'NR > 1 {
        h = $2 == "-" ? "library census" : $2
        n[h]++; a[h] += $4 == "yes"; s[h] += $5 == "yes"; c[h] += $5 == "no" && $8 == 0
    }
    END {
        for (h in n) printf "%s: %d files; compile alone %d (%d %%); with siblings %d (%d %%); failing with no error in the file %d\n", \
            h, n[h], a[h], 100 * a[h] / n[h], s[h], 100 * s[h] / n[h], c[h]
    }' "$WORK/siblings.tsv" | sort
