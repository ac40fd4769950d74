// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package of its own, so the benchmark never enters Strata's package graph.
// SwiftPM names a path dependency after its folder, whatever the checkout is called.
let strata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "StrataBenchmarks",
    products: [.executable(name: "store-bench", targets: ["StoreBench"])],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "StoreBench",
            dependencies: [.product(name: "Strata", package: strata.lastPathComponent)],
            swiftSettings: [
                .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
