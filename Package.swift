// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Animatic",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticCore", targets: ["AnimaticCore"]),
        .executable(name: "animatic", targets: ["animatic-cli"]),
        // assertFrames(of:at:goldens:tolerance:) for XCTest and Swift Testing.
        .library(name: "AnimaticTesting", targets: ["AnimaticTesting"]),
        // A swift-snapshot-testing strategy; needs the SnapshotTesting trait.
        .library(name: "AnimaticSnapshotTesting", targets: ["AnimaticSnapshotTesting"]),
        // UIKit's and Core Animation's names on Linux, so an app's animator file compiles and renders unchanged.
        .library(name: "AnimaticUIKit", targets: ["AnimaticUIKit"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting", description: "Builds AnimaticSnapshotTesting against pointfreeco/swift-snapshot-testing."),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // Pure Swift: geometry, colors, transforms, timing, springs, keyframes, scene model, timeline.
        .target(name: "AnimaticCore"),
        // Scene files (YAML or JSON) into the Scene model, with file:line:column errors.
        .target(name: "AnimaticScene", dependencies: ["AnimaticCore", .product(name: "Yams", package: "Yams")]),
        // The C edge: cairo, pixman, libpng, pangocairo, fontconfig; OpenSSL's libcrypto for SHA-256;
        // ISA-L's igzip for the fast PNG levels.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libpixman-1-dev", "libfontconfig-dev", "libssl-dev", "libisal-dev", "libxxhash-dev"])]
        ),
        // The 3D warp's sampler eight pixels at a time with AVX2 (chosen at run time): pure
        // arithmetic on memory AnimaticRender owns, bit for bit its Swift path.
        .target(name: "CWarpKernel"),
        // The one module that owns C pointers: rasterizer, text, images, PNG encoding.
        .target(name: "AnimaticRender", dependencies: ["AnimaticCore", "CCairo", "CWarpKernel"]),
        // Safe writes under a folder the user chose: checked names, containment, atomic files, folder locks, plain errors.
        .target(name: "AnimaticFiles", dependencies: ["AnimaticCore"]),
        // Golden tests: comparison, tolerance, diff images, record modes, golden store, reports.
        .target(name: "AnimaticGolden", dependencies: ["AnimaticCore", "AnimaticScene", "AnimaticRender", "AnimaticFiles"]),
        // The library facade: load, render, write frame sequences.
        .target(name: "Animatic", dependencies: ["AnimaticCore", "AnimaticScene", "AnimaticRender", "AnimaticGolden", "AnimaticFiles"]),
        // assertFrames for XCTest and Swift Testing (links the test frameworks; not for the CLI).
        .target(name: "AnimaticTesting", dependencies: ["Animatic"]),
        .target(
            name: "AnimaticSnapshotTesting",
            dependencies: ["AnimaticTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))]
        ),
        // The Swift front end: an animator's UIKit calls recorded into the Scene model on a virtual clock.
        .target(name: "AnimaticUIKit", dependencies: ["Animatic"]),
        .executableTarget(
            name: "animatic-cli",
            dependencies: ["Animatic", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "AnimaticCoreTests", dependencies: ["AnimaticCore"]),
        .testTarget(name: "AnimaticSceneTests", dependencies: ["AnimaticScene"]),
        .testTarget(name: "AnimaticRenderTests", dependencies: ["AnimaticRender"]),
        .testTarget(name: "AnimaticCLITests", dependencies: ["Animatic", "animatic-cli"]),
        .testTarget(name: "AnimaticUIKitTests", dependencies: ["AnimaticUIKit", "AnimaticTesting"]),
        .testTarget(name: "AnimaticGoldenTests", dependencies: ["AnimaticTesting", "animatic-cli"], exclude: ["Schemas"]),
        .testTarget(
            name: "AnimaticSnapshotTestingTests",
            dependencies: ["AnimaticSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Design review (sheets, timing plots, exports, review pages): one module and its tests,
// added here apart from the list above.
package.targets += [
    .target(name: "AnimaticReview", dependencies: ["Animatic"]),
    .testTarget(name: "AnimaticReviewTests", dependencies: ["AnimaticReview", "animatic-cli"]),
]
package.targets.first { $0.name == "animatic-cli" }?.dependencies.append("AnimaticReview")

// An app's animator file compiled unchanged on Linux: the AnimaticRewrite build-tool plugin
// rewrites what needs the Objective-C runtime (@objc, #selector, dynamic, @IBOutlet) into
// copies the applying target compiles; QuartzCore and os are shims over AnimaticUIKit (Linux
// only: on Apple platforms those are the system's modules).
package.products += [
    .plugin(name: "AnimaticRewrite", targets: ["AnimaticRewrite"]),
]
package.targets += [
    // The rewrite itself (a library so its tests link it once; the tool is a thin main).
    .target(name: "AnimaticSourceRewrite"),
    .executableTarget(name: "animatic-rewrite", dependencies: ["AnimaticSourceRewrite"]),
    .plugin(name: "AnimaticRewrite", capability: .buildTool(), dependencies: ["animatic-rewrite"]),
    .testTarget(name: "AnimaticRewriteToolTests", dependencies: ["AnimaticSourceRewrite"]),
]
#if os(Linux)
package.products += [
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "os", targets: ["os"]),
]
package.targets += [
    .target(name: "QuartzCore", dependencies: ["AnimaticUIKit"]),
    .target(name: "os", dependencies: ["AnimaticUIKit"]),
    .testTarget(
        name: "AnimaticRewriteTests",
        dependencies: ["AnimaticUIKit", "AnimaticTesting", "QuartzCore", "os"],
        exclude: ["AnimaticSources.txt", "Fixtures"],
        plugins: ["AnimaticRewrite"]
    ),
]
#endif
