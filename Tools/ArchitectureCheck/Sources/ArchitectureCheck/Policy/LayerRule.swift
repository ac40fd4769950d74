/// What one layer of the policy may use, as written on its line.
public struct LayerRule: Sendable, Equatable {
    public let name: String
    /// Layers this layer may depend on directly and import.
    public let dependencies: Set<String>
    public let systemModules: SystemModules
    /// When set, only these layers may use this one, and they may without
    /// listing it: how a system library is reserved for a single layer.
    public let onlyFor: Set<String>?
    /// The line in Architecture.md, for error messages about the policy.
    public let line: Int
}
