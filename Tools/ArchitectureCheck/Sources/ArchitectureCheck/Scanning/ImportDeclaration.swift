/// One `import` declaration as written, with the attributes and access level
/// in front of it. Located at its module name, so two imports on one line
/// have different columns.
public struct ImportDeclaration: Sendable, Equatable {
    /// The module the declaration loads: the first component of the path.
    public let module: String
    /// The whole dotted path, e.g. `["Foundation", "NSString"]`.
    public let path: [String]
    /// `struct`, `func`, … for `import struct M.T`; nil for a module import.
    public let kind: String?
    /// Attribute names without `@` or arguments, e.g. `testable`, `_spi`.
    public let attributes: [String]
    public let accessLevel: String?
    public let line: Int
    public let column: Int
    /// Inside an `#if` block: the compiler may skip it, while the scanner counts every branch.
    public let isConditional: Bool

    public var isTestable: Bool { attributes.contains("testable") }
    public var isExported: Bool { attributes.contains("_exported") }
    /// `public`, `package` or `open` access, or `@_exported`: the module becomes part of this one's interface.
    public var isExposed: Bool {
        isExported || accessLevel == "public" || accessLevel == "package" || accessLevel == "open"
    }
}
