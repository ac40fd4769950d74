import Foundation

/// A JSON value whose objects keep their keys in the order given, so every
/// line a view writes reads the same way, written as one line (`line`).
///
/// A string is escaped as JSON requires, and past that every character a
/// terminal or a text view acts on rather than shows (C0 and C1 controls,
/// DEL, the bidirectional marks, embeddings, overrides and isolates, and the
/// line and paragraph separators) is written as `\uXXXX`: others' text stays
/// data, whole and unstyled, and a line of output is always one line.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Int64)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// An instant in RFC 3339, in UTC, with its fraction of a second only where it has one.
    static func time(_ date: Date) -> JSONValue {
        let seconds = date.timeIntervalSince1970
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: seconds != seconds.rounded(.down))
        return .string(date.formatted(style))
    }

    /// Where a page starts in its whole list, and how many there are in all.
    static func page(offset: Int, total: Int) -> JSONValue {
        .object([("offset", .number(Int64(offset))), ("total", .number(Int64(total)))])
    }

    /// `value`'s JSON, or null when there is none.
    public static func optional<Value>(_ value: Value?, _ json: (Value) -> JSONValue) -> JSONValue {
        value.map(json) ?? .null
    }

    /// The value as one line of JSON, with no line break.
    public var line: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += String(number)
        case .string(let string): Self.quote(string, to: &text)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.quote(member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    private static func quote(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
