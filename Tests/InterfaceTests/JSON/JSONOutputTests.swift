import Application
import Foundation
import Interface
import Testing

/// The JSON view's shell output: one line per answer, each an object whose
/// one key says what it holds, and nothing for the screen at launch.
@Suite struct JSONOutputTests {
    final class Lines {
        var written: [String] = []
    }

    let lines = Lines()

    var output: JSONOutput {
        let lines = lines
        return JSONOutput { lines.written.append($0) }
    }

    func read(_ line: String) throws -> [String: Any] {
        #expect(line.hasSuffix("\n") && line.dropLast().contains("\n") == false)
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aFrameIsKeyedByWhyItWasDrawnAndTheLaunchsIsNotWritten() throws {
        let output = output
        output.draw([#"{"feature":"a"}"#], cause: .launch)
        output.draw([#"{"feature":"b"}"#], cause: .command)
        output.draw([#"{"feature":"c"}"#], cause: .update)
        #expect(lines.written.count == 2)
        #expect((try read(lines.written[0])["frame"] as? [String: String]) == ["feature": "b"])
        #expect((try read(lines.written[1])["update"] as? [String: String]) == ["feature": "c"])
    }

    @Test func aRefusalIsTypedWithItsFieldAndItsWholeMessage() throws {
        let output = output
        output.report(CommandRefusal(kind: "invalidField", field: "total", message: "total: \u{1B}[2J is no number"))
        output.report(CommandRefusal(CommandError.unknown("x")))
        let first = try #require(try read(lines.written[0])["error"] as? [String: Any])
        #expect(first["kind"] as? String == "invalidField")
        #expect(first["field"] as? String == "total")
        #expect(first["message"] as? String == "total: \u{1B}[2J is no number")
        let second = try #require(try read(lines.written[1])["error"] as? [String: Any])
        #expect(second["kind"] as? String == "unknownCommand")
        #expect(second["field"] is NSNull)
    }
}
