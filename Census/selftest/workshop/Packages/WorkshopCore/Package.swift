// swift-tools-version:5.5
// Census self-test: a local package whose target's sources are in Code/ (its `path:`).
import PackageDescription

let package = Package(
    name: "WorkshopCore",
    products: [
        .library(name: "WorkshopCore", targets: ["WorkshopCore"]),
    ],
    targets: [
        .target(
            name: "WorkshopCore",
            path: "Code"
        ),
    ]
)
