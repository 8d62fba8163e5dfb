# Sourced by the harnesses that build a generated package depending on this one by path
# (Census/run.sh, Census/libraries.sh, Stagehand/run.sh): SwiftPM keeps a path dependency's list
# of source files in its build folder and does not notice a file added to or removed from
# Sources/, so the next build fails with "cannot find 'X' in scope". When the list has changed
# since the folder was built, the folder is started afresh.
#
#   fresh_dependency_build SCRATCH ROOT
fresh_dependency_build() {
    local scratch=$1 root=$2 list
    list=$(cd "$root" && find Sources Package.swift -type f | LC_ALL=C sort | sha256sum | cut -c1-16)
    if [ -d "$scratch" ] && [ "$(cat "$scratch/.animatic-sources" 2>/dev/null)" != "$list" ]; then
        rm -rf "$scratch"
    fi
    mkdir -p "$scratch"
    echo "$list" > "$scratch/.animatic-sources"
}
