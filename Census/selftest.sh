#!/bin/bash
# The census's path through a repository (docs/census.md, "The census's self-test"): select.sh,
# swift-version.sh, run.sh --with-bodies --with-own-modules (all five measures, the third with the
# repository's own modules; the repository's asset catalogs listed after the first) and classify.sh,
# on repositories the project writes itself
# (Census/selftest/repository, gallery and workshop, made git repositories in a temporary mirrors
# folder), so a
# change to the scripts or to Animatic cannot break them unnoticed. CI runs it; the fixture corpus
# (run.sh --fixtures) covers rendering, this the mirror path. Exits 1 naming the first check that
# fails.
#
#   Census/selftest.sh
set -uo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "census self-test: $*" >&2; exit 1; }

# make_repository SOURCE NAME: SOURCE's files as the git repository animatic-selftest/NAME.
make_repository() {
    local repo=$tmp/mirrors/animatic-selftest+$2/repo
    mkdir -p "$repo"
    cp -r "$1/." "$repo/"
    git -C "$repo" init -q
    git -C "$repo" add -A
    git -C "$repo" -c user.name=census -c user.email=census@localhost commit -qm "self-test repository" \
        || fail "could not make the repository $2"
}
make_repository Census/selftest/repository shop
make_repository Census/selftest/gallery gallery
make_repository Census/selftest/workshop workshop
make_repository Census/selftest/hingekit hingekit
make_repository Census/selftest/latchkit latchkit
# The workshop's third-party pods are found through the dependency table, as a real pod is.
export CENSUS_DEPENDENCY_TABLE=$tmp/dependencies.tsv
{
    cat Census/dependencies.tsv
    printf '%b\tanimatic-selftest/%s\tthe self-test\n' 'HingeKit\tHingeKit' hingekit 'LatchKit\tLatchKit' latchkit
} > "$CENSUS_DEPENDENCY_TABLE"
repo=$tmp/mirrors/animatic-selftest+shop/repo

# 1. Selection: Pods/ is excluded, at most 2 files a repository, the first by path.
corpus=$tmp/selftest.tsv
printf 'id\trepository\tcommit\tpath\tkind\thalf\n' > "$corpus"
printf 'animatic-selftest/%s\n' shop gallery workshop | Census/select.sh "$tmp/mirrors" >> "$corpus"
paths=$(tail -n +2 "$corpus" | cut -f4 | tr '\n' ' ')
want="Shop/Cards/CardAnimator.swift Shop/Cards/ShelfAnimator.swift Gallery/Photos/PhotoAnimator.swift "
want+="Gallery/Photos/ZoomAnimator.swift Workshop/Transitions/CurtainAnimator.swift Workshop/Transitions/DrawerAnimator.swift "
[ "$paths" = "$want" ] \
    || fail "select.sh took '$paths', not the Shop project's first two animators, the Gallery's two, the Workshop's"
# The workshop's local pod's podspec makes it a library by select.sh's rule (as the sixth sample's apps).
[ "$(tail -n +2 "$corpus" | cut -f5 | tr '\n' ' ')" = "app app app app library library " ] \
    || fail "select.sh did not take the shop's and gallery's rows as an app's and the workshop's as a library's"

# 2. Language mode: the file's own project (4.0) over the repository's most frequent (5.0).
commit=$(git -C "$repo" rev-parse HEAD)
repo_version=$(Census/swift-version.sh "$repo/.git" "$commit" | cut -f1)
file_version=$(Census/swift-version.sh "$repo/.git" "$commit" Shop/Cards/CardAnimator.swift | cut -f1)
[ "$repo_version" = 5.0 ] && [ "$file_version" = 4.0 ] \
    || fail "swift-version.sh said $repo_version for the repository and $file_version for the file (want 5.0, 4.0)"

