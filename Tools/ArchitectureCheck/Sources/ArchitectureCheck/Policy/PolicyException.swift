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

    /// One exception per dependency the line names; nil when it is not an exception line.
    static func parse(_ text: Substring, line: Int, column: Int) throws(PolicyError) -> [PolicyException]? {
        guard text.hasPrefix("allow") else { return nil }
        guard text.hasPrefix(keyword) else {
            throw PolicyError(
                line: line,
                message: "only 'allow unused-dependency: Target -> Dependency' can be allowed; "
                    + "record other findings in the baseline")
        }
        let edge = text.dropFirst(keyword.count).split(separator: "->", omittingEmptySubsequences: false)
        let dependencies = edge.last?.split(separator: ",").map(\.trimmingSpaces) ?? []
        guard edge.count == 2, let target = edge.first?.trimmingSpaces, isName(target),
            !dependencies.isEmpty, dependencies.allSatisfy(isName)
        else {
            throw PolicyError(line: line, message: "expected 'allow unused-dependency: Target -> Dependency, …'")
        }
        return dependencies.map { dependency in
            PolicyException(target: String(target), dependency: String(dependency), line: line, column: column)
        }
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
    }
}
