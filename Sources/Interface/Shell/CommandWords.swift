/// A typed command split as every feature's `parse` reads it: its first
/// word, in lower case, and the rest, without white space at either end.
///
/// White space is Unicode's (the `White_Space` property), read by Unicode
/// scalar as `FieldArguments` and `TypedText` read it, the same on every
/// platform: Foundation's set takes U+200B ZERO WIDTH SPACE for white space
/// on Linux, and would drop one typed at the end of a value unseen; and a
/// character that starts with a space, such as a space with U+0301 on it,
/// is not all white space, so its mark is never dropped with it. What is
/// no white space stays in the rest, where the field's rule reads it.
public struct CommandWords: Sendable {
    /// The command's first word, in lower case: "add", "edit".
    public let name: String
    /// What follows the first word, without white space at either end: what
    /// the command reads, such as `name=value` pairs.
    public let rest: String

    /// Splits `line` after its first word.
    public init(_ line: String) {
        let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace }
        let words = line.unicodeScalars.drop(while: isSpace)
        name = String(Substring(words.prefix { !isSpace($0) })).lowercased()
        let after = words.drop { !isSpace($0) }.drop(while: isSpace)
        let end = after.lastIndex { !isSpace($0) }.map(after.index(after:)) ?? after.startIndex
        rest = String(Substring(after[..<end]))
    }
}
