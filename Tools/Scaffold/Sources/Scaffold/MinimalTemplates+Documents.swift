import Foundation

/// The manifest of the skeleton `make minimal` leaves: no sample, an empty
/// table of features with modules, and the fork's own `FeatureModules` after it.
extension MinimalTemplates {
    /// The manifest that replaces `manifest`, keeping its `FeatureModules` as the fork has it.
    func manifest(replacing manifest: String) throws(ScaffoldError) -> String {
        guard
            let helper = manifest.range(of: MinimalGenerator.featureModulesStart)
                ?? manifest.range(of: "struct FeatureModules")
        else {
            throw ScaffoldError("Package.swift has no 'struct FeatureModules'; restore it from the template first")
        }
        return self.manifest(keeping: "\n" + manifest[helper.lowerBound...])
    }

    private func manifest(keeping featureModules: String) -> String {
        #"""
        // swift-tools-version: 6.2
        import Foundation
        import PackageDescription

        // Every target opts into the two upcoming features that make imports honest
        // (an import is internal unless written `public import`, and a member is only
        // visible in files that import its module directly) and into
        // `NonisolatedNonsendingByDefault`: an async function runs on its caller's actor.
        let strict: [SwiftSetting] = [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
        // Interface and App hold the screen and the shell: the main actor by default.
        let onMainActor: [SwiftSetting] = strict + [.defaultIsolation(MainActor.self)]

        // Features with modules of their own (Architecture.md § Features): a module per layer
        // and one test target each, declared by `FeatureModules` at the end of this file; the
        // rest live as folders in the layers' own modules. `make feature NAME=X MODULES=1` and
        // `make split-feature NAME=X` add a line above the marker, so keep it.
        let featureModules: [FeatureModules] = [
            // strata:feature-modules — features with modules of their own go above this line
        ]
        /// The features with a module of their own in `layer`, whose folders that layer's module leaves to them.
        func featureFolders(in layer: String) -> [String] {
            featureModules.filter { $0.layers.contains(layer) }.map(\.name)
        }
        let layerModules = ["Domain", "Application", "Infrastructure", "Interface"]

        let package = Package(
            name: "\#(package)",
            products: [
                .executable(name: "\#(executable)", targets: ["App"])
            ],
            targets: [
                .target(name: "Domain", exclude: featureFolders(in: "Domain"), swiftSettings: strict),
                .target(
                    name: "Application", dependencies: ["Domain"], exclude: featureFolders(in: "Application"),
                    swiftSettings: strict),
                // The system's SQLite, libpq and libcurl, which the wrappers in Infrastructure use.
                .systemLibrary(
                    name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
                .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
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
                // What every test that launches `\#(executable)` shares. It lives in Tests and no
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
                    name: "EntryStoreContract",
                    dependencies: ["Domain", "Application", "Infrastructure", "PostgreSQLHarness"],
                    path: "Tests/EntryStoreContract", swiftSettings: strict),
                // Rebuilds a full-screen frame from the bytes written, for the tests of both shells' layers.
                .target(name: "ScreenReplay", path: "Tests/ScreenReplay", swiftSettings: strict),

                .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strict),
                .testTarget(
                    name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: onMainActor),
                .testTarget(
                    name: "InfrastructureTests",
                    dependencies: [
                        "Infrastructure", "Application", "Domain", "PostgreSQLHarness", "EntryStoreContract",
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

        """# + featureModules
    }
}
