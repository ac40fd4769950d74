public import Application

/// Reads the `name=value` pairs after `add` and `edit`:
/// `customer="Ada Lovelace" total=12.50 note=""`. A value with spaces or
/// quotes is put in double quotes, inside which `\"` is a quote and `\\` a
/// backslash; `=` may stand anywhere in a value. Shared by every feature, so
/// each parses its fields the same way.
///
/// Read by Unicode scalar, not by character: a combining mark after a quote
/// would otherwise join it into a character that is no quote, and the quotes
/// would be stored as part of the value.
public enum FieldArguments {
    /// The pairs typed; a mistake is one line that shows the form.
    public static func parse(_ text: String) throws(CommandError) -> FieldInput {
        FieldInput(try pairs(in: text))
    }

    private static func pairs(in text: String) throws(CommandError) -> [(name: String, text: String)] {
        var pairs: [(name: String, text: String)] = []
        var rest = Substring(text).unicodeScalars
        while true {
            rest = rest.drop { $0.properties.isWhitespace }
            guard !rest.isEmpty else { return pairs }
            let name = String(Substring(rest.prefix { $0 != "=" && !$0.properties.isWhitespace }))
            rest = rest.dropFirst(name.unicodeScalars.count)
            guard !name.isEmpty, rest.first == "=" else {
                throw CommandError(description: "'\(shown(name))' needs a value: write name=value")
            }
            rest = rest.dropFirst()
            pairs.append((name, try value(from: &rest, for: name)))
        }
    }

    private static func value(from rest: inout Substring.UnicodeScalarView, for name: String) throws(CommandError)
        -> String
    {
        guard rest.first == "\"" else {
            let bare = rest.prefix { !$0.properties.isWhitespace }
            rest = rest.dropFirst(bare.count)
            return String(Substring(bare))
        }
        rest = rest.dropFirst()
        var value = String.UnicodeScalarView()
        while let scalar = rest.popFirst() {
            switch scalar {
            case "\"":
                guard rest.first.map(\.properties.isWhitespace) ?? true else {
                    throw CommandError(description: "\(shown(name)): put a space after the closing quote", field: name)
                }
                return String(value)
            case "\\" where rest.first == "\"" || rest.first == "\\": value.append(rest.removeFirst())
            default: value.append(scalar)
            }
        }
        throw CommandError(description: "\(shown(name)): the quote is not closed", field: name)
    }

    /// A name as a mistake quotes it: its first 40 scalars, made safe to print.
    private static func shown(_ name: String) -> String {
        SafeText.make(String(Substring(name.unicodeScalars.prefix(40))))
    }
}
