// swift-tools-version: 6.0
import PackageDescription

// Feature modules built from a table, as Strata's own Package.swift builds them:
// no feature module's name is written out, so the checker points at the feature's name.
let featureModules: [FeatureModules] = [
    FeatureModules("Contacts"),
    FeatureModules("Inbox", uses: ["Contacts"]),
]
let featureNames = featureModules.map(\.name)

let package = Package(
    name: "CleanFeatures",
    targets: [
        .target(name: "Domain", exclude: featureNames),
        .target(name: "Application", dependencies: ["Domain"], exclude: featureNames),
        .target(name: "Infrastructure", dependencies: ["Application", "Domain"], exclude: featureNames),
        .target(name: "Interface", dependencies: ["Application"], exclude: featureNames),
        .executableTarget(
            name: "App",
            dependencies: ["Domain", "Application", "Infrastructure", "Interface"]
                + featureModules.flatMap(\.appDependencies)),
        // Named like feature modules, but layers of their own.
        .target(name: "DomainTools", dependencies: ["Domain"]),
        .target(name: "Applications", dependencies: ["Application", "Domain"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ] + featureModules.flatMap(\.targets)
)

/// A feature with a module per layer, `<Name><Layer>`, in the layer's folder.
struct FeatureModules {
    let name: String
    /// Features whose Domain module this feature's Application module uses.
    let uses: [String]

    init(_ name: String, uses: [String] = []) {
        self.name = name
        self.uses = uses
    }

    var targets: [Target] {
        [
            .target(name: module("Domain"), path: "Sources/Domain/\(name)"),
            .target(
                name: module("Application"),
                dependencies: [.target(name: module("Domain")), "Application"] + uses.map { .target(name: $0 + "Domain") },
                path: "Sources/Application/\(name)"),
            .target(
                name: module("Infrastructure"),
                dependencies: [.target(name: module("Application")), .target(name: module("Domain"))],
                path: "Sources/Infrastructure/\(name)"),
            .target(
                name: module("Interface"), dependencies: [.target(name: module("Application"))],
                path: "Sources/Interface/\(name)"),
            // One test target, at SwiftPM's default path, Tests/<Name>Tests, with a folder per layer.
            .testTarget(
                name: module("Tests"),
                dependencies: ["Domain", "Application", "Interface"].map { .target(name: module($0)) }
                    + ["Application", "Interface"] + uses.map { .target(name: $0 + "Domain") }),
        ]
    }

    var appDependencies: [Target.Dependency] {
        ["Application", "Infrastructure", "Interface"].map { .target(name: module($0)) }
    }

    private func module(_ layer: String) -> String { name + layer }
}
