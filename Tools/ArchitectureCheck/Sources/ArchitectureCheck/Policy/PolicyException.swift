/// A policy line `allow unused-dependency: Target -> Dependency, …`: a declared
/// dependency that no file imports on purpose, such as a test target that
/// depends on an executable only to have it built. It must name an edge that
/// Package.swift declares, or it fails at its line.
public struct PolicyException: Sendable, Equatable {
    public let target: String
    public let dependency: String
    public let line: Int
    public let column: Int

    public init(target: String, dependency: String, line: Int, column: Int) {
        self.target = target
        self.dependency = dependency
        self.line = line
        self.column = column
    }

    static let keyword = "allow unused-dependency:"

    /// One exception per dependency the line names; nil when it is not this kind of line.
    static func parse(_ text: Substring, line: Int, column: Int) throws(PolicyError) -> [PolicyException]? {
        guard text.hasPrefix(keyword) else { return nil }
        guard let edge = PolicyEdge(text.dropFirst(keyword.count)) else {
            throw PolicyError(line: line, message: "expected 'allow unused-dependency: Target -> Dependency, …'")
        }
        return edge.targets.map { dependency in
            PolicyException(target: edge.source, dependency: dependency, line: line, column: column)
        }
    }
}
