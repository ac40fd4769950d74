import Foundation

/// What `help` answers: the commands of the feature on screen, the shell's
/// own, and the features to switch to. The text views print it one line
/// each (`lines(width:)`); the JSON view writes it as data.
public struct ShellHelp: Sendable {
    static let shellCommands = [
        CommandHelp("help", "show this help"),
        CommandHelp("quit", "leave (the end of input does too)"),
    ]

    /// The feature on screen's commands, then the shell's.
    public let commands: [CommandHelp]
    /// Each feature's name and what it is for.
    public let features: [CommandHelp]
    /// Which of `features` is on screen, if any.
    public let active: Int?

    init(features: [Feature], active: Int?) {
        self.init(
            commands: (active.map { features[$0].commands } ?? []) + Self.shellCommands,
            features: features.map { CommandHelp($0.name, $0.summary) }, active: active)
    }

    /// `features`' names and summaries, as `CommandHelp`s; `active` is the one on screen.
    public init(commands: [CommandHelp], features: [CommandHelp], active: Int?) {
        self.commands = commands
        self.features = features
        self.active = active
    }

    /// One line each, no wider than `width`. A usage too long for the
    /// column, such as `add` with every field, takes lines of its own with
    /// its summary under it, so the others stay aligned and readable.
    public func lines(width: Int) -> [String] {
        let switches = features.enumerated().map { index, feature in
            CommandHelp(feature.usage, feature.summary + (index == active ? " (on screen)" : ""))
        }
        return Self.lines(commands: commands, switches: switches, width: width)
    }

    static func lines(commands: [CommandHelp], switches: [CommandHelp], width: Int) -> [String] {
        let fitting = (commands + switches).map(\.usage.count).filter { $0 + 2 <= max(12, width / 3) }
        let column = (fitting.max() ?? 0) + 2
        func lines(_ help: CommandHelp) -> [String] {
            guard help.usage.count + 2 > column else {
                let usage = help.usage.padding(toLength: column, withPad: " ", startingAt: 0)
                return [TextLayout.truncate("  " + usage + help.summary, to: width)]
            }
            let indent = String(repeating: " ", count: column + 2)
            return TextLayout.wrap(help.usage, to: max(1, width - 2)).map { "  " + $0 }
                + [TextLayout.truncate(indent + help.summary, to: width)]
        }
        let listed = commands.flatMap(lines)
        return ["Commands:"] + listed + (switches.isEmpty ? [] : ["Features:"] + switches.flatMap(lines))
    }
}
