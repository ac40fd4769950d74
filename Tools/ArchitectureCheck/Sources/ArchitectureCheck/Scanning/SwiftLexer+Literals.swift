/// The parts of the lexer that skip what is not code: comments, string
/// literals and extended regex literals.
extension SwiftLexer {
    /// `#` opens a raw string (`#"…"#`), an extended regex (`#/…/#`) or is
    /// plain punctuation, as in `#if`.
    mutating func lexHashPrefixed(start: Int, line startLine: Int, column: Int) {
        var hashCount = 0
        while peek(hashCount) == UInt8(ascii: "#") { hashCount += 1 }
        switch peek(hashCount) {
        case UInt8(ascii: "\""):
            index += hashCount
            _ = lexString(hashCount: hashCount)
            noteLiteral(from: start, line: startLine, column: column)
        case UInt8(ascii: "/"):
            index += hashCount + 1
            skipExtendedRegex(hashCount: hashCount)
            emit(.regexLiteral, from: start, line: startLine, column: column)
        default:
            index += 1
            emit(.punctuation, from: start, line: startLine, column: column)
        }
    }

    mutating func skipBlockComment() {
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
    mutating func lexString(hashCount: Int) -> Bool {
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
}
