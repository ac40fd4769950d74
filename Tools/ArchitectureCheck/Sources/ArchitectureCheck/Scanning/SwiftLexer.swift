/// Splits Swift source into the tokens an import scanner needs. It skips
/// comments (block comments nest), string literals of every shape (multi-line,
/// raw, with interpolations that themselves hold strings) and extended regex
/// literals `#/…/#`, so text inside them never looks like code.
///
/// Bare `/…/` regex literals are read as operators; a quote inside one could
/// confuse the lexer, which is an accepted limit for a dependency checker.
struct SwiftLexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    private var tokens: [Token] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func tokenize() -> [Token] {
        tokens.reserveCapacity(bytes.count / 6)
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
        // Tokens inside an interpolation never form an import, so they are dropped.
        guard !suppressed else { return }
        tokens.append(Token(kind: kind, start: start, end: index, line: startLine, column: column))
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
