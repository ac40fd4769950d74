/// The imports found in one Swift file of a target.
public struct ScannedFile: Sendable {
    /// Relative to the package root.
    public let path: String
    public let target: String
    public let imports: [ImportDeclaration]
}
