# Sourced by Census/run.sh, Census/libraries.sh and Stagehand/run.sh: the products an app's files
# compile against on Linux, as a SwiftPM dependency list for the package named $1. One list, so a
# new shim or stand-in module reaches every generated package.
uikit_products() {
    local products=(AnimaticUIKit UIKit QuartzCore os AppleFrameworkStandIns Swift2Names) list=() product
    for product in "${products[@]}"; do list+=(".product(name: \"$product\", package: \"$1\")"); done
    local IFS=,
    echo "${list[*]}"
}
