// swift-tools-version: 6.1
import PackageDescription

// UIKit, QuartzCore and os are shims over AnimaticUIKit so an app's animator file compiles
// unchanged on Linux; on Apple platforms those are the system's own modules, so they exist only here.
#if os(Linux)
    let linuxShims = ["UIKit", "QuartzCore", "os"]
    // Stand-ins for Apple's other frameworks that apps import (docs/census.md, "Apple's other
    // frameworks"), each a module of its own under Sources/StandIns over AnimaticUIKit.
    let frameworkStandIns: [(name: String, dependencies: [Target.Dependency])] = [
        ("CoreMedia", []), ("AVFoundation", ["CoreMedia"]), ("AVKit", ["AVFoundation"]), ("Photos", []),
        ("CoreData", []), ("CoreLocation", []), ("WebKit", []), ("MediaPlayer", []), ("AudioToolbox", []),
        ("MobileCoreServices", ["UniformTypeIdentifiers"]), ("SystemConfiguration", []), ("ObjectiveC", []),
        ("SafariServices", []),
        ("UserNotifications", []), ("CoreImage", ["_Testing_CoreImage"]),
        ("StoreKit", []), ("AuthenticationServices", []), ("LocalAuthentication", []),
        ("UniformTypeIdentifiers", []), ("MapKit", ["CoreLocation", "SwiftUI"]), ("MessageUI", []),
        ("PhotosUI", ["Photos", "SwiftUI", "UniformTypeIdentifiers"]),
        ("Network", []),
        // CryptoKit is swift-crypto, Apple's open implementation of its API on Linux.
        ("CryptoKit", [.product(name: "Crypto", package: "swift-crypto")]),
        // Security's keychain, ImageIO over AnimaticUIKit's images, CommonCrypto's C calls over swift-crypto.
        ("Security", []), ("ImageIO", []), ("CommonCrypto", [.product(name: "Crypto", package: "swift-crypto")]),
        // Combine is OpenCombine, the open implementation of Apple's API, with a recording's clock.
        ("Combine", [.product(name: "OpenCombine", package: "OpenCombine")]),
        // SwiftUI compiles and draws nothing (docs/census.md, "SwiftUI gets a stand-in").
        ("SwiftUI", ["Combine"]),
    ]
#else
    let linuxShims: [String] = []
    let frameworkStandIns: [(name: String, dependencies: [Target.Dependency])] = []
#endif

let snapshotTesting = Target.Dependency.product(
    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))

