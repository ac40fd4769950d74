/// Points diagnostics about the manifest at the right spot in Package.swift.
/// The dependencies themselves always come from SwiftPM; this only finds
/// where a target's name and its dependency strings are written, and falls
/// back to the top of the file when the manifest builds them indirectly.
///
/// A target written `.target(name: "X", …)` is found at `"X"`, and its
/// dependency at its string inside that call. A feature's modules are often
/// built by a helper from a table (`FeatureModules("Inbox", uses: ["Contacts"])`),
/// so `"InboxApplication"` appears nowhere: such a target is found at its
/// feature's name, and its dependency at the dependency's string or its
/// feature's name inside that entry, else at the feature's name too. Without
/// either, the location is the top of the file.
public struct ManifestLocator: Sendable {
    private static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "macro", "plugin",
    ]

    /// Each target's name literal and the string literals of its call.
    private var spans: [String: (name: Token, literals: [Token])] = [:]
    /// The index of every string literal's token, by its text.
    private var literals: [String: [Int]] = [:]
    /// Token indices inside some target's call, where a feature's name is an
    /// argument of that target (an `exclude`, say), not the feature's entry.
    private var insideTargets: Set<Int> = []
    /// Target name to feature name, for targets a helper builds.
    private let features: [String: String]
    private let source: LexedSource

    public init(manifestText: String, features: [String: String] = [:]) {
        source = LexedSource(text: manifestText)
        self.features = features
        let tokens = source.tokens
        var depth = 0
        // The target whose call is open, and the depth its closing parenthesis returns to.
        var open: (name: String, depth: Int)?
        for (offset, token) in tokens.enumerated() {
            if open == nil, let name = targetName(startingAt: offset) {
                let text = source.text(of: name)
                open = (text, depth)
                if spans[text] == nil { spans[text] = (name, []) }
            }
            if open != nil { insideTargets.insert(offset) }
            switch token.kind {
            case .stringLiteral:
                let text = source.text(of: token)
                literals[text, default: []].append(offset)
                if let current = open, spans[current.name]?.name != token {
                    spans[current.name]?.literals.append(token)
                }
            case .punctuation:
                if isOpening(token) { depth += 1 }
                if isClosing(token) {
                    depth -= 1
                    if let current = open, depth == current.depth { open = nil }
                }
            default: break
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
        if let name = spans[target]?.name { return (name.line, name.column) }
        guard let entry = featureEntry(of: target) else { return (1, 1) }
        return position(entry)
    }

    public func location(ofDependency dependency: String, in target: String) -> (line: Int, column: Int) {
        if let span = spans[target] {
            let literal = span.literals.first { source.text(of: $0) == dependency } ?? span.name
            return (literal.line, literal.column)
        }
        guard let entry = featureEntry(of: target) else { return (1, 1) }
        let names = [dependency] + [features[dependency]].compactMap { $0 }.filter { $0 != features[target] }
        for name in names {
            if let found = firstLiteral(name, inEntryAt: entry) { return position(found) }
        }
        return position(entry)
    }

    /// The feature's name where its entry in the table is: preferably as the
    /// first argument of a call outside every target's call
    /// (`FeatureModules("Contacts")`), else anywhere outside them, else anywhere.
    /// A target of no known feature (one the policy no longer covers, say) is
    /// looked for by the longest camel-case prefix of its name that is such a
    /// first argument: `ContactsFixtures` at `FeatureModules("Contacts")`.
    private func featureEntry(of target: String) -> Int? {
        guard let feature = features[target] else {
            return Self.camelCasePrefixes(of: target).lazy.compactMap { firstArgument(named: $0) }.first
        }
        guard let candidates = literals[feature] else { return nil }
        let outside = candidates.filter { !insideTargets.contains($0) }
        return outside.first(where: isFirstArgument) ?? outside.first ?? candidates.first
    }

    private func firstArgument(named name: String) -> Int? {
        literals[name]?.first { !insideTargets.contains($0) && isFirstArgument($0) }
    }

    /// `ContactsFakeStore` gives `ContactsFake`, then `Contacts`.
    private static func camelCasePrefixes(of name: String) -> [String] {
        let characters = Array(name)
        return (1..<max(characters.count, 1)).reversed().filter { characters[$0].isUppercase }.map {
            String(characters[..<$0])
        }
    }

    /// `Name("X"` or `Name(label: "X"`.
    private func isFirstArgument(_ offset: Int) -> Bool {
        let tokens = source.tokens
        var opening = offset - 1
        if opening >= 2, source.isPunctuation(tokens[opening], UInt8(ascii: ":")),
            tokens[opening - 1].kind == .identifier
        {
            opening -= 2
        }
        return opening >= 1 && source.isPunctuation(tokens[opening], UInt8(ascii: "("))
            && tokens[opening - 1].kind == .identifier
    }

    /// The first literal `text` after the entry's name and before the
    /// bracket that closes the call or list holding it.
    private func firstLiteral(_ text: String, inEntryAt entry: Int) -> Int? {
        let tokens = source.tokens
        var depth = 0
        for offset in (entry + 1)..<tokens.count {
            let token = tokens[offset]
            if isOpening(token) { depth += 1 }
            if isClosing(token) {
                depth -= 1
                if depth < 0 { return nil }
            }
            if token.kind == .stringLiteral, source.text(of: token) == text { return offset }
        }
        return nil
    }

    private func position(_ offset: Int) -> (line: Int, column: Int) {
        let token = source.tokens[offset]
        return (token.line, token.column)
    }

    private func isOpening(_ token: Token) -> Bool {
        source.isPunctuation(token, UInt8(ascii: "(")) || source.isPunctuation(token, UInt8(ascii: "["))
    }

    private func isClosing(_ token: Token) -> Bool {
        source.isPunctuation(token, UInt8(ascii: ")")) || source.isPunctuation(token, UInt8(ascii: "]"))
    }
}