# 3. Both measures: CardAnimator fails alone on its sibling's CardStyle and compiles with it, in
# Swift 4 mode (in 5 its UIViewAnimationOptions is renamed); ShelfAnimator compiles alone.
log=$tmp/run.log
CENSUS_CORPUS=$corpus Census/run.sh --with-bodies --with-own-modules "$tmp/mirrors" > "$log" 2>&1 || { tail -20 "$log" >&2; fail "run.sh failed"; }
work=Census/.work/selftest
row() { awk -F'\t' -v id="$1" -v column="$2" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } $1 == id { print $c[column] }' "$3"; }
card=u-animat-cardanimator shelf=u-animat-shelfanimator photo=u-animat-photoanimator zoom=u-animat-zoomanimator
curtain=u-animat-curtainanimator drawer=u-animat-draweranimator
[ "$(row $card compiles $work/results.tsv)" = no ] || fail "CardAnimator compiled alone (its CardStyle is a sibling's)"
[ "$(row $card swift $work/results.tsv)" = "4.0 (v4)" ] || fail "CardAnimator was not built as its Swift 4.0 project"
[ "$(row $shelf compiles $work/results.tsv)" = yes ] || fail "ShelfAnimator did not compile alone; see $work/logs"
[ "$(row $card siblings $work/siblings.tsv)" = yes ] || fail "CardAnimator did not compile with its sibling; see $work/logs"
[ "$(row $card files $work/siblings.tsv)" = 1 ] || fail "CardAnimator took other siblings than CardStyle.swift"

# 4. The fourth measure: PhotoAnimator fails with its whole sibling (its pod does not exist) and
# compiles with what it needs from it: PhotoFrame, the private constant PhotoFrame reads (from its
# own file, not Defaults.swift's String of the same name, first by path), the UIView extension, and
# the operator `|>` (its declaration, its precedence group and its implementation; eighteenth step).
[ "$(row $photo siblings $work/siblings.tsv)" = no ] || fail "PhotoAnimator compiled with its whole sibling"
[ "$(row $photo compiles $work/declarations.tsv)" = yes ] \
    || fail "PhotoAnimator did not compile with the declarations it needs; see $work/logs/$photo.declarations.log"
[ "$(row $photo declarations $work/declarations.tsv)" = 6 ] || fail "PhotoAnimator did not take exactly 6 declarations"
grep -qxF 'infix operator |>: ForwardApplication' \
    "$work/package/Sources/$photo-declarations/declarations/Gallery+Photos+PhotoCell.swift" \
    && grep -qxF 'precedencegroup ForwardApplication {' \
        "$work/package/Sources/$photo-declarations/declarations/Gallery+Photos+PhotoCell.swift" \
    || fail "PhotoAnimator's operator |> came without its declaration or its precedence group"
[ "$(row $photo 'dropped modules' $work/declarations.tsv)" = SomePod ] || fail "PhotoAnimator's SomePod was not dropped"
[ "$(row $card compiles $work/declarations.tsv)" = yes ] || fail "CardAnimator did not count as compiling with its sibling"
grep -q "^tuning: 4 files; compile alone 1 (25 %); with siblings 2 (50 %); with the declarations they need 3 (75 %)$" \
    "$log" || fail "run.sh --with-declarations did not count 1 alone, 2 with siblings, 3 with the declarations"

# 5. The fifth measure: ZoomAnimator needs PhotoViewController, whose bodies and one stored initial
# value call SomePod and whose properties hold SomePod's types; it fails with the declarations it
# needs and compiles with three bodies replaced (didSet and viewDidLoad report, the computed caption
# stops), the initial value replaced (it stops) and the types stood in (SomePodCache generic,
# SomePod.Session in a namespace); its PhotoKey's protocol comes with its extension (its ==); its
# `view.gl` namespace wrapper brings UIView's conformance from another file, and its PhotoRecord's
# override of a stood-in superclass's method loses the word override (eighteenth step); its
# CALayer.GalleryCorner, a type nested in an extension, brings that extension (twentieth step); its
# UIColor(galleryHex:), an initializer an extension adds, brings that extension (twenty-first step).
[ "$(row $zoom compiles $work/declarations.tsv)" = no ] || fail "ZoomAnimator compiled with the declarations alone"
[ "$(row $zoom compiles $work/bodies.tsv)" = yes ] \
    || fail "ZoomAnimator did not compile with failing bodies reported; see $work/logs/$zoom.bodies.log"
