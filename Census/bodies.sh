# Sourced by Census/run.sh --with-bodies, after declarations.sh: the fifth measure of the users'
# corpus, each file with the declarations it needs and the copied bodies that cannot compile
# replaced by a report (docs/census.md, "The file with failing bodies reported (issue 26, eleventh
# step): the rule"; the numbers here are that rule's).
#
# Only rows whose <id>-declarations target failed are tried. Target <id>-bodies starts from the
# fourth measure's last state (its DECL_* variables: the same copied declarations, dropped modules
# and names looked up) and builds round by round. Each round adds the fourth measure's additions,
# the members the conformance notes name, and for each error located in a generated declarations
# file: the member body around it, replaced
# in the row's copy of the source file (Census/.work/<corpus>/bodies/<id>/<path>) by a call that
# reports or stops (animatic-declarations FILE bodies …, line for line, so the copied ranges stay
# valid); for `cannot find type 'T' in scope` where a module was dropped and no repository file
# declares T (not a dropped module's name, not Apple-prefixed), a typealias of T to AnimaticUIKit's
# AnimaticMissingModuleType (declarations/_stand-ins.swift), generic over a pack where a failing
# line uses it with generic arguments; an error in a stored property's initial value replaces that
# value by a call that stops (the thirteenth step's amendment); a module the file itself imports,
# which the log says does not exist and the repository declares as its own (own-modules.sh), is
# merged: `@modules-in-target M` in the target's AnimaticSources.txt, so the plugin compiles
# `import M` as AnimaticUIKit's and the declarations the file needs of M are copied as any other
# (the fourteenth step's amendment); a module the row's repository declares as a third-party
# dependency (the third measure's resolution: Census/dependency-sources.sh, Census/dependencies.tsv),
# or one such a module imports, is read out of its repository's newest commit and compiled whole in
# the target, `@modules-in-target` as well, and dropped as before if its own files do not compile
# there (the sixteenth step's amendment); a row that stops with such modules built gets one more
# try with those its file does not import dropped instead (the seventeenth step's). Until the build
# succeeds, a round adds nothing, 16 rounds (8 before the twenty-second step), 100 bodies or 20 stand-in
# types. Writes
# $WORK/bodies.tsv and prints a summary per half.

BODY_ROUNDS=16 BODY_LIMIT=100 STAND_IN_LIMIT=20
BODY_CALLS='animatic(ReportUncompiledBody|StopAtUncompiledBody)\('
# Apple's framework prefixes (UIRefreshControl, NSFetchedResultsController, CLLocation …): a type
# named so is one AnimaticUIKit lacks, not a missing module's, and gets no stand-in.
APPLE_PREFIXES='^(UI|NS|CA|CG|CF|CI|CL|CM|CN|CV|AV|MK|MP|PH|SK|SCN|SF|UN|WK|GK|GL|AS|AR|HK|EK|MF|MT|CK|CX|PK|QL|IN|LA|NE|NW|VN)[A-Z]'

# conformance_names LOG: "member NAME" for each requirement a conformance error's notes name
# (`protocol requires function 'tableView(_:cellForRowAt:)'`): an extension may declare it.
conformance_names() {
    sed -nE "s/.*note: protocol requires [a-z ]+ '([A-Za-z0-9_]+).*/member \\1/p" "$1" | awk '!seen[$0]++'
}

# conformance_types LOG: "conformance TYPE:PROTOCOL" for each conformance an error says a type lacks
# (`type 'Group' does not conform to protocol 'DocumentEquatable'`, an argument's, an assignment's
# or a conversion's to `(any P)?`): an extension elsewhere may declare it (the amendment).
conformance_types() {
    grep ": error: " "$1" | sed -nE \
        -e "s/.*error: type '([A-Za-z0-9_]+)' does not conform to protocol '([A-Za-z0-9_]+)'.*/conformance \1:\2/p" \
        -e "s/.*error: argument type '([A-Za-z0-9_]+)' does not conform to expected type '([A-Za-z0-9_]+)'.*/conformance \1:\2/p" \
        -e "s/.*error: cannot (assign|convert) value of type '([A-Za-z0-9_]+)' to (type|expected argument type) '\(?(any )?([A-Za-z0-9_]+)\)?\??'.*/conformance \2:\5/p" \
        | awk '!seen[$0]++'
}

