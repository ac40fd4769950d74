/// What each `{{key}}` of a template stands for, filled in one pass over the
/// text's bytes.
///
/// One pass, not one search of the whole text per key: the generators fill
/// some forty templates, line by line for each field, and a Foundation search
/// per key (which on Linux copies the text to UTF-16 each time) was a fifth
/// of their tests' time. A key is ASCII letters, digits and `_`. A token
/// whose key is not in the table is left as it is: for a later fill
/// (`FieldLines` leaves the feature's names to `FeatureTemplates`), or for
/// `FeatureTemplates` to refuse.
struct TemplateTokens {
    let values: [String: String]

    init(_ values: [String: String]) {
        self.values = values
    }

    /// `text` with every known token replaced by its value; a value is not filled again.
    func fill(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var copied = 0
        for token in Self.tokens(in: bytes) {
            guard let value = values[token.key] else { continue }
            if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
            output += bytes[copied..<token.range.lowerBound]
            output += value.utf8
            copied = token.range.upperBound
        }
        guard copied > 0 else { return text }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The keys of every token in `text`, known or not.
    static func keys(in text: String) -> Set<String> {
        Set(tokens(in: Array(text.utf8)).map(\.key))
    }

    /// Each `{{key}}` in `bytes`, in order, with the range it spans. In `{{{a}}`
    /// the token is `{{a}}`, as a search for it would find.
    private static func tokens(in bytes: [UInt8]) -> [(range: Range<Int>, key: String)] {
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        var found: [(range: Range<Int>, key: String)] = []
        var start = 0
        while start + 3 < bytes.count {
            guard bytes[start] == open, bytes[start + 1] == open else {
                start += 1
                continue
            }
            var end = start + 2
            while end < bytes.count, isKey(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == close, bytes[end + 1] == close {
                found.append((start..<end + 2, String(decoding: bytes[start + 2..<end], as: UTF8.self)))
                start = end + 2
            } else {
                start += 1
            }
        }
        return found
    }

    private static func isKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
