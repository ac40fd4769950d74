/// Splits Swift source into the tokens an import scanner needs. It skips
/// comments (block comments nest), string literals of every shape (multi-line,
/// raw, with interpolations that themselves hold strings) and regex literals,
/// `#/…/#` and bare `/…/` alike, so text inside them never looks like code.
/// Like the compiler, it skips a leading byte-order mark and reads a
/// non-breaking space as a space.
struct SwiftLexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    private var tokens: [Token] = []
    /// The last token lexed, even one dropped inside an interpolation: a bare
    /// `/` starts a regex only where an expression may start.
    var previous: Token?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func tokenize() -> [Token] {
        tokens.reserveCapacity(bytes.count / 6)
        // The compiler skips a UTF-8 byte-order mark but still counts its bytes in columns.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        lexCode(insideInterpolation: false)
        return tokens
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    mutating func startNewLine(after newline: Int) {
        line += 1
        lineStart = newline + 1
    }

    mutating func emit(_ kind: Token.Kind, from start: Int, line startLine: Int, column: Int) {
        let token = Token(kind: kind, start: start, end: index, line: startLine, column: column)
        previous = token
        // Tokens inside an interpolation never form an import, so they are dropped.
        guard !suppressed else { return }
        tokens.append(token)
    }

    /// Records a literal that is not worth a token (a string with interpolations,
    /// a raw string), so what follows it is judged as following an expression.
    mutating func noteLiteral(from start: Int, line startLine: Int, column: Int) {
        previous = Token(kind: .stringLiteral, start: start, end: index, line: startLine, column: column)
    }

    var suppressed = false

    /// Lexes code until the end of input or, inside an interpolation, until
    /// the `)` that closes it.
    mutating func lexCode(insideInterpolation: Bool) {
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
            case 0xC2 where peek(1) == 0xA0:
                // U+00A0: the compiler warns, then reads it as a space.
                index += 2
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/"):
                if let end = bareRegexEnd() {
                    index = end
                    emit(.regexLiteral, from: start, line: startLine, column: column)
                } else {
                    index += 1
                    emit(.punctuation, from: start, line: startLine, column: column)
                }
            case UInt8(ascii: "\""):
                if lexString(hashCount: 0) {
                    emit(.stringLiteral, from: start, line: startLine, column: column)
                } else {
                    noteLiteral(from: start, line: startLine, column: column)
                }
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
                    skipIdentifierCharacters()
                    emit(.identifier, from: start, line: startLine, column: column)
                } else if Self.isDigit(byte) {
                    skipIdentifierCharacters()
                    emit(.number, from: start, line: startLine, column: column)
                } else {
                    index += 1
                    emit(.punctuation, from: start, line: startLine, column: column)
                }
            }
        }
    }

    /// Non-ASCII bytes continue an identifier, except a non-breaking space.
    private mutating func skipIdentifierCharacters() {
        while let next = peek(), Self.continuesIdentifier(next), !(next == 0xC2 && peek(1) == 0xA0) { index += 1 }
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