[ "$(row $zoom bodies $work/bodies.tsv)" = 4 ] || fail "ZoomAnimator did not have exactly 4 bodies replaced"
[ -f "$work/package/Sources/$zoom-bodies/declarations/Gallery+Photos+CALayer+Corners.swift" ] \
    || fail "ZoomAnimator's CALayer.GalleryCorner did not bring the extension that nests it"
[ -f "$work/package/Sources/$zoom-bodies/declarations/Gallery+Photos+UIColor+Gallery.swift" ] \
    || fail "ZoomAnimator's UIColor(galleryHex:) did not bring the extension that declares the initializer"
[ "$(row $zoom 'stand-in types' $work/bodies.tsv | tr ' ' '\n' | LC_ALL=C sort | tr '\n' ' ')" \
    = "SomePod SomePod.Session SomePodCache SomePodImageLoader SomePodObject " ] \
    || fail "ZoomAnimator did not get exactly the stand-ins SomePod (a namespace), SomePod.Session and the three types"
grep -qE '^ +static func primaryKey\(\) -> String\? \{$' "$work/bodies/$zoom/Gallery/Photos/PhotoRecord.swift" \
    || fail "PhotoRecord's override of its stood-in superclass's primaryKey() kept the word override"
grep -qxF '    typealias Session = AnimaticMissingModuleType' \
    "$work/package/Sources/$zoom-bodies/declarations/_stand-ins.swift" \
    && grep -qxF 'enum SomePod {' "$work/package/Sources/$zoom-bodies/declarations/_stand-ins.swift" \
    || fail "SomePod is not a namespace holding Session's stand-in"
grep -qF 'static func == (a: Self, b: Self)' "$work/package/Sources/$zoom-bodies/declarations/Gallery+Photos+PhotoKey.swift" \
    || fail "PhotoIdentifiable came without its extension's =="
grep -qxF 'extension UIView: GalleryCompatible {}' \
    "$work/package/Sources/$zoom-bodies/declarations/Gallery+Wrapper+UIView+Gallery.swift" \
    || fail "ZoomAnimator's namespace wrapper came without UIView's conformance to GalleryCompatible"
[ -f "$work/package/Sources/$zoom-bodies/declarations/Gallery+Photos+Trimmed.swift" ] \
    || fail "PhotoKey's property wrapper Trimmed was not copied (unknown attribute 'Trimmed')"

grep -qxF 'typealias SomePodCache<each A> = AnimaticMissingModuleType' \
    "$work/package/Sources/$zoom-bodies/declarations/_stand-ins.swift" || fail "SomePodCache's stand-in is not generic"
generated=$work/package/Sources/$zoom-bodies/declarations/Gallery+Photos+PhotoViewController.swift
grep -qF 'let formatter: any AnimaticMissingModuleType = { animaticStopAtUncompiledBody("PhotoViewController.formatter", ' \
    "$generated" || fail "PhotoViewController.formatter's initial value was not replaced by a stop in $generated"
grep -qF 'override func viewDidLoad() { animaticReportUncompiledBody("PhotoViewController.viewDidLoad", file: ' \
    "$generated" || fail "PhotoViewController.viewDidLoad was not replaced by a report in $generated"
grep -qF 'var caption: String { animaticStopAtUncompiledBody("PhotoViewController.caption", file: ' "$generated" \
    || fail "PhotoViewController.caption was not replaced by a stop in $generated"
grep -q "^tuning: 4 files; .*; with failing bodies reported 4 (100 %)$" "$log" \
    || fail "run.sh --with-bodies did not count 4 with failing bodies reported"

