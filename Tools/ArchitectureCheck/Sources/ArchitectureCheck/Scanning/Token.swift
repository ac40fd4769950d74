/// One lexical token of Swift source, located by byte range and by the
/// 1-based line and UTF-8 column that compilers report.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case identifier
        /// An identifier in backticks: never a keyword, so `` `import` `` is not an import.
        case escapedIdentifier
        case punctuation
        /// A string literal without interpolation; its range includes the quotes.
        case stringLiteral
        case number
        /// A regex literal, `/…/` or `#/…/#`.
        case regexLiteral
    }

    public let kind: Kind
    public let start: Int
    public let end: Int
    public let line: Int
    public let column: Int
}
