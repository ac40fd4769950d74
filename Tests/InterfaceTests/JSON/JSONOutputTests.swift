import Application
import Foundation
import Interface
import Testing

/// The JSON view's shell output: one line per answer, each an object whose
/// one key says what it holds, and nothing on that stream for the launch.
@Suite struct JSONOutputTests {
    final class Lines {
        var written: [String] = []
        var errors: [String] = []
    }

    let lines = Lines()

    var output: JSONOutput {
        let lines = lines
        return JSONOutput(write: { lines.written.append($0) }, writeError: { lines.errors.append($0) })
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
        output.report(
            CommandRefusal(kind: "invalidField", field: "total", message: "total: \u{1B}[2J is no number"),
            cause: .command)
        output.report(CommandRefusal(CommandError.unknown("x")), cause: .command)
        let first = try #require(try read(lines.written[0])["error"] as? [String: Any])
        #expect(first["kind"] as? String == "invalidField")
        #expect(first["field"] as? String == "total")
        #expect(first["message"] as? String == "total: \u{1B}[2J is no number")
        let second = try #require(try read(lines.written[1])["error"] as? [String: Any])
        #expect(second["kind"] as? String == "unknownCommand")
        #expect(second["field"] is NSNull)
    }

    /// Before the first command nothing is answered: a feature that cannot be shown says so apart, made safe.
    @Test func aRefusalAtLaunchGoesToTheErrorsNotTheAnswers() {
        output.report(CommandRefusal(kind: "storeFailed", field: nil, message: "gone \u{1B}[2J"), cause: .launch)
        #expect(lines.written.isEmpty)
        #expect(lines.errors == ["error: gone ␛[2J\n"])
    }

    /// A window that writes text in the JSON view would break the stream: its frame is refused as data.
    @Test func aFrameThatIsNoJSONWindowsIsAnErrorLine() throws {
        output.draw(["Contacts", "No contacts yet."], cause: .command)
        #expect((try read(lines.written[0])["error"] as? [String: Any])?["kind"] as? String == "noJSONWindow")
    }

    @Test func helpListsTheCommandsAndTheFeaturesWithTheOneOnScreen() throws {
        output.show(
            ShellHelp(
                commands: [CommandHelp("list", "show them")],
                features: [
                    CommandHelp("orders", "your orders"), CommandHelp("notes", "your notes"),
                ], active: 1), width: 20)
        let help = try #require(try read(lines.written[0])["help"] as? [String: Any])
        let commands = try #require(help["commands"] as? [[String: String]])
        #expect(commands == [["usage": "list", "summary": "show them"]])
        let features = try #require(help["features"] as? [[String: Any]])
        #expect(features.map { $0["name"] as? String } == ["orders", "notes"])
        #expect(features.map { $0["onScreen"] as? Bool } == [false, true])
    }
}
