/// Bare `/…/` regex literals, told apart from the division operator the way
/// Swift 6's lexer does: a `/` that is not bound to what precedes it opens a
/// regex if a closing `/` follows on the same line, unless the pattern starts
/// or ends with a space, closes a group it never opened, or its closing `/`
/// starts a comment. Without this, `/#/`, `/*` or `"""` inside a pattern
/// would swallow the lines after it.
extension SwiftLexer {
    /// The index just past the regex literal whose `/` is at `index`, or nil
    /// when that `/` is an operator.
    func bareRegexEnd() -> Int? {
        var runStart = index
        while runStart > 0, Self.isOperatorCharacter(bytes[runStart - 1]) { runStart -= 1 }
        var runEnd = index + 1
        while runEnd < bytes.count, Self.isOperatorCharacter(bytes[runEnd]) { runEnd += 1 }
        // `a/b`: a slash bound to what precedes it is a binary or postfix operator.
        guard !isLeftBound(runStart) else { return nil }
        if !isRightBound(runEnd) && !followsExpressionStart() { return nil }
        if let keyword = previousKeyword(), keyword == "func" || keyword == "operator" { return nil }
        return patternEnd(after: index + 1)
    }

    /// Scans the pattern; nil when it cannot be a regex literal.
    private func patternEnd(after start: Int) -> Int? {
        if let first = start < bytes.count ? bytes[start] : nil,
            first == UInt8(ascii: " ") || first == UInt8(ascii: "\t")
        {
            return nil
        }
        var position = start
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "/"):
                let after = position + 1 < bytes.count ? bytes[position + 1] : nil
                if after == UInt8(ascii: "*") || after == UInt8(ascii: "/") { return nil }
                return lastSpace == position - 1 ? nil : position + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { return nil }
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                // `foo(/, /)` passes operators: an unopened `)` means this is no regex.
                guard groups > 0 else { return nil }
                groups -= 1
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                classes = max(0, classes - 1)
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = position
            default:
                break
            }
            position += 1
        }
        return nil
    }

    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        let before = bytes[start - 1]
        if start == 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return false }
        if before == 0xA0, start >= 2, bytes[start - 2] == 0xC2 { return false }
        if before == UInt8(ascii: "/"), start >= 2, bytes[start - 2] == UInt8(ascii: "*") { return false }
        return !Self.separators.contains(before)
    }

    private func isRightBound(_ end: Int) -> Bool {
        guard end < bytes.count else { return false }
        let after = bytes[end]
        if after == 0xC2, end + 1 < bytes.count, bytes[end + 1] == 0xA0 { return false }
        return !Self.separators.contains(after) && !Self.closers.contains(after)
    }

    /// Whether the previous token leaves the parser expecting an expression.
    private func followsExpressionStart() -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation:
            return Self.expressionOpeners.contains(bytes[previous.start])
        case .identifier:
            guard let keyword = previousKeyword() else { return false }
            return !Self.expressionKeywords.contains(keyword)
        default:
            return false
        }
    }

    private func previousKeyword() -> String? {
        guard let previous, previous.kind == .identifier, previous.end - previous.start <= 8 else { return nil }
        let word = String(decoding: bytes[previous.start..<previous.end], as: UTF8.self)
        return Self.keywords.contains(word) ? word : nil
    }

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        operatorCharacters.contains(byte)
    }

    private static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)
    /// What leaves an operator unbound on that side: whitespace and the
    /// punctuation that separates expressions.
    private static let separators = Set(" \t\n\r\0([{,;:".utf8)
    private static let closers = Set(")]}".utf8)
    private static let expressionOpeners = Set("([{,;:=<+-*%&|^~".utf8)
    /// Keywords after which an expression may start, and the ones that are expressions themselves.
    private static let keywords: Set<String> = [
        "return", "in", "case", "try", "await", "throw", "if", "guard", "while", "where", "else", "repeat", "do",
        "switch", "is", "as", "for", "let", "var", "elseif", "endif", "func", "operator", "true", "false", "nil",
        "self", "Self", "super", "Any",
    ]
    private static let expressionKeywords: Set<String> = ["true", "false", "nil", "self", "Self", "super", "Any"]
}
