/// The package's targets as SwiftPM reports them.
public struct PackageManifest: Sendable, Equatable {
    public let targets: [ManifestTarget]

    public init(targets: [ManifestTarget]) {
        self.targets = targets
    }

    public func target(named name: String) -> ManifestTarget? {
        targets.first { $0.name == name }
    }
}
