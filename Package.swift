// swift-tools-version: 6.2
import Foundation
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

// Features with modules of their own (Architecture.md § Features). Each gets a
// module per layer it has a folder in and one test target, declared by `FeatureModules`
// at the end of this file; the rest live as folders in the layers' own modules. `make feature
// NAME=X MODULES=1` and `make split-feature NAME=X` add a line above the marker, so
// keep it.
let featureModules: [FeatureModules] = [
    FeatureModules("Contacts")
    // strata:feature-modules — features with modules of their own go above this line
]
/// The features with a module of their own in `layer`, whose folders that layer's module leaves to them.
func featureFolders(in layer: String) -> [String] { featureModules.filter { $0.layers.contains(layer) }.map(\.name) }
let layerModules = ["Domain", "Application", "Infrastructure", "Interface"]

let package = Package(
    name: "Strata",
    products: [
        .executable(name: "strata", targets: ["App"]),
        // For the store benchmark in Benchmarks/, which lives outside this package graph.
        .library(name: "Strata", targets: layerModules + featureModules.flatMap(\.sourceModules)),
    ],
    targets: [
        // Each layer's own module is its core (the shell's seam, the terminal toolkit, the
        // SQLite wrapper) and holds the features kept as folders; a feature with modules
        // of its own lives in a folder of the layer that its module claims, so excluded here.
        .target(name: "Domain", exclude: featureFolders(in: "Domain"), swiftSettings: strict),
        .target(
            name: "Application", dependencies: ["Domain"], exclude: featureFolders(in: "Application"),
            swiftSettings: strict),
        // The system's SQLite, reached without a Swift package; only Infrastructure may use it.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // PostgreSQL's client library, the same way; only Infrastructure may use it.
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        // libcurl, for HTTP; only Infrastructure may use it.
        .systemLibrary(
            name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .target(
            name: "Infrastructure", dependencies: ["Application", "Domain", "CSQLite", "CLibPQ", "CCurl"],
            exclude: featureFolders(in: "Infrastructure"), swiftSettings: strict),
        .target(
            name: "Interface", dependencies: ["Application"], exclude: featureFolders(in: "Interface"),
            swiftSettings: onMainActor),
        .executableTarget(
            name: "App",
            dependencies: ["Domain", "Application", "Infrastructure", "Interface"]
                + featureModules.flatMap(\.appDependencies),
            swiftSettings: onMainActor),

        // What every test that launches the App shares. It lives in Tests and no
        // source can use it: it depends on App, so that SwiftPM builds the
        // executable before any test that runs it.
        .target(
            name: "ProcessHarness", dependencies: ["App", "ScreenReplay"], path: "Tests/ProcessHarness",
            swiftSettings: strict),
        // Gives each PostgreSQL suite a database of its own on the test cluster. Apart from
        // ProcessHarness, so that tests which never launch the app do not depend on it.
        .target(name: "PostgreSQLHarness", path: "Tests/PostgreSQLHarness", swiftSettings: strict),
        // What every store of an entry feature promises, generic over the draft, which each
        // feature's tests hold its table to on every kind of store with one short suite.
        .target(
            name: "EntryStoreContract", dependencies: ["Domain", "Application", "Infrastructure", "PostgreSQLHarness"],
            path: "Tests/EntryStoreContract", swiftSettings: strict),
        // Rebuilds a full-screen frame from the bytes written, for the tests of both shells' layers.
        .target(name: "ScreenReplay", path: "Tests/ScreenReplay", swiftSettings: strict),

        .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strict),
        .testTarget(
            name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: onMainActor),
        .testTarget(
            name: "InfrastructureTests",
            dependencies: [
                "Infrastructure", "Application", "Domain", "ProcessHarness", "PostgreSQLHarness", "EntryStoreContract",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "InterfaceTests", dependencies: ["Interface", "Application", "ScreenReplay"],
            swiftSettings: onMainActor),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "Domain", "Interface", "ProcessHarness", "PostgreSQLHarness", "ScreenReplay"]
                + featureModules.flatMap(\.appTestDependencies),
            swiftSettings: onMainActor),
        // `as [Target]` gives the list its type; without it the compiler tried each of `+`'s
        // overloads against every `.target(…)` here, for seconds (ManifestTests in Tools/Scaffold).
    ] as [Target] + featureModules.flatMap(\.targets),
    swiftLanguageModes: [.v6]
)

