/// Splits Swift source into the tokens an import scanner needs. It skips
/// comments (block comments nest), string literals of every shape (multi-line,
/// raw, with interpolations that themselves hold strings) and extended regex
/// literals `#/…/#`, so text inside them never looks like code.
///
/// Bare `/…/` regex literals are read as operators; a quote inside one could
/// confuse the lexer, which is an accepted limit for a dependency checker.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [Token] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func tokenize() -> [Token] {
        tokens.reserveCapacity(bytes.count / 6)
        lexCode(insideInterpolation: false)
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func startNewLine(after newline: Int) {
        line += 1
        lineStart = newline + 1
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int, line startLine: Int, column: Int) {
        // Tokens inside an interpolation never form an import, so they are dropped.
        guard !suppressed else { return }
        tokens.append(Token(kind: kind, start: start, end: index, line: startLine, column: column))
    }

    private var suppressed = false

    /// Lexes code until the end of input or, inside an interpolation, until
    /// the `)` that closes it.
    private mutating func lexCode(insideInterpolation: Bool) {
        var parenthesisDepth = 0
        while let byte = peek() {
            let start = index
            let column = index - lineStart + 1
            let startLine = line
            switch byte {
            case UInt8(ascii: "\n"):
                startNewLine(after: index)
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                let isSimple = lexString(hashCount: 0)
                if isSimple { emit(.stringLiteral, from: start, line: startLine, column: column) }
            case UInt8(ascii: "#"):
                lexHashPrefixed(start: start, line: startLine, column: column)
            case UInt8(ascii: "`"):
                index += 1
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                if peek() == UInt8(ascii: "`") { index += 1 }
                emit(.escapedIdentifier, from: start, line: startLine, column: column)
            case UInt8(ascii: "("):
                parenthesisDepth += 1
                index += 1
                emit(.punctuation, from: start, line: startLine, column: column)
            case UInt8(ascii: ")"):
                index += 1
                if insideInterpolation && parenthesisDepth == 0 { return }
                parenthesisDepth -= 1
                emit(.punctuation, from: start, line: startLine, column: column)
            default:
                if Self.startsIdentifier(byte) {
                    while let next = peek(), Self.continuesIdentifier(next) { index += 1 }
                    emit(.identifier, from: start, line: startLine, column: column)
                } else if Self.isDigit(byte) {
                    while let next = peek(), Self.continuesIdentifier(next) { index += 1 }
                    emit(.number, from: start, line: startLine, column: column)
                } else {
                    index += 1
                    emit(.punctuation, from: start, line: startLine, column: column)
                }
            }
        }
    }

    /// `#` opens a raw string (`#"…"#`), an extended regex (`#/…/#`) or is
    /// plain punctuation, as in `#if`.
    private mutating func lexHashPrefixed(start: Int, line startLine: Int, column: Int) {
        var hashCount = 0
        while peek(hashCount) == UInt8(ascii: "#") { hashCount += 1 }
        switch peek(hashCount) {
        case UInt8(ascii: "\""):
            index += hashCount
            _ = lexString(hashCount: hashCount)
        case UInt8(ascii: "/"):
            index += hashCount + 1
            skipExtendedRegex(hashCount: hashCount)
        default:
            index += 1
            emit(.punctuation, from: start, line: startLine, column: column)
        }
    }

    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while let byte = peek(), depth > 0 {
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                if byte == UInt8(ascii: "\n") { startNewLine(after: index) }
                index += 1
            }
        }
    }

    private mutating func skipExtendedRegex(hashCount: Int) {
        while let byte = peek() {
            if byte == UInt8(ascii: "/") && hashes(count: hashCount, at: index + 1) {
                index += 1 + hashCount
                return
            }
            if byte == UInt8(ascii: "\n") { startNewLine(after: index) }
            index += 1
        }
    }

    private func hashes(count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips a string literal whose opening quote is at `index`. Returns true
    /// when the literal is a plain one-line string without interpolation or
    /// raw delimiters, the only kind worth reporting as a token.
    private mutating func lexString(hashCount: Int) -> Bool {
        let isMultiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quoteCount = isMultiLine ? 3 : 1
        index += quoteCount
        var isSimple = hashCount == 0 && !isMultiLine
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"):
                // A one-line string cannot span lines; stop so the error stays local.
                guard isMultiLine else { return false }
                startNewLine(after: index)
                index += 1
            case UInt8(ascii: "\\") where hashes(count: hashCount, at: index + 1):
                index += 1 + hashCount
                if peek() == UInt8(ascii: "(") {
                    index += 1
                    isSimple = false
                    let wasSuppressed = suppressed
                    suppressed = true
                    lexCode(insideInterpolation: true)
                    suppressed = wasSuppressed
                } else if peek() == UInt8(ascii: "\n") {
                    startNewLine(after: index)
                    index += 1
                } else if peek() != nil {
                    index += 1
                }
            case UInt8(ascii: "\""):
                if closesString(quoteCount: quoteCount, hashCount: hashCount) {
                    index += quoteCount + hashCount
                    return isSimple
                }
                index += 1
            default:
                index += 1
            }
        }
        return false
    }

    private func closesString(quoteCount: Int, hashCount: Int) -> Bool {
        for offset in 0..<quoteCount where peek(offset) != UInt8(ascii: "\"") { return false }
        return hashes(count: hashCount, at: index + quoteCount)
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || isDigit(byte)
    }
}