let package = Package(
    name: "Animatic",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticCore", targets: ["AnimaticCore"]),
        // Frames against pixels iOS recorded (the reference suite; Stagehand/run.sh compares with it).
        .library(name: "AnimaticReferences", targets: ["AnimaticReferences"]),
        .executable(name: "animatic", targets: ["animatic-cli"]),
        // assertFrames(of:at:goldens:tolerance:) for XCTest and Swift Testing.
        .library(name: "AnimaticTesting", targets: ["AnimaticTesting"]),
        // A swift-snapshot-testing strategy; needs the SnapshotTesting trait.
        .library(name: "AnimaticSnapshotTesting", targets: ["AnimaticSnapshotTesting"]),
        // UIKit's and Core Animation's names on Linux, so an app's animator file compiles and renders unchanged.
        .library(name: "AnimaticUIKit", targets: ["AnimaticUIKit"]),
        // Swift 2's names of UIKit and Core Graphics (CGRectMake, animateWithDuration …), which the
        // AnimaticRewrite plugin imports only into files it recognises as Swift 2.
        .library(name: "Swift2Names", targets: ["Swift2Names"]),
        // Rewrites what needs the Objective-C runtime (@objc, #selector, dynamic, @IBOutlet) in
        // an app's animator files into copies the applying target compiles.
        .plugin(name: "AnimaticRewrite", targets: ["AnimaticRewrite"]),
        // The census's declaration finder (docs/census.md, "The file with the declarations it needs"),
        // a product so the census's generated package can build it.
        .executable(name: "animatic-declarations", targets: ["animatic-declarations"]),
    ] + linuxShims.map { .library(name: $0, targets: [$0]) }
        + (frameworkStandIns.isEmpty
            ? [] : [.library(name: "AppleFrameworkStandIns", targets: frameworkStandIns.map(\.name))]),
    traits: [
        .trait(
            name: "SnapshotTesting",
            description: "Builds AnimaticSnapshotTesting against pointfreeco/swift-snapshot-testing.")
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Pure Swift: geometry, colors, transforms, timing, springs, keyframes, scene model, timeline.
        .target(name: "AnimaticCore"),
        // UIKit's stock views (status, navigation and tab bars, tables, collections, buttons) as
        // subtrees of plain views laid out with iOS's metrics, and the navigation controller's bar.
        .target(name: "AnimaticStockViews", dependencies: ["AnimaticCore"]),
        // Scene files (YAML or JSON) into the Scene model, with file:line:column errors.
        .target(
            name: "AnimaticSceneFile",
            dependencies: ["AnimaticCore", "AnimaticStockViews", .product(name: "Yams", package: "Yams")]),
        // The C edge: cairo, pixman, libpng, pangocairo, fontconfig; OpenSSL's libcrypto for SHA-256;
        // ISA-L's igzip for the fast PNG levels; xxHash for golden digests; libjpeg-turbo for JPEG images.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [
                .apt([
                    "libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libpixman-1-dev", "libfontconfig-dev",
                    "libssl-dev", "libisal-dev", "libxxhash-dev", "libturbojpeg0-dev",
                ])
            ]
        ),
        // The 3D warp's sampler eight pixels at a time with AVX2 (chosen at run time): pure
        // arithmetic on memory AnimaticRender owns, bit for bit its Swift path.
        .target(name: "CWarpKernel"),
        // The one module that owns C pointers: rasterizer, the frame producer, text, images, PNG encoding.
        .target(name: "AnimaticRender", dependencies: ["AnimaticCore", "CCairo", "CWarpKernel"]),
        // Every file Animatic writes: checked names, containment, atomic files and folders, output
        // naming, folder locks, plain errors.
        .target(name: "AnimaticFiles", dependencies: ["AnimaticCore"]),
        // Golden tests: comparison, tolerance, diff images, record modes, golden store, reports.
        .target(
            name: "AnimaticGolden",
            dependencies: ["AnimaticCore", "AnimaticSceneFile", "AnimaticRender", "AnimaticFiles"]),
        // The mistakes the articles warn about, found on a compiled timeline.
        .target(name: "AnimaticLint", dependencies: ["AnimaticCore"]),
        // The library to use from tests and tools: load, render and write frame sequences, values.
        .target(
            name: "Animatic",
            dependencies: [
                "AnimaticCore", "AnimaticStockViews", "AnimaticSceneFile", "AnimaticRender", "AnimaticGolden",
                "AnimaticFiles", "AnimaticLint",
            ]),
        // Measuring Animatic: benchmarks of each stage and of check.
        .target(name: "AnimaticBench", dependencies: ["Animatic"]),
        // The reference suite: Animatic's frames against pixels iOS recorded (docs/fidelity.md).
        .target(name: "AnimaticReferences", dependencies: ["Animatic"]),
        // Design review: contact sheets, timing plots, exports, review pages.
        .target(name: "AnimaticReview", dependencies: ["Animatic"]),
        // assertFrames for XCTest and Swift Testing (links the test frameworks; not for the CLI).
        .target(name: "AnimaticTesting", dependencies: ["Animatic"]),
        .target(name: "AnimaticSnapshotTesting", dependencies: ["AnimaticTesting", snapshotTesting]),
        // The Swift front end: an animator's UIKit calls recorded into the Scene model on a virtual clock.
        .target(
            name: "AnimaticUIKit",
            dependencies: ["Animatic", .product(name: "OpenCombine", package: "OpenCombine")]),
        // Swift 2's spellings forwarding to AnimaticUIKit's, for files from Swift 2 projects only.
        .target(name: "Swift2Names", dependencies: ["AnimaticUIKit"]),
        // The command: a thin shell over the library.
        .executableTarget(
            name: "animatic-cli",
            dependencies: [
                "Animatic", "AnimaticReview", "AnimaticBench", "AnimaticReferences",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The rewrite behind the AnimaticRewrite build-tool plugin (a library so its tests link it
        // once; the tool is a thin main).
        .target(name: "AnimaticSourceRewrite"),
        .executableTarget(name: "animatic-rewrite", dependencies: ["AnimaticSourceRewrite"]),
        .plugin(name: "AnimaticRewrite", capability: .buildTool(), dependencies: ["animatic-rewrite"]),
        // The census's declaration finder (Census/declarations.sh): a file's top-level declarations' lines.
        .executableTarget(name: "animatic-declarations", dependencies: ["AnimaticSourceRewrite"]),

        // What the test suites share: the one runner of the built command.
        .target(name: "AnimaticTestSupport", path: "Tests/AnimaticTestSupport"),
        .testTarget(name: "AnimaticCoreTests", dependencies: ["AnimaticCore"]),
        .testTarget(name: "AnimaticSceneFileTests", dependencies: ["AnimaticSceneFile", "AnimaticStockViews"]),
        .testTarget(name: "AnimaticRenderTests", dependencies: ["AnimaticRender"], exclude: ["Fixtures"]),
        .testTarget(
            name: "AnimaticCLITests",
            dependencies: ["Animatic", "AnimaticBench", "AnimaticReferences", "animatic-cli", "AnimaticTestSupport"]),
        .testTarget(name: "AnimaticUIKitTests", dependencies: ["AnimaticUIKit", "AnimaticTesting"]),
        .testTarget(
            name: "AnimaticGoldenTests", dependencies: ["AnimaticTesting", "animatic-cli", "AnimaticTestSupport"],
            exclude: ["Schemas"]),
        .testTarget(
            name: "AnimaticReviewTests", dependencies: ["AnimaticReview", "animatic-cli", "AnimaticTestSupport"]),
        .testTarget(name: "AnimaticRewriteToolTests", dependencies: ["AnimaticSourceRewrite"]),
        .testTarget(
            name: "AnimaticSnapshotTestingTests",
            dependencies: ["AnimaticSnapshotTesting", snapshotTesting],
            exclude: ["__Snapshots__"]
        ),
    ]
        + linuxShims.map {
            // UIKit brings Swift2Names into the build (not into scope): the rewrite imports it
            // into Swift 2 files of a target that depends on UIKit.
            .target(
                name: $0,
                dependencies: $0 == "UIKit" ? ["AnimaticUIKit", "_Testing_UIKit", "Swift2Names"] : ["AnimaticUIKit"])
        }
        + frameworkStandIns.map { standIn in
            .target(
                name: standIn.name, dependencies: ["AnimaticUIKit"] + standIn.dependencies,
                path: "Sources/StandIns/\(standIn.name)")
        }
        + (frameworkStandIns.isEmpty
            ? []
            : [
                // swift-testing's cross-import overlay for CoreImage (see Sources/_Testing_CoreImage).
                .target(name: "_Testing_CoreImage"),
                .testTarget(
                    name: "FrameworkStandInsTests",
                    dependencies: ["Animatic"] + frameworkStandIns.map { .target(name: $0.name) }),
            ])
        + (linuxShims.isEmpty
            ? []
            : [
                // swift-testing's cross-import overlay for UIKit (see Sources/_Testing_UIKit), built with UIKit.
                .target(name: "_Testing_UIKit"),
                .testTarget(
                    name: "AnimaticRewriteTests",
                    dependencies: ["AnimaticUIKit", "AnimaticTesting", "Swift2Names"]
                        + linuxShims.map { .target(name: $0) },
                    exclude: ["AnimaticSources.txt", "Fixtures"],
                    plugins: ["AnimaticRewrite"]
                ),
            ]),
    swiftLanguageModes: [.v6]
)
