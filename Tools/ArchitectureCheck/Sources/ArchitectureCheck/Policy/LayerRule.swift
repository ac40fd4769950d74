/// What one layer of the policy may use, as written on its line.
public struct LayerRule: Sendable, Equatable {
    public let name: String
    /// Layers this layer may depend on directly and import.
    public let dependencies: Set<String>
    public let systemModules: SystemModules
    /// When set, only these layers may use this one, and they may without
    /// listing it: how a system library is reserved for a single layer.
    public let onlyFor: Set<String>?
    /// `only for tests of …`: `onlyFor` names layers whose test targets alone
    /// may use this one, as fakes shared by tests must never reach a product.
    public let reservedForTests: Bool
    /// Modules, layers or system modules, that this layer's files may
    /// `public import` (or `package import`), making them part of its interface.
    public let exposes: Set<String>
    /// Where the layer's name sits in Architecture.md, for findings about the line.
    public let line: Int
    public let column: Int

    public init(
        name: String, dependencies: Set<String>, systemModules: SystemModules, onlyFor: Set<String>? = nil,
        reservedForTests: Bool = false, exposes: Set<String> = [], line: Int, column: Int = 1
    ) {
        self.name = name
        self.dependencies = dependencies
        self.systemModules = systemModules
        self.onlyFor = onlyFor
        self.reservedForTests = reservedForTests
        self.exposes = exposes
        self.line = line
        self.column = column
    }
}
