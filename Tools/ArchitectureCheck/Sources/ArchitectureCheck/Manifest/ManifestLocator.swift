/// Points diagnostics about the manifest at the right spot in Package.swift.
/// The dependencies themselves always come from SwiftPM; this only finds
/// where a target's name and its dependency strings are written, and falls
/// back to the top of the file when the manifest builds them indirectly.
public struct ManifestLocator: Sendable {
    private static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "macro", "plugin",
    ]

    /// Each target's name literal and the string literals up to the next target.
    private var spans: [String: (name: Token, literals: [Token])] = [:]
    private let source: LexedSource

    public init(manifestText: String) {
        source = LexedSource(text: manifestText)
        var current: String?
        let tokens = source.tokens
        for (offset, token) in tokens.enumerated() {
            if let name = targetName(startingAt: offset) {
                current = source.text(of: name)
                if spans[current!] == nil { spans[current!] = (name, []) }
            } else if token.kind == .stringLiteral, let owner = current {
                spans[owner]?.literals.append(token)
            }
        }
    }

    /// Recognises `.target(name: "X"` and returns the `"X"` token.
    private func targetName(startingAt offset: Int) -> Token? {
        let tokens = source.tokens
        guard offset + 5 < tokens.count, source.isPunctuation(tokens[offset], UInt8(ascii: ".")),
            tokens[offset + 1].kind == .identifier,
            Self.targetFactories.contains(source.text(of: tokens[offset + 1])),
            source.isPunctuation(tokens[offset + 2], UInt8(ascii: "(")),
            source.token(tokens[offset + 3], is: "name"),
            source.isPunctuation(tokens[offset + 4], UInt8(ascii: ":")),
            tokens[offset + 5].kind == .stringLiteral
        else { return nil }
        return tokens[offset + 5]
    }

    public func location(ofTarget target: String) -> (line: Int, column: Int) {
        guard let name = spans[target]?.name else { return (1, 1) }
        return (name.line, name.column)
    }

    public func location(ofDependency dependency: String, in target: String) -> (line: Int, column: Int) {
        guard let span = spans[target] else { return (1, 1) }
        let literal = span.literals.first { source.text(of: $0) == dependency } ?? span.name
        return (literal.line, literal.column)
    }
}
