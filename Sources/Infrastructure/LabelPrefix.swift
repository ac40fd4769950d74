/// How every store matches a label typed for a reference: the entry's label
/// starts with it, ASCII letters in either case, every other character as
/// it is. The engines' own case rules differ beyond ASCII, so this is the
/// rule all three keep alike.
package enum LabelPrefix {
    /// A LIKE pattern, with `\` as its escape, for text that starts with `prefix`.
    package static func pattern(_ prefix: String) -> String {
        prefix.replacing("\\", with: "\\\\").replacing("%", with: "\\%").replacing("_", with: "\\_") + "%"
    }

    /// The in-memory store's test, the same as the engines' LIKE.
    package static func label(_ label: String, startsWith prefix: String) -> Bool {
        lowered(label).starts(with: lowered(prefix))
    }

    private static func lowered(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar(UInt8($0.value + 32)) : $0 }
    }
}
