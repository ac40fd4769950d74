/// How every field reads the ends of what was typed, whatever its kind and
/// wherever it was typed: white space is trimmed, and an invisible character
/// at either end is refused.
///
/// White space is Unicode's (the `White_Space` property), the same on every
/// platform: Foundation's sets differ, and on Linux take U+200B ZERO WIDTH
/// SPACE for one. An invisible character is one Unicode says to show as
/// nothing (`Default_Ignorable_Code_Point`: U+200B, the joiners U+200C and
/// U+200D, U+2060, U+FEFF, the direction marks, a soft hyphen, variation
/// selectors, tag characters, Hangul fillers…). It is no white space and is
/// never trimmed: at an end, even joined to the letter before it, it shows
/// nothing, so "Ada" and "Ada" + U+200C would look alike and be two labels,
/// and a yes would silently not be one. Two endings show something and are
/// kept: an emoji's presentation selector (U+FE0F or U+FE0E right after an
/// emoji, "❤️") and the end of an emoji tag sequence (U+E007F after tag
/// characters after an emoji, England's flag). Inside a value every
/// character is kept as typed, as emoji sequences and some scripts need it.
public enum TypedText {
    /// `typed` without white space at its ends; throws when its first or
    /// last Unicode scalar is invisible, naming it.
    public static func trimmed(_ typed: String) throws(FieldProblem) -> String {
        let text = withoutWhiteSpace(typed)
        let scalars = Array(text.unicodeScalars)
        if let first = scalars.first, first.properties.isDefaultIgnorableCodePoint { throw .invisibleAtEnd(first) }
        if let last = scalars.last, last.properties.isDefaultIgnorableCodePoint, !endsAnEmoji(scalars) {
            throw .invisibleAtEnd(last)
        }
        return text
    }

    /// Whether `scalars` end in an emoji's presentation selector or an emoji
    /// tag sequence (UTS #51), whose last scalar, itself invisible, ends what shows.
    private static func endsAnEmoji(_ scalars: [Unicode.Scalar]) -> Bool {
        let isEmoji = { (scalar: Unicode.Scalar) in scalar.properties.isEmoji }
        let isTag = { (scalar: Unicode.Scalar) in (0xE0020...0xE007E).contains(scalar.value) }
        switch scalars.last {
        case "\u{FE0F}", "\u{FE0E}":
            return scalars.dropLast().last.map(isEmoji) ?? false
        case "\u{E007F}":
            let tags = scalars.dropLast().reversed().prefix(while: isTag).count
            return tags > 0 && (scalars.dropLast(1 + tags).last.map(isEmoji) ?? false)
        default:
            return false
        }
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
