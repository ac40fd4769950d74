/// How every field reads the ends of what was typed, whatever its kind and
/// wherever it was typed: white space is trimmed, and an invisible format
/// character at either end is refused.
///
/// White space is Unicode's (the `White_Space` property), the same on every
/// platform: Foundation's sets differ, and on Linux take U+200B ZERO WIDTH
/// SPACE for one. A format character (category Cf: U+200B, U+2060, U+FEFF,
/// the direction marks, a soft hyphen…) is no white space and is never
/// trimmed: alone at an end it shows nothing, so two values that look alike
/// would differ, and a yes or a label would silently not be one. Inside a
/// value it is kept as typed, as emoji sequences and some scripts need it.
public enum TypedText {
    /// `typed` without white space at its ends; throws when a character at
    /// either end is made only of format characters, naming the first.
    public static func trimmed(_ typed: String) throws(FieldProblem) -> String {
        let text = withoutWhiteSpace(typed)
        for end in [text.first, text.last] {
            if let scalars = end?.unicodeScalars, let first = scalars.first,
                scalars.allSatisfy({ $0.properties.generalCategory == .format })
            {
                throw .invisibleAtEnd(first)
            }
        }
        return text
    }

    /// `text` without white space at its ends, by Unicode scalar.
    public static func withoutWhiteSpace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// What an error quotes of `text`: its first 40 Unicode scalars, and "…"
    /// when it goes on, so a line stays a line however long the mistake.
    public static func shown(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 40 else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(40))) + "…"
    }
}
