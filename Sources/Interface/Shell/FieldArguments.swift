public import Application

/// Reads the `name=value` pairs after `add` and `edit`:
/// `customer="Ada Lovelace" total=12.50 note=""`. A value with spaces or
/// quotes is put in double quotes, inside which `\"` is a quote and `\\` a
/// backslash; `=` may stand anywhere in a value. Shared by every feature, so
/// each parses its fields the same way.
public enum FieldArguments {
    /// The pairs typed; a mistake is one line that shows the form.
    public static func parse(_ text: String) throws(CommandError) -> FieldInput {
        FieldInput(try pairs(in: text))
    }

    private static func pairs(in text: String) throws(CommandError) -> [(name: String, text: String)] {
        var pairs: [(name: String, text: String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { return pairs }
            let name = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count)
            guard !name.isEmpty, rest.first == "=" else {
                throw CommandError(
                    description: "'\(SafeText.make(String(name.prefix(40))))' needs a value: write name=value")
            }
            rest = rest.dropFirst()
            pairs.append((String(name), try value(from: &rest, for: name)))
        }
    }

    private static func value(from rest: inout Substring, for name: Substring) throws(CommandError) -> String {
        guard rest.first == "\"" else {
            let bare = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(bare.count)
            return String(bare)
        }
        rest = rest.dropFirst()
        var value = ""
        while let character = rest.popFirst() {
            switch character {
            case "\"":
                guard rest.first.map(\.isWhitespace) ?? true else {
                    throw CommandError(
                        description: "\(SafeText.make(name.prefix(40))): put a space after the closing quote")
                }
                return value
            case "\\" where rest.first == "\"" || rest.first == "\\": value.append(rest.removeFirst())
            default: value.append(character)
            }
        }
        throw CommandError(description: "\(SafeText.make(name.prefix(40))): the quote is not closed")
    }
}
