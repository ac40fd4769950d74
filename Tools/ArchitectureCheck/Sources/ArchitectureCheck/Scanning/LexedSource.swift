/// The tokens of one Swift file together with the bytes they point into.
public struct LexedSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]

    public init(bytes: [UInt8]) {
        var lexer = SwiftLexer(bytes: bytes)
        self.bytes = bytes
        self.tokens = lexer.tokenize()
    }

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The source text of an identifier, without backticks, or of a string
    /// literal, without quotes.
    public func text(of token: Token) -> String {
        let trimmed: Range<Int>
        switch token.kind {
        case .escapedIdentifier, .stringLiteral:
            trimmed = (token.start + 1)..<(token.end - 1)
        default:
            trimmed = token.start..<token.end
        }
        return String(decoding: bytes[trimmed], as: UTF8.self)
    }

    /// Compares a token's bytes with ASCII text without allocating a String,
    /// which keeps scanning tens of thousands of files cheap.
    func token(_ token: Token, is word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var offset = 0
            while offset < expected.count {
                if bytes[token.start + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    func isPunctuation(_ token: Token, _ character: UInt8) -> Bool {
        token.kind == .punctuation && bytes[token.start] == character
    }
}