# 6. The repository's own modules: CurtainAnimator imports WorkshopUI, an Xcode framework target
# (its sources the folder WorkshopUI/ next to the project, not Archive/Legacy/WorkshopUI/, which does
# not compile; its umbrella header WorkshopUI.h is no Objective-C source), which imports the local
# pod WorkshopKit (LocalPods/WorkshopKit, its podspec's Sources/**/*.swift), which imports the local
# package's target WorkshopCore (Packages/WorkshopCore, path: "Code"). It fails at the other four
# measures but the fifth (nothing to copy: the import stops it) and compiles with the three built
# whole. At the fifth, WorkshopUI is merged into its target (the fourteenth step's amendment): its
# CurtainStyle comes from WorkshopUI/, not from the older folder of that name, and WorkshopKit's and
# WorkshopCore's declarations it needs follow (their imports dropped).
[ "$(row $curtain compiles $work/declarations.tsv)" = no ] || fail "CurtainAnimator compiled without its own modules"
[ "$(row $curtain compiles $work/bodies.tsv)" = yes ] \
    || fail "CurtainAnimator did not compile with WorkshopUI merged; see $work/logs/$curtain.bodies.log"
[ "$(row $curtain 'merged modules' $work/bodies.tsv)" = WorkshopUI ] \
    || fail "CurtainAnimator's WorkshopUI was not the one merged module: $(row $curtain 'merged modules' $work/bodies.tsv)"
[ -f "$work/package/Sources/$curtain-bodies/declarations/WorkshopUI+CurtainStyle.swift" ] \
    && [ ! -f "$work/package/Sources/$curtain-bodies/declarations/Archive+Legacy+WorkshopUI+CurtainStyle.swift" ] \
    || fail "CurtainAnimator's CurtainStyle was not copied from WorkshopUI/ alone"
grep -qF '@modules-in-target WorkshopUI' "$work/package/Sources/$curtain-bodies/AnimaticSources.txt" \
    || fail "CurtainAnimator's target does not say WorkshopUI is in it"
[ "$(row $curtain dependencies $work/dependencies.tsv)" = yes ] \
    || fail "CurtainAnimator did not compile with its own modules; see $work/logs/$curtain.deps.log, $work/modules.tsv"
own() { awk -F'\t' -v m="$1" '$1 == m { print $2 "|" $5 "|" $6 "|" $8 }' "$work/modules.tsv"; }
[ "$(own WorkshopUI)" = "own-xcode|1|built|Workshop/Workshop.xcodeproj/project.pbxproj → WorkshopUI" ] \
    || fail "WorkshopUI was not the framework folder next to its project: $(own WorkshopUI)"
[ "$(own WorkshopKit)" = "own-pod|1|built|LocalPods/WorkshopKit/WorkshopKit.podspec" ] \
    || fail "WorkshopKit was not the local pod's one file: $(own WorkshopKit)"
[ "$(own WorkshopCore)" = "own-package|1|built|Packages/WorkshopCore/Package.swift → Packages/WorkshopCore/Code" ] \
    || fail "WorkshopCore was not the local package's Code/: $(own WorkshopCore)"
# (DrawerAnimator's sibling needs a LatchKit older than the one the third measure builds: item 7.)
grep -q "^held-out: 2 files; compile alone 0; with siblings 0; with siblings, dependencies and own modules 1 (50 %)$" \
    "$log" || fail "run.sh --with-own-modules did not count the workshop's CurtainAnimator alone with its own modules"
grep -q "^tuning: 4 files; compile by any measure 4 (100 %)$" "$log" \
    && grep -q "^held-out: 2 files; compile by any measure 2 (100 %)$" "$log" \
    || fail "run.sh --with-bodies --with-own-modules did not count 4 and 2 by any measure"

