# Sourced by the harnesses that build third-party or fixture code in a generated SwiftPM package
# depending on this one by path (Census/run.sh, Census/libraries.sh, Stagehand/run.sh): the pieces
# they share. Expects ROOT (this package) and, for `mirror`, MIRRORS.

# put SOURCE DEST / write DEST < text: change a file only when its bytes differ, so SwiftPM
# rebuilds only what changed.
put() { cmp -s "$1" "$2" || { mkdir -p "$(dirname "$2")" && cp "$1" "$2"; }; }
write() { local tmp; tmp=$(mktemp) && cat > "$tmp" && put "$tmp" "$1"; rm -f "$tmp"; }

# mirror OWNER/NAME: the repository's git dir: a bare mirror under MIRRORS, else a blobless clone
# from GitHub under Census/.work/clones when the network allows.
mirror() {
    local name=${1/\//+}
    for candidate in "$MIRRORS/$name/repo/.git" "$MIRRORS/$name/repo" "$ROOT/Census/.work/clones/$name.git"; do
        [ -d "$candidate" ] && { echo "$candidate"; return; }
    done
    git clone --quiet --bare --filter=blob:none "https://github.com/$1.git" "$ROOT/Census/.work/clones/$name.git" \
        2>/dev/null && echo "$ROOT/Census/.work/clones/$name.git"
}

# language_mode VERSION: the SwiftPM language mode a declared Swift version builds in. Swift 6.x
# compilers have modes 4, 4.2, 5 and 6. Swift 3 and older have none: they get the oldest, 4 (the
# Swift 4 compiler built most Swift 3 code in Swift 4 mode), and a file that fails is counted as
# legacy by classify.sh. 5 or newer builds in 5: the files predate Swift 6's strict concurrency.
language_mode() {
    case $1 in
        '' | 5* | [6-9]* | [1-9][0-9]*) echo v5 ;;
        4.[2-9]*) echo v4_2 ;;
        *) echo v4 ;;
    esac
}

# fresh_dependency_build SCRATCH ROOT: SwiftPM keeps a path dependency's list of source files in
# its build folder and does not notice a file added to or removed from Sources/, so the next
# build fails with "cannot find 'X' in scope". When the list has changed since the folder was
# built, the folder is started afresh.
fresh_dependency_build() {
    local scratch=$1 root=$2 list
    list=$(cd "$root" && find Sources Package.swift -type f | LC_ALL=C sort | sha256sum | cut -c1-16)
    if [ -d "$scratch" ] && [ "$(cat "$scratch/.animatic-sources" 2>/dev/null)" != "$list" ]; then
        rm -rf "$scratch"
    fi
    mkdir -p "$scratch"
    echo "$list" > "$scratch/.animatic-sources"
}

# build_animatic PKG SCRATCH LOG WHAT: builds AnimaticUIKit in the generated package, saying
# where the log is and exiting 2 when it does not build.
build_animatic() {
    swift build --package-path "$1" --scratch-path "$2" --target AnimaticUIKit > "$3" 2>&1 || {
        tail -20 "$3" >&2
        echo "error: the $4 package does not build AnimaticUIKit; see $3" >&2
        exit 2
    }
}
