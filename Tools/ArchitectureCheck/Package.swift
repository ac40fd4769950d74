// swift-tools-version: 6.0
import PackageDescription

// The checker lives in its own package so the application's package graph
// keeps only its five layers and their tests. It has no dependencies.
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ArchitectureCheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "architecture-check", targets: ["ArchitectureCheckTool"]),
        .executable(name: "architecture-bench", targets: ["ArchitectureBench"]),
        .executable(name: "import-oracle", targets: ["ImportOracle"]),
        .library(name: "ArchitectureCheck", targets: ["ArchitectureCheck"]),
    ],
    targets: [
        .target(name: "ArchitectureCheck", swiftSettings: strictImports),
        .executableTarget(
            name: "ArchitectureCheckTool", dependencies: ["ArchitectureCheck"], swiftSettings: strictImports),
        .executableTarget(
            name: "ArchitectureBench", dependencies: ["ArchitectureCheck"], swiftSettings: strictImports),
        .executableTarget(name: "ImportOracle", dependencies: ["ArchitectureCheck"], swiftSettings: strictImports),
        .testTarget(
            name: "ArchitectureCheckTests", dependencies: ["ArchitectureCheck"], swiftSettings: strictImports),
    ],
    swiftLanguageModes: [.v6]
)
