/// The manifest of the skeleton `make minimal` leaves, without SQLite.
extension MinimalTemplates {
    var manifest: String {
        #"""
        // swift-tools-version: 6.2
        import PackageDescription

        // Every target opts into the two upcoming features that make imports honest
        // (an import is internal unless written `public import`, and a member is only
        // visible in files that import its module directly) and into
        // `NonisolatedNonsendingByDefault`: an async function runs on its caller's actor.
        let strictImports: [SwiftSetting] = [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
        // Interface and App hold the screen and the shell: the main actor by default.
        let onMainActor: [SwiftSetting] = strictImports + [.defaultIsolation(MainActor.self)]

        let package = Package(
            name: "\#(package)",
            products: [
                .executable(name: "\#(executable)", targets: ["App"])
            ],
            targets: [
                .target(name: "Domain", swiftSettings: strictImports),
                .target(name: "Application", dependencies: ["Domain"], swiftSettings: strictImports),
                // The system's SQLite, which the SQLite wrapper in Infrastructure uses.
                .systemLibrary(
                    name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
                .target(
                    name: "Infrastructure", dependencies: ["Application", "Domain", "CSQLite"],
                    swiftSettings: strictImports),
                .target(name: "Interface", dependencies: ["Application"], swiftSettings: onMainActor),
                .executableTarget(
                    name: "App", dependencies: ["Domain", "Application", "Infrastructure", "Interface"],
                    swiftSettings: onMainActor),
                // What every test that launches `\#(executable)` shares. It lives in Tests and no
                // source can use it: it depends on App, so that SwiftPM builds the
                // executable before any test that runs it.
                .target(
                    name: "ProcessHarness", dependencies: ["App"], path: "Tests/ProcessHarness",
                    swiftSettings: strictImports),

                .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strictImports),
                .testTarget(
                    name: "ApplicationTests", dependencies: ["Application", "Domain"], swiftSettings: onMainActor),
                .testTarget(
                    name: "InfrastructureTests", dependencies: ["Infrastructure", "Application", "Domain"],
                    swiftSettings: strictImports),
                .testTarget(
                    name: "InterfaceTests", dependencies: ["Interface", "Application"], swiftSettings: onMainActor),
                .testTarget(
                    name: "AppTests", dependencies: ["App", "Interface", "ProcessHarness"], swiftSettings: onMainActor),
            ],
            swiftLanguageModes: [.v6]
        )

        """#
    }
}
