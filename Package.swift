// swift-tools-version: 6.0
import PackageDescription

// Every target opts into the two upcoming features that make imports honest:
// an import is internal unless written `public import`, and a member is only
// visible in files that import its module directly.
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Strata",
    products: [
        .executable(name: "inbox", targets: ["App"]),
        // For the store benchmark in Benchmarks/, which lives outside this package graph.
        .library(name: "Strata", targets: ["Domain", "Application", "Infrastructure", "Interface"]),
    ],
    targets: [
        .target(name: "Domain", swiftSettings: strictImports),
        .target(name: "Application", dependencies: ["Domain"], swiftSettings: strictImports),
        // The system's SQLite, reached without a Swift package; only Infrastructure may use it.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "Infrastructure", dependencies: ["Application", "Domain", "CSQLite"],
            swiftSettings: strictImports),
        .target(name: "Interface", dependencies: ["Application"], swiftSettings: strictImports),
        .executableTarget(
            name: "App", dependencies: ["Domain", "Application", "Infrastructure", "Interface"],
            swiftSettings: strictImports),

        .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strictImports),
        .testTarget(
            name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: strictImports),
        .testTarget(
            name: "InfrastructureTests", dependencies: ["Infrastructure", "Application", "Domain", "CSQLite"],
            swiftSettings: strictImports),
        .testTarget(
            name: "InterfaceTests", dependencies: ["Interface", "Application"], swiftSettings: strictImports),
        .testTarget(name: "AppTests", dependencies: ["App", "Interface"], swiftSettings: strictImports),
    ],
    swiftLanguageModes: [.v6]
)