# 7. The sixteenth and seventeenth steps' amendments: DrawerAnimator colors its views with the
# symbols Xcode 15 generates from its repository's catalog (`.sawdust`, `.Panels.shadow` from the
# namespaced ShadowColor), opens on the third-party pod HingeKit and reads its sibling DrawerStyle,
# which holds a LatchKit 2 `LatchStyle` that LatchKit's newest commit renamed. It fails at the first
# four measures (the pods are not built at the second and fourth; at the third LatchKit is built and
# lacks LatchStyle) and compiles at the fifth with HingeKit's sources compiled whole in its target
# and the catalog listed, with the project's symbol-extensions setting: LatchKit, built whole too,
# leaves DrawerStyle's error, so the row falls back to LatchKit dropped (the file imports HingeKit
# alone) and LatchStyle stood in.
[ "$(row $drawer compiles $work/results.tsv)" = no ] || fail "DrawerAnimator compiled alone"
[ "$(row $drawer dependencies $work/dependencies.tsv)" = no ] || fail "DrawerAnimator compiled with LatchKit 3"
[ "$(row $drawer compiles $work/declarations.tsv)" = no ] || fail "DrawerAnimator compiled without HingeKit"
[ "$(row $drawer compiles $work/bodies.tsv)" = yes ] \
    || fail "DrawerAnimator did not compile with HingeKit and its catalog; see $work/logs/$drawer.bodies.log"
[ "$(row $drawer 'built modules' $work/bodies.tsv)" = HingeKit ] && [ "$(row $drawer bodies $work/bodies.tsv)" = 0 ] \
    || fail "DrawerAnimator's fifth measure did not build HingeKit alone, with no body replaced"
[ "$(row $drawer 'fell back' $work/bodies.tsv)" = LatchKit ] \
    && [ "$(row $drawer 'dropped modules' $work/bodies.tsv)" = LatchKit ] \
    && [ "$(row $drawer 'stand-in types' $work/bodies.tsv)" = LatchStyle ] \
    || fail "DrawerAnimator did not fall back to LatchKit dropped and LatchStyle stood in"
list=$work/package/Sources/$drawer-bodies/AnimaticSources.txt
grep -qF 'LatchKit' "$list" && fail "DrawerAnimator's last target still compiles LatchKit"
grep -qxF '@modules-in-target HingeKit' "$list" && grep -qE '/HingeKit/Sources/Hinges/Hinge\.swift$' "$list" \
    || fail "DrawerAnimator's fifth target does not compile HingeKit's sources as HingeKit"
grep -qxF '@asset-symbol-extensions' "$list" && grep -qE '/Workshop/Assets\.xcassets$' "$list" \
    || fail "DrawerAnimator's target does not list the catalog with the project's symbol-extensions setting"
# The twentieth step's amendment: only the catalogs of the file's project (Workshop/, which holds its
# .xcodeproj), not the Kiosk project's, which has a `Sawdust` of its own.
grep -qF '/Kiosk/' "$list" && fail "DrawerAnimator's target lists the Kiosk project's catalog"

# 8. Classes: alone, CardAnimator's one class is `own` (a name its repository declares).
CENSUS_CORPUS=$corpus Census/classify.sh "$tmp/mirrors" > "$tmp/classes.txt" 2>&1 || fail "classify.sh failed"
classes=$(awk -F'\t' -v id=$card '$1 == id { print $4 }' "$work/classes.tsv" | sort -u | tr '\n' ' ')
[ "$classes" = "own " ] || fail "classify.sh gave CardAnimator the classes '$classes', not 'own'"
CENSUS_CORPUS=$corpus Census/classify.sh "$tmp/mirrors" --siblings > "$tmp/siblings.txt" 2>&1 \
    || fail "classify.sh --siblings failed"
grep -q "4 files; compile alone 1 (25 %); with siblings 2 (50 %)" "$tmp/siblings.txt" \
    || { cat "$tmp/siblings.txt" >&2; fail "classify.sh --siblings did not count 1 alone, 2 with siblings"; }
echo "census self-test: selection, language mode, the five measures, own modules and classes as expected"
