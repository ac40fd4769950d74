/// A target as SwiftPM sees it, reduced to what the dependency rule needs.
public struct ManifestTarget: Sendable, Equatable {
    public let name: String
    /// SwiftPM's kind: `regular`, `executable`, `test`, `system`, `macro`, …
    public let type: String
    /// Names of targets and products it depends on, in manifest order.
    public let dependencies: [String]
    /// Source directory relative to the package root.
    public let path: String
    /// Paths, relative to `path`, that SwiftPM leaves out of the target.
    public let exclude: [String]

    public init(name: String, type: String, dependencies: [String], path: String? = nil, exclude: [String] = []) {
        self.name = name
        self.type = type
        self.dependencies = dependencies
        self.path = path ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
        self.exclude = exclude
    }

    public var isTest: Bool { type == "test" }
}