# wrapper_conformances ID LOG: "conformance TYPE:OWNER" for each `value of type 'TYPE' has no member
# 'NAME'` whose NAME the repository's extension of another type OWNER declares: a namespace wrapper
# (`extension JFCompatible { var jf … }`, with `extension UIView: JFCompatible {}` in another file),
# whose conformance no error names (the eighteenth step's amendment). Run in the main shell: the
# owners found are kept in WRAPPER_OWNER.
declare -A WRAPPER_OWNER
wrapper_conformances() {
    local id=$1 type member path first last
    while read -r type member; do
        if [ -z "${WRAPPER_OWNER[$id|$member]+set}" ]; then
            WRAPPER_OWNER[$id|$member]=""
            IFS=$'\t' read -r path first last < <(decl_find "$id" member "$member" | head -1)
            [ -n "${path:-}" ] && WRAPPER_OWNER[$id|$member]=$(sed -n "${first},${last}p" "$WORK/declarations/$id/$path" \
                | grep -m1 -E "^${SIBLING_W}extension[[:space:]]" \
                | sed -E 's/.*extension[[:space:]]+//; s/[^A-Za-z0-9_.].*//; s/.*\.//')
        fi
        [ -n "${WRAPPER_OWNER[$id|$member]}" ] && [ "${WRAPPER_OWNER[$id|$member]}" != "$type" ] \
            && echo "conformance $type:${WRAPPER_OWNER[$id|$member]}"
    done < <(grep ": error: " "$2" \
        | sed -nE "s/.*: error: (value of )?type '([A-Za-z0-9_]+)' has no member '([A-Za-z0-9_]+)'.*/\\2 \\3/p" \
        | awk '!seen[$0]++')
    return 0
}

# body_source ID NAME LINE: "SOURCE_LINE<TAB>PATH", the repository file and its line that line LINE of
# the generated declarations file NAME comes from; nothing (false) for a line the generator wrote.
body_source() {
    local source_line path
    source_line=$(sed -n "${3}p" "$WORK/bodies/$1/_maps/$2")
    [ -z "$source_line" ] || [ "$source_line" = 0 ] && return 1
    path=$(while IFS= read -r used; do
        [ "${used//\//+}" = "$2" ] && echo "$used"
    done <<< "${DECL_SOURCES[$1]}")
    [ -z "$path" ] && return 1
    printf '%s\t%s\n' "$source_line" "$path"
}

# body_count FILE: the replaced bodies in FILE.
body_count() { grep -oE "$BODY_CALLS" "$1" 2> /dev/null | wc -l; }

# body_copy ID PATH: the row's copy of the repository file PATH, where its bodies are replaced.
body_copy() {
    local copy=$WORK/bodies/$1/$2
    if [ ! -f "$copy" ]; then
        mkdir -p "$(dirname "$copy")"
        cp "$(decl_source "$1" "$2")" "$copy"
    fi
    echo "$copy"
}

