/// The shell's output in the JSON view: each answer is one line of JSON,
/// an object with one key that says what it is (docs/output.schema.json):
/// `frame` after a command, `update` when background work changed the
/// screen, `error` when a command did nothing, `help`. Errors go with the
/// frames, in order, so a program reads which command each line answers;
/// the screen at launch is written nowhere, so the lines are one per command.
public final class JSONOutput: ShellOutput {
    private let write: (String) -> Void

    /// `write` takes each line with its line feed.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    public func draw(_ frame: [String], cause: FrameCause) {
        // A JSON window's frame is its one line of JSON: the object this line holds under its key.
        let key: String
        switch cause {
        case .launch: return
        case .command: key = "frame"
        case .update: key = "update"
        }
        write("{\"\(key)\":" + frame.joined() + "}\n")
    }

    public func show(_ help: ShellHelp, width: Int) {
        let features = help.features.enumerated().map { index, feature in
            JSONValue.object([
                ("name", .string(feature.usage)), ("summary", .string(feature.summary)),
                ("onScreen", .bool(index == help.active)),
            ])
        }
        let commands = help.commands.map { command in
            JSONValue.object([("usage", .string(command.usage)), ("summary", .string(command.summary))])
        }
        emit("help", .object([("commands", .array(commands)), ("features", .array(features))]))
    }

    public func report(_ refusal: CommandRefusal) {
        emit(
            "error",
            .object([
                ("kind", .string(refusal.kind)), ("field", .optional(refusal.field, JSONValue.string)),
                ("message", .string(refusal.message)),
            ]))
    }

    private func emit(_ key: String, _ value: JSONValue) {
        write(JSONValue.object([(key, value)]).line + "\n")
    }
}
