/// A typed command split as every feature's `parse` reads it: its first
/// word, in lower case, and the rest, without white space at either end.
///
/// White space is Unicode's (`Character.isWhitespace`), the same on every
/// platform: Foundation's set takes U+200B ZERO WIDTH SPACE for white space
/// on Linux, and would drop one typed at the end of a value unseen. It stays
/// in the rest, where the field's rule refuses it (`TypedText` in Domain).
public struct CommandWords: Equatable, Sendable {
    public let name: String
    public let rest: String

    public init(_ line: String) {
        let trimmed = line.drop { $0.isWhitespace }
        name = trimmed.prefix { !$0.isWhitespace }.lowercased()
        let after = trimmed.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
        let end = after.lastIndex { !$0.isWhitespace }.map { after.index(after: $0) } ?? after.startIndex
        rest = String(after[..<end])
    }
}
