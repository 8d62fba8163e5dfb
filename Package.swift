// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Animatic",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticCore", targets: ["AnimaticCore"]),
        .executable(name: "animatic", targets: ["animatic-cli"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: geometry, colors, transforms, timing, springs, keyframes, scene model, timeline.
        .target(name: "AnimaticCore"),
        // Scene files (YAML or JSON) into the Scene model, with file:line:column errors.
        .target(name: "AnimaticScene", dependencies: ["AnimaticCore", .product(name: "Yams", package: "Yams")]),
        // The C edge: cairo, pixman, libpng, pangocairo, fontconfig.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libpixman-1-dev", "libfontconfig-dev"])]
        ),
        // The one module that owns C pointers: rasterizer, text, images, PNG encoding.
        .target(name: "AnimaticRender", dependencies: ["AnimaticCore", "CCairo"]),
        // The library facade: load, render, write frame sequences.
        .target(name: "Animatic", dependencies: ["AnimaticCore", "AnimaticScene", "AnimaticRender"]),
        .executableTarget(
            name: "animatic-cli",
            dependencies: ["Animatic", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "AnimaticCoreTests", dependencies: ["AnimaticCore"]),
        .testTarget(name: "AnimaticSceneTests", dependencies: ["AnimaticScene"]),
        .testTarget(name: "AnimaticRenderTests", dependencies: ["AnimaticRender"]),
        .testTarget(name: "AnimaticCLITests", dependencies: ["Animatic", "animatic-cli"]),
    ],
    swiftLanguageModes: [.v6]
)