# body_generate ID PATH: the generated file of the source PATH (the fourth measure's rule 6, from
# the row's copy) and its line map (the source line of each generated line; 0 for the generator's).
body_generate() {
    local id=$1 path=$2 copy
    copy=$(body_copy "$1" "$2")
    local name=${path//\//+}
    local out=$PKG/Sources/$id-bodies/declarations/$name map=$WORK/bodies/$id/_maps/$name
    local line module first last
    mkdir -p "$WORK/bodies/$id/_maps"
    {
        echo 0
        [ "$(body_count "$copy")" -gt 0 ] && echo 0
        while IFS=$'\t' read -r line module; do
            [[ " ${DECL_DROPPED[$id]} " == *" $module "* ]] || echo "$line"
        done < <("$DECL_TOOL" "$copy" imports)
        while IFS=$'\t' read -r first last; do
            seq "$first" "$last"
        done < <(awk -F'\t' -v p="$path" '$1 == p { print $2 "\t" $3 }' <<< "${DECL_RANGES[$id]}" | sort -n -u)
    } > "$map"
    awk -v header="// Generated by Census/run.sh --with-bodies from $path: its imports and the declarations needed." \
        'NR == FNR { text[FNR] = $0; next }
        $1 == 0 { print (FNR == 1 ? header : "import AnimaticUIKit"); next }
        { print text[$1] }' "$copy" "$map" > "$out"
}

# body_stand_ins ID: the stand-in types' file.
body_stand_ins() {
    local id=$1 name
    {
        echo "// Generated by Census/run.sh --with-bodies: types of modules the census cannot build."
        echo "import AnimaticUIKit"
        for name in ${BODY_TYPES[$id]}; do
            # A dropped module's name used as a namespace (the fourteenth step): an enum of its stand-ins.
            if [[ $name == *.* ]]; then
                continue
            elif [[ " ${DECL_DROPPED[$id]} " == *" $name "* ]]; then
                echo "enum $name {"
                for nested in ${BODY_TYPES[$id]}; do
                    [[ $nested == "$name".* ]] && echo "    typealias ${nested#*.} = AnimaticMissingModuleType"
                done
                echo "}"
                continue
            fi
            # A type whose declaration a generated file holds by now (copied in a later round than its
            # stand-in was decided in) is the app's own: a stand-in would declare it twice.
            grep -rqE --include='*.swift' --exclude=_stand-ins.swift "$(declaration_pattern top "$name")" \
                "$PKG/Sources/$id-bodies/declarations/" && continue
            # Used with generic arguments (`MoyaProvider<Target>`): generic over a pack (the amendment).
            if [[ " ${BODY_GENERIC[$id]} " == *" $name "* ]]; then
                echo "typealias $name<each A> = AnimaticMissingModuleType"
            else
                echo "typealias $name = AnimaticMissingModuleType"
            fi
        done
    } > "$PKG/Sources/$id-bodies/declarations/_stand-ins.swift"
}

# body_stand_in ID TYPE: TYPE among the row's stand-in types (a new one counts in the round's
# `added`); false, with the row's stop said, at the cap.
body_stand_in() {
    [[ " ${BODY_TYPES[$1]} " == *" $2 "* ]] && return 0
    if [ "$(wc -w <<< "${BODY_TYPES[$1]}")" -ge $STAND_IN_LIMIT ]; then
        BODY_STOP[$1]="$STAND_IN_LIMIT stand-in types"
        return 1
    fi
    BODY_TYPES[$1]+="${BODY_TYPES[$1]:+ }$2"
    added=$((added + 1))
}

declare -A BODY_STOP BODY_ROUND BODY_TYPES BODY_GENERIC BODY_COUNT BODY_MERGED BODY_DEPS BODY_DEP_FAILED
declare -A BODY_LAST_ROUND BODY_FELL_BACK DECLARED_AT
. "$ROOT/Census/dependency-sources.sh"
dep_init "$WORK/body-deps"

# body_drop_failed_modules ID LOG: a module compiled whole in the target whose own files have an error
# other than a module they lack is taken out and dropped, as a module that cannot be built.
body_drop_failed_modules() {
    local id=$1 log=$2 module kept=""
    for module in ${BODY_DEPS[$id]}; do
        if grep -F -- "$DEP_DIR/$module/" "$log" | grep ': error: ' | grep -vq ": error: no such module"; then
            BODY_DEP_FAILED[$id|$module]=1
            DECL_DROPPED[$id]+="${DECL_DROPPED[$id]:+ }$module"
            added=$((added + 1))
        else
            kept+="${kept:+ }$module"
        fi
    done
    BODY_DEPS[$id]=$kept
}
# body_build_or_drop ID MODULE [FROM]: MODULE compiled whole in the row's target when the repository
# (or the module FROM) declares it as a third-party dependency; else dropped, as before.
body_build_or_drop() {
    if [ -z "${BODY_DEP_FAILED[$1|$2]:-}" ] && [ -z "$(own_declared "$1" "$2")" ] \
        && WITH_OWN_MODULES='' dep_resolve "$1" "$2" "${3:-}"; then
        BODY_DEPS[$1]+="${BODY_DEPS[$1]:+ }$2"
    else
        DECL_DROPPED[$1]+="${DECL_DROPPED[$1]:+ }$2"
    fi
}
# body_regenerate ID: the row's generated declarations files and stand-ins, from its current state.
body_regenerate() {
    local path
    while IFS= read -r path; do
        [ -n "$path" ] && body_generate "$1" "$path"
    done <<< "${DECL_SOURCES[$1]}"
    [ -n "${BODY_TYPES[$1]}" ] && body_stand_ins "$1"
    return 0
}
# body_fall_back ID: a row that stops with third-party modules compiled whole is tried once more with
# those the file itself does not import dropped, as before the sixteenth step (its declarations' uses
# then stood in), keeping what its rounds added, for up to BODY_ROUNDS further rounds (the seventeenth
# step's amendment); false when there is none to drop or it has fallen back once.
body_fall_back() {
    local id=$1 module imported kept="" dropped=""
    [ -n "${BODY_FELL_BACK[$id]}" ] && return 1
    imported=" $("$DECL_TOOL" "${FILE[$id]}" imports | cut -f2 | xargs) "
    for module in ${BODY_DEPS[$id]}; do
        if [[ $imported == *" $module "* ]]; then
            kept+="${kept:+ }$module"
        else
            dropped+="${dropped:+ }$module"
        fi
    done
    [ -z "$dropped" ] && return 1
    for module in $dropped; do
        BODY_DEP_FAILED[$id|$module]=1
        DECL_DROPPED[$id]+="${DECL_DROPPED[$id]:+ }$module"
    done
    BODY_FELL_BACK[$id]=$dropped
    BODY_DEPS[$id]=$kept
    BODY_LAST_ROUND[$id]=$((round + 1 + BODY_ROUNDS))
    BODY_STOP[$id]=none
    body_regenerate "$id"
}
active=()
for id in "${ids[@]}"; do
    [ -n "${MISSING[$id]:-}" ] && continue
    BODY_FELL_BACK[$id]=""
    BODY_ROUND[$id]=- BODY_TYPES[$id]="" BODY_GENERIC[$id]="" BODY_COUNT[$id]=0 BODY_MERGED[$id]="" BODY_DEPS[$id]=""
    DEP_COUNT[$id]=0 DEP_LIST[$id]=""
    BODY_STOP[$id]="compiles with the declarations it needs"
    [ "${DECL_STOP[$id]}" = builds ] || [ "${SIB_STOP[$id]}" = builds ] && continue
    BODY_STOP[$id]=none
    active+=("$id")
    rm -rf "$WORK/bodies/$id" "$PKG/Sources/$id-bodies/declarations"
    mkdir -p "$WORK/bodies/$id" "$PKG/Sources/$id-bodies/declarations"
    # The fourth measure dropped every module that did not exist; a third-party one the repository
    # declares is compiled whole here instead (the sixteenth step's amendment).
    dropped=${DECL_DROPPED[$id]}
    DECL_DROPPED[$id]=""
    for module in $dropped; do body_build_or_drop "$id" "$module"; done
    while IFS= read -r path; do
        [ -n "$path" ] && body_generate "$id" "$path"
    done <<< "${DECL_SOURCES[$id]}"
done
round=0
while [ ${#active[@]} -gt 0 ]; do
    for id in "${active[@]}"; do
        dir=$PKG/Sources/$id-bodies
        {
            echo "# Generated by Census/run.sh --with-bodies: the file, the declarations it needs, stand-ins."
            merged="${BODY_MERGED[$id]} ${BODY_DEPS[$id]}"
            [ -n "${merged// /}" ] && echo "@modules-in-target $(xargs <<< "$merged")"
            echo "${FILE[$id]}"
            find "$dir/declarations" -name '*.swift' | LC_ALL=C sort
            for module in ${BODY_DEPS[$id]}; do sed "s|^|$DEP_DIR/$module/|" <<< "${DEP_FILES[$module]}"; done
            catalog_lines "$id"
        } | write "$dir/AnimaticSources.txt"
        [ -f "$dir/_round$round.swift" ] || {
            rm -f "$dir"/_round*.swift
            echo "// Generated by Census/run.sh --with-bodies (round $round)." > "$dir/_round$round.swift"
        }
    done
    echo "bodies: round $round, ${#active[@]} targets …" >&2
    next=()
    for id in "${active[@]}"; do
        log=$WORK/logs/$id.bodies.log
        BODY_ROUND[$id]=$round
        if build --target "$id-bodies" > "$log" 2>&1; then
            BODY_STOP[$id]=builds
            continue
        fi
        if [ $round -ge "${BODY_LAST_ROUND[$id]:-$BODY_ROUNDS}" ]; then
            BODY_STOP[$id]="$BODY_ROUNDS rounds"
            body_fall_back "$id" && next+=("$id")
            continue
        fi
        added=0
        # The fourth measure's additions: modules that do not exist, declarations the errors name. A
        # third-party module the repository declares (or a module's own dependency) is compiled whole
        # instead (the sixteenth step's amendment); the repository's own modules stay the amendment's below.
        body_drop_failed_modules "$id" "$log"
        while read -r where module; do
            [[ " ${DECL_DROPPED[$id]} ${BODY_DEPS[$id]} " == *" $module "* ]] && continue
            from=""
            [[ $where == "$DEP_DIR/"* ]] && from=$(cut -d/ -f1 <<< "${where#"$DEP_DIR/"}")
            body_build_or_drop "$id" "$module" "$from"
            added=$((added + 1))
        done < <(sed -nE "s/^(.*):[0-9]+:[0-9]+: error: no such module '([A-Za-z0-9_]+)'.*/\\1 \\2/p" "$log" \
            | awk '!seen[$2]++')
        # The file's own imports of the repository's own modules: merged (the fourteenth step's amendment).
        for module in $(grep -F -- "${FILE[$id]}:" "$log" \
            | sed -nE "s/.*: error: no such module '([A-Za-z0-9_]+).*/\\1/p" | sort -u); do
            [[ " ${BODY_MERGED[$id]} " == *" $module "* ]] && continue
            own=$(own_declared "$id" "$module")
            [ -z "$own" ] && continue
            own_module_paths "$id" "$module" "${own%%$'\t'*}" "${own#*$'\t'}"
            # Merged when its sources hold Swift files (a pod vendoring a binary framework may have them).
            grep -q '\.swift$' <<< "$OWN_PATHS" || continue
            BODY_MERGED[$id]+="${BODY_MERGED[$id]:+ }$module"
            DECL_MODULE_FILES[$id]+="${DECL_MODULE_FILES[$id]:+$'\n'}$(grep '\.swift$' <<< "$OWN_PATHS")"
            added=$((added + 1))
        done
        # Names the compiled modules' own files want are theirs, not the repository's.
        grep -vF -- "$DEP_DIR/" "$log" > "$log.app"
        wrapper_conformances "$id" "$log.app" > "$log.wrappers"
        while read -r kind name; do
            [ -n "${DECL_LOOKED[$id|$kind|$name]:-}" ] && continue
            DECL_LOOKED[$id|$kind|$name]=1
            while IFS=$'\t' read -r path first last; do
                [ -z "$path" ] && continue
                grep -qxF "$path"$'\t'"$first"$'\t'"$last" <<< "${DECL_RANGES[$id]}" && continue
                [ "${DECL_COUNT[$id]}" -ge $DECL_LIMIT ] && break 2
                grep -qxF "$path" <<< "${DECL_SOURCES[$id]}" \
                    || DECL_SOURCES[$id]+="${DECL_SOURCES[$id]:+$'\n'}$path"
                DECL_RANGES[$id]+="${DECL_RANGES[$id]:+$'\n'}$path"$'\t'"$first"$'\t'"$last"
                DECL_COUNT[$id]=$((DECL_COUNT[$id] + 1))
                added=$((added + 1))
            done < <(decl_find "$id" "$kind" "$name")
        done < <(sibling_names "$log.app"; conformance_names "$log.app"; conformance_types "$log.app"
            cat "$log.wrappers")
        # Bodies and stand-ins, from the errors located in the generated declarations files.
        prefix="$PKG/Sources/$id-bodies/declarations/"
        while IFS=$'\t' read -r name line column message; do
            [ "$name" = _stand-ins.swift ] && continue
            if [[ $message =~ ^cannot\ find\ (type\ )?\'([A-Za-z0-9_]+)\'\ in\ scope ]] \
                && [[ " ${DECL_DROPPED[$id]} " == *" ${BASH_REMATCH[2]} "* ]]; then
                # A dropped module's name used as a namespace (the fourteenth step's amendment).
                type=${BASH_REMATCH[2]}
                body_stand_in "$id" "$type" || continue
            elif [[ $message =~ ^\'([A-Za-z0-9_]+)\'\ is\ not\ a\ member\ type\ of\ enum\ \'([A-Za-z0-9_]+\.)*([A-Za-z0-9_]+)\' ]] \
                && [[ " ${BODY_TYPES[$id]} " == *" ${BASH_REMATCH[3]} "* ]] \
                && [[ " ${DECL_DROPPED[$id]} " == *" ${BASH_REMATCH[3]} "* ]]; then
                # A member type of a stand-in namespace: its stand-in is all this error needs.
                body_stand_in "$id" "${BASH_REMATCH[3]}.${BASH_REMATCH[1]}"
                continue
            elif [[ $message =~ ^cannot\ find\ type\ \'([A-Za-z0-9_]+)\'\ in\ scope ]]; then
                type=${BASH_REMATCH[1]}
                # Only where a module was dropped, never a dropped module's own name (`Alamofire.X`)
                # or an Apple type AnimaticUIKit lacks, and where no repository file declares it; or,
                # once the declarations cap is reached, a repository type the cap kept out (the
                # eighteenth step's fifth amendment).
                capped=
                [ "${DECL_COUNT[$id]}" -ge $DECL_LIMIT ] && capped=1
                if [[ " ${DECL_DROPPED[$id]} ${BODY_TYPES[$id]} " != *" $type "* ]] && ! [[ $type =~ $APPLE_PREFIXES ]] \
                    && [ -n "${DECL_DROPPED[$id]}$capped" ]; then
                    [ -n "${DECLARED_AT[$id|$type]+set}" ] || DECLARED_AT[$id|$type]=$(decl_find "$id" top "$type")
                    if [ -z "${DECLARED_AT[$id|$type]}" ]; then
                        [ -n "${DECL_DROPPED[$id]}" ] && { body_stand_in "$id" "$type" || continue; }
                    elif [ -n "$capped" ] && ! grep -rqE --include='*.swift' --exclude=_stand-ins.swift \
                        "$(declaration_pattern top "$type")" "$prefix"; then
                        body_stand_in "$id" "$type" || continue
                    fi
                fi
                # `T<` at the error's column (bytes): a generic use.
                if [[ " ${BODY_TYPES[$id]} " == *" $type "* ]] && [[ " ${BODY_GENERIC[$id]} " != *" $type "* ]] \
                    && sed -n "${line}p" "$prefix$name" | LC_ALL=C cut -b "$column"- | grep -q "^$type<"; then
                    BODY_GENERIC[$id]+="${BODY_GENERIC[$id]:+ }$type"
                    added=$((added + 1))
                fi
            fi
            if [[ $message =~ does\ not\ override\ (any|a\ designated)\ [a-z]+\ from\ its\ superclass ]]; then
                # In a class whose superclass is a stand-in (Realm's `Object`, a dropped module's
                # class), an override overrides nothing here: the word becomes spaces in the row's
                # copy (the eighteenth step's fourth amendment). Elsewhere it is AnimaticUIKit's gap.
                superclass=$(head -n "$line" "$prefix$name" | sed -nE \
                    's/^([^"]*[^A-Za-z0-9_"])?class[[:space:]]+[A-Za-z0-9_]+[[:space:]]*(<[^>]*>)?[[:space:]]*:[[:space:]]*([A-Za-z0-9_.]+).*/\3/p' \
                    | tail -1)
                [ -z "$superclass" ] && continue
                [[ " ${BODY_TYPES[$id]} " == *" ${superclass##*.} "* ]] \
                    || [[ " ${DECL_DROPPED[$id]} " == *" ${superclass%%.*} "* ]] || continue
                IFS=$'\t' read -r source_line path < <(body_source "$id" "$name" "$line") || continue
                copy=$(body_copy "$id" "$path")
                sed -E "${source_line}s/(^|[^A-Za-z0-9_])override([^A-Za-z0-9_]|\$)/\\1        \\2/" "$copy" > "$copy.new"
                cmp -s "$copy" "$copy.new" || { mv "$copy.new" "$copy"; added=$((added + 1)); }
                rm -f "$copy.new"
                continue
            fi
            [ "${BODY_COUNT[$id]}" -ge $BODY_LIMIT ] && { BODY_STOP[$id]="$BODY_LIMIT bodies"; continue; }
            IFS=$'\t' read -r source_line path < <(body_source "$id" "$name" "$line") || continue
            copy=$(body_copy "$id" "$path")
            before=$(body_count "$copy")
            "$DECL_TOOL" "$copy" bodies "${DECL_DROPPED[$id]:--}" "$path" "$source_line:$column" > "$copy.new" \
                && mv "$copy.new" "$copy"
            after=$(body_count "$copy")
            [ "$after" -gt "$before" ] && BODY_COUNT[$id]=$((BODY_COUNT[$id] + after - before)) added=$((added + 1))
        done < <(grep -F -- "$prefix" "$log" | grep ': error: ' \
            | sed -nE "s|^.*/declarations/([^/:]+):([0-9]+):([0-9]+): error: (.*)$|\\1\t\\2\t\\3\t\\4|p" \
            | awk '!seen[$0]++')
        if [ $added -eq 0 ]; then
            [ "${BODY_STOP[$id]}" = none ] && BODY_STOP[$id]="nothing new"
            body_fall_back "$id" && next+=("$id")
            continue
        fi
        body_regenerate "$id"
        next+=("$id")
    done
    active=("${next[@]}")
    round=$((round + 1))
done
{
    printf "id\thalf\tkind\talone\tsiblings\tdeclarations\tcompiles\trounds\tbodies\tstand-in types\t"
    printf "declarations copied\tdropped modules\tstop\tmerged modules\tbuilt modules\tfell back\n"
} > "$WORK/bodies.tsv"
for id in "${ids[@]}"; do
    [ -n "${MISSING[$id]:-}" ] && continue
    read -r alone siblings declarations \
        < <(awk -F'\t' -v id="$id" '$1 == id { print $4, $5, $6 }' "$WORK/declarations.tsv")
    compiles=$declarations
    [ "${BODY_STOP[$id]}" = builds ] && compiles=yes
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "${HALF[$id]:--}" "${KIND[$id]:-}" \
        "$alone" "$siblings" "$declarations" "$compiles" "${BODY_ROUND[$id]}" "${BODY_COUNT[$id]}" "${BODY_TYPES[$id]:--}" \
        "${DECL_COUNT[$id]}" "${DECL_DROPPED[$id]:--}" "${BODY_STOP[$id]}" "${BODY_MERGED[$id]:--}" "${BODY_DEPS[$id]:--}" \
        "${BODY_FELL_BACK[$id]:--}" \
        >> "$WORK/bodies.tsv"
done
# The summary per half: counts only (the held-out half's errors are not printed).
awk -F'\t' 'NR > 1 {
        h = $2 == "-" ? "library census" : $2
        n[h]++; a[h] += $4 == "yes"; s[h] += $5 == "yes"; d[h] += $6 == "yes"; b[h] += $7 == "yes"
    }
    END {
        for (h in n) printf "%s: %d files; compile alone %d (%d %%); with siblings %d (%d %%); " \
            "with the declarations they need %d (%d %%); with failing bodies reported %d (%d %%)\n", \
            h, n[h], a[h], 100 * a[h] / n[h], s[h], 100 * s[h] / n[h], d[h], 100 * d[h] / n[h], b[h], 100 * b[h] / n[h]
    }' "$WORK/bodies.tsv" | sort
