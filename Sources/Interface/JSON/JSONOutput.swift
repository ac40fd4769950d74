/// The shell's output in the JSON view: each answer is one line of JSON,
/// an object with one key that says what it is (docs/output.schema.json):
/// `frame` after a command, `update` when background work changed the
/// screen, `error` when a command did nothing, `help`. Errors go with the
/// frames, in order, so a program reads which command each line answers.
/// Nothing is written there at launch, so the answers are one line per
/// command; a feature that cannot be shown at launch says so on `writeError`.
public final class JSONOutput: ShellOutput {
    private let write: (String) -> Void
    private let writeError: (String) -> Void

    /// `write` takes each answer, `writeError` what goes wrong before the first command; each with its line feed.
    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }

    public func draw(_ frame: [String], cause: FrameCause) {
        let key: String
        switch cause {
        case .launch: return
        case .command: key = "frame"
        case .update: key = "update"
        }
        // A JSON window's frame is its one line, the object this line holds under its key. A
        // feature without one would break the stream, so it is refused as a line of its own.
        guard frame.count == 1, let object = frame.first, object.hasPrefix(#"{"feature":"#) else {
            let message = "this feature has no window for the JSON view"
            return report(CommandRefusal(kind: "noJSONWindow", field: nil, message: message), cause: cause)
        }
        // The window's line is JSON already, so it goes in as it is rather than parsed to be written again.
        write("{\"\(key)\":" + object + "}\n")
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
        answer("help", .object([("commands", .array(commands)), ("features", .array(features))]))
    }

    public func report(_ refusal: CommandRefusal, cause: FrameCause) {
        guard cause != .launch else { return writeError("error: \(refusal.line)\n") }
        let error = JSONValue.object([
            ("kind", .string(refusal.kind)), ("field", .optional(refusal.field, JSONValue.string)),
            ("message", .string(refusal.message)),
        ])
        answer("error", error)
    }

    /// One line holding `value` under `key`.
    private func answer(_ key: String, _ value: JSONValue) {
        write(JSONValue.object([(key, value)]).line + "\n")
    }
}
