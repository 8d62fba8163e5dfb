// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target over Animatic's scene parser, timeline compiler and one frame's render.
// A package of its own, so the main package's `swift build` and `swift test` never see it; build
// and run it with `Fuzz/run.sh` (it passes `-sanitize=fuzzer,address`).
let package = Package(
    name: "AnimaticFuzz",
    // The repository itself, through a link run.sh makes: a path dependency is known by its
    // folder's name, and a clone may be called anything.
    dependencies: [.package(path: ".link/Animatic")],
    targets: [
        .executableTarget(
            name: "animatic-fuzz",
            dependencies: [.product(name: "Animatic", package: "Animatic")],
            // No top-level code: libFuzzer drives the process (see FuzzMain.swift).
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
