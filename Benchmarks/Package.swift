// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package of its own, so the benchmarks never enter Strata's package graph.
// SwiftPM names a path dependency after its folder, whatever the checkout is called.
let strata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let strataLibrary = Target.Dependency.product(name: "Strata", package: strata.lastPathComponent)

let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "StrataBenchmarks",
    products: [
        .executable(name: "store-bench", targets: ["StoreBench"]),
        .executable(name: "layering-bench", targets: ["LayeringBench"]),
    ],
    dependencies: [.package(path: "..")],
    targets: [
        // Timing and the Markdown table every benchmark prints, so `make bench` can merge them.
        .target(name: "BenchKit", swiftSettings: strictImports),
        .executableTarget(name: "StoreBench", dependencies: ["BenchKit", strataLibrary], swiftSettings: strictImports),
        .executableTarget(
            name: "LayeringBench", dependencies: ["BenchKit", strataLibrary], swiftSettings: strictImports),
    ],
    swiftLanguageModes: [.v6]
)