/// A feature with modules of its own, named `<Name><Layer>`, each in the folder
/// `Sources/<Layer>/<Name>` that a folder feature would use, so splitting a feature
/// moves no source file. A feature made of entries has its fields in Domain and its
/// table in Infrastructure, the core does the rest, so those are its layers unless it
/// names more. Its modules follow the layer rule and reach only their own feature
/// and the layers' cores; Architecture.md's policy holds them to that.
struct FeatureModules {
    let name: String
    let layers: [String]

    init(_ name: String, layers: [String] = ["Domain", "Infrastructure"]) {
        self.name = name
        self.layers = layers
    }

    /// Every target of the feature: a module per layer, and one test target for all
    /// of them, in `Tests/<Name>Tests/<Layer>/`, whose folders the checker holds to
    /// their layers' lines.
    var targets: [Target] {
        layers.map { layer in
            .target(
                name: module(layer), dependencies: ownBelow(layer).map(own) + cores[layer, default: []],
                path: "Sources/\(layer)/\(name)", swiftSettings: layer == "Interface" ? onMainActor : strict)
        } + [.testTarget(name: module("Tests"), dependencies: testDependencies, swiftSettings: onMainActor)]
    }

    /// The cores each layer's module uses, as the layer's own module may.
    private let cores: [String: [Target.Dependency]] = [
        "Domain": ["Domain"], "Application": ["Application", "Domain"],
        "Infrastructure": ["Infrastructure", "Domain"], "Interface": ["Interface", "Application"],
    ]

    /// The feature's own layers that `layer`'s module may use, those below it,
    /// where its files import them: a feature's tables need no Application of
    /// its own, which its actions across features may have.
    private func ownBelow(_ layer: String) -> [String] {
        let below = [
            "Domain": [], "Application": ["Domain"], "Infrastructure": ["Application", "Domain"],
            "Interface": ["Application"],
        ][layer, default: []]
        return below.filter { layers.contains($0) && Self.imports(module($0), under: "Sources/\(layer)/\(name)") }
    }

    /// Whether a Swift file under `folder` imports `module`. Read from the files
    /// there are, as a package may not declare an edge it never uses.
    private static func imports(_ module: String, under folder: String) -> Bool {
        let root = Context.packageDirectory + "/" + folder
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.contains { file in
            guard file.hasSuffix(".swift"), let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8)
            else { return false }
            return text.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
                return words[index + 1] == module && words[..<index].allSatisfy { ["public", "package"].contains($0) }
            }
        }
    }

    /// What the tests of each layer the feature has tests of use: their own
    /// module and its core, and for Infrastructure the stores' contract. Read
    /// from the folders there are, as a package may not declare an edge it never uses.
    private var testDependencies: [Target.Dependency] {
        let tested = layers.filter { layer in
            FileManager.default.fileExists(
                atPath: Context.packageDirectory + "/Tests/\(name)Tests/\(layer)")
        }
        let uses: [String: [Target.Dependency]] = [
            "Domain": ["Domain"], "Application": ["Application", "Domain"],
            "Infrastructure": ["EntryStoreContract"], "Interface": ["Interface", "Application"],
        ]
        var dependencies: [Target.Dependency] = []
        var names: Set<String> = []
        for layer in tested {
            for dependency in [own(layer)] + uses[layer, default: []] {
                if names.insert("\(dependency)").inserted { dependencies.append(dependency) }
            }
        }
        return dependencies
    }

    /// The modules a client of the `Strata` library may use.
    var sourceModules: [String] { layers.map(module) }

    /// What App imports to assemble the feature: all but its Domain, which App
    /// names only where it wires the feature to another, a reference's rule or
    /// an action's port.
    var appDependencies: [Target.Dependency] {
        layers.filter { $0 != "Domain" || Self.imports(module($0), under: "Sources/App") }.map(own)
    }

    /// What App's tests import to drive the feature end to end: its fields.
    var appTestDependencies: [Target.Dependency] { [own("Domain")] }

    private func module(_ layer: String) -> String { name + layer }
    private func own(_ layer: String) -> Target.Dependency { .target(name: module(layer)) }
}
