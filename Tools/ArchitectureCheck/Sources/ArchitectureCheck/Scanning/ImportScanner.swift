/// Finds the import declarations in Swift source by reading its tokens, not
/// its lines: attributes, access levels, import kinds, submodules, several
/// imports on one line and imports split across lines are all understood,
/// and comments and strings never count.
public enum ImportScanner {
    static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    public static func imports(in text: String) -> [ImportDeclaration] {
        imports(in: LexedSource(text: text))
    }

    public static func imports(in source: LexedSource) -> [ImportDeclaration] {
        var reader = TokenReader(source: source)
        return reader.readImports()
    }
}

/// Walks tokens, remembering the attributes and access level seen since the
/// last token that could not belong to an import declaration.
private struct TokenReader {
    let source: LexedSource
    var position = 0
    var attributes: [String] = []
    var accessLevel: String?
    /// How many `#if` blocks enclose the current token.
    var conditionalDepth = 0

    init(source: LexedSource) {
        self.source = source
    }

    private var tokens: [Token] { source.tokens }

    private func token(at offset: Int) -> Token? {
        offset < tokens.count ? tokens[offset] : nil
    }

    mutating func readImports() -> [ImportDeclaration] {
        var found: [ImportDeclaration] = []
        while let current = token(at: position) {
            if source.isPunctuation(current, UInt8(ascii: "@")), let name = token(at: position + 1),
                name.kind == .identifier
            {
                attributes.append(source.text(of: name))
                position += 2
                skipParenthesizedArguments()
            } else if source.isPunctuation(current, UInt8(ascii: "#")), let directive = token(at: position + 1),
                directive.kind == .identifier
            {
                if source.token(directive, is: "if") { conditionalDepth += 1 }
                if source.token(directive, is: "endif") { conditionalDepth = max(0, conditionalDepth - 1) }
                forgetModifiers()
                position += 2
            } else if current.kind == .identifier, isAccessLevel(current) {
                accessLevel = source.text(of: current)
                position += 1
            } else if isImportKeyword(at: position), let declaration = readDeclaration() {
                found.append(declaration)
                forgetModifiers()
            } else {
                forgetModifiers()
                position += 1
            }
        }
        return found
    }

    private func isAccessLevel(_ token: Token) -> Bool {
        // Checking length first keeps the common case from allocating a String.
        let length = token.end - token.start
        guard (4...11).contains(length) else { return false }
        return ImportScanner.accessLevels.contains(source.text(of: token))
    }

    private mutating func forgetModifiers() {
        attributes.removeAll(keepingCapacity: true)
        accessLevel = nil
    }

    /// `import` is a keyword unless it is a member (`x.import`) or an
    /// argument label (`f(import: 1)`).
    private func isImportKeyword(at offset: Int) -> Bool {
        guard let candidate = token(at: offset), candidate.kind == .identifier,
            source.token(candidate, is: "import")
        else { return false }
        if offset > 0, source.isPunctuation(tokens[offset - 1], UInt8(ascii: ".")) { return false }
        if let next = token(at: offset + 1), source.isPunctuation(next, UInt8(ascii: ":")) { return false }
        return true
    }

    private mutating func skipParenthesizedArguments() {
        guard let open = token(at: position), source.isPunctuation(open, UInt8(ascii: "(")) else { return }
        var depth = 0
        while let current = token(at: position) {
            position += 1
            if source.isPunctuation(current, UInt8(ascii: "(")) { depth += 1 }
            if source.isPunctuation(current, UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    private func isName(_ token: Token?) -> Bool {
        token?.kind == .identifier || token?.kind == .escapedIdentifier
    }

    /// Reads `import [kind] A(.B)*` starting at the `import` keyword.
    private mutating func readDeclaration() -> ImportDeclaration? {
        position += 1
        var kind: String?
        if let candidate = token(at: position), candidate.kind == .identifier, isName(token(at: position + 1)) {
            let word = source.text(of: candidate)
            if ImportScanner.importKinds.contains(word) {
                kind = word
                position += 1
            }
        }
        guard let first = token(at: position), isName(first) else { return nil }
        var path = [source.text(of: first)]
        position += 1
        while let dot = token(at: position), source.isPunctuation(dot, UInt8(ascii: ".")),
            let component = token(at: position + 1), isName(component)
        {
            path.append(source.text(of: component))
            position += 2
        }
        return ImportDeclaration(
            module: path[0], path: path, kind: kind, attributes: attributes, accessLevel: accessLevel,
            line: first.line, column: first.column, isConditional: conditionalDepth > 0)
    }
}
