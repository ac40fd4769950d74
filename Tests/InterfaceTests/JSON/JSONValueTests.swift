import Foundation
import Testing

@testable import Interface

/// One line of JSON that every reader takes back as it was given, and no
/// terminal reads as a control.
@Suite struct JSONValueTests {
    static let hostile =
        "a \"quote\", a \\ and\n\r\t, ESC \u{1B}[2J, NUL \u{0}, DEL \u{7F}, CSI \u{9B}, RLO \u{202E}, LS \u{2028}, FSI \u{2068}, RLM \u{200F}, ALM \u{61C} é 😀"

    @Test func hostileTextIsEscapedOntoOneLineAndReadsBackWhole() throws {
        let line = JSONValue.object([("text", .string(Self.hostile))]).line
        #expect(!line.contains("\n") && !line.contains("\r"))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(
            !line.unicodeScalars.contains {
                [0x061C, 0x200E, 0x200F].contains($0.value) || (0x2028...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            })
        #expect(line.contains(#"\u001b[2J"#) && line.contains(#"\u009b"#) && line.contains(#"\u202e"#))
        let read = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        #expect(read == ["text": Self.hostile])
    }

    @Test func aLongTextIsNeverCut() throws {
        let long = String(repeating: "ab\u{1B}", count: 40_000)
        let read = try JSONSerialization.jsonObject(with: Data(JSONValue.array([.string(long)]).line.utf8))
        #expect((read as? [String])?.first == long)
    }

    @Test func objectsKeepTheirOrderAndNumbersStayExact() {
        let line = JSONValue.object([
            ("b", .number(Int64.max)), ("a", .null), ("c", .array([.bool(true), .bool(false)])),
            ("d", .time(Date(timeIntervalSince1970: 1_773_136_800))),
            ("e", .time(Date(timeIntervalSince1970: 1.5))),
        ]).line
        #expect(
            line
                == #"{"b":9223372036854775807,"a":null,"c":[true,false],"d":"2026-03-10T10:00:00Z","e":"1970-01-01T00:00:01.500Z"}"#
        )
    }
}
