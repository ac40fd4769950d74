// swift-tools-version: 6.2
import PackageDescription

// Every target opts into the two upcoming features that make imports honest:
// an import is internal unless written `public import`, and a member is only
// visible in files that import its module directly. `NonisolatedNonsendingByDefault`
// (SE-0461) lets a nonisolated async function run on its caller's actor, so a
// service called from the main actor stays there and only a store hops away.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]
// Interface and App hold only what a person sees and the shell that shows it,
// so everything there runs on the main actor unless it says otherwise.
// Domain, Application and Infrastructure stay nonisolated: their ports and
// values cross actors, and Application marks its UI-facing types itself.
let onMainActor: [SwiftSetting] = strict + [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "Strata",
    products: [
        .executable(name: "inbox", targets: ["App"]),
        // For the store benchmark in Benchmarks/, which lives outside this package graph.
        .library(name: "Strata", targets: ["Domain", "Application", "Infrastructure", "Interface"]),
    ],
    targets: [
        .target(name: "Domain", swiftSettings: strict),
        .target(name: "Application", dependencies: ["Domain"], swiftSettings: strict),
        // The system's SQLite, reached without a Swift package; only Infrastructure may use it.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "Infrastructure", dependencies: ["Application", "Domain", "CSQLite"], swiftSettings: strict),
        .target(name: "Interface", dependencies: ["Application"], swiftSettings: onMainActor),
        .executableTarget(
            name: "App", dependencies: ["Domain", "Application", "Infrastructure", "Interface"],
            swiftSettings: onMainActor),

        // What every test that launches `inbox` shares. It lives in Tests and no
        // source can use it: it depends on App, so that SwiftPM builds the
        // executable before any test that runs it.
        .target(name: "ProcessHarness", dependencies: ["App"], path: "Tests/ProcessHarness", swiftSettings: strict),

        .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strict),
        .testTarget(name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: onMainActor),
        .testTarget(
            name: "InfrastructureTests", dependencies: ["Infrastructure", "Application", "Domain", "ProcessHarness"],
            swiftSettings: strict),
        .testTarget(name: "InterfaceTests", dependencies: ["Interface", "Application"], swiftSettings: onMainActor),
        .testTarget(
            name: "AppTests", dependencies: ["App", "Interface", "ProcessHarness"], swiftSettings: onMainActor),
    ],
    swiftLanguageModes: [.v6]
)
