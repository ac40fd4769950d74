// swift-tools-version: 6.0
import PackageDescription

// Contacts' modules are written out, as a fork may split a feature by hand;
// Inbox's come from a table, so the checker finds them at the name "Inbox".
let featureModules: [FeatureModules] = [
    FeatureModules("Inbox", uses: ["Contacts"])
]

let package = Package(
    name: "BrokenFeatures",
    targets: [
        .target(name: "Domain", exclude: ["Contacts", "Inbox"]),
        .target(name: "Application", dependencies: ["Domain", "ContactsDomain"], exclude: ["Contacts", "Inbox"]),
        .target(name: "Infrastructure", dependencies: ["Application", "Domain"], exclude: ["Contacts", "Inbox"]),
        .target(name: "Interface", dependencies: ["Application"], exclude: ["Contacts", "Inbox"]),
        .executableTarget(
            name: "App",
            dependencies: [
                "Domain", "Application", "Infrastructure", "Interface", "ContactsApplication", "ContactsInterface",
            ] + featureModules.flatMap(\.appDependencies)),

        .target(name: "ContactsDomain", path: "Sources/Domain/Contacts"),
        .target(name: "ContactsApplication", dependencies: ["ContactsDomain", "Application"], path: "Sources/Application/Contacts"),
        .target(
            name: "ContactsInfrastructure", dependencies: ["ContactsApplication", "Fixtures"],
            path: "Sources/Infrastructure/Contacts"),
        .target(name: "ContactsInterface", dependencies: ["ContactsApplication"], path: "Sources/Interface/Contacts"),
        .target(name: "Fixtures", dependencies: ["Domain"], path: "Tests/Fixtures"),
        .testTarget(
            name: "ContactsTests",
            dependencies: ["ContactsDomain", "ContactsApplication", "ContactsInterface", "Fixtures", "App"]),
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
                name: module("Interface"), dependencies: [.target(name: module("Application"))],
                path: "Sources/Interface/\(name)"),
        ]
    }

    var appDependencies: [Target.Dependency] {
        ["Application", "Interface"].map { .target(name: module($0)) }
    }

    private func module(_ layer: String) -> String { name + layer }
}
