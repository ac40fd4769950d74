import Foundation

/// What `help` prints: the commands of the feature on screen, the shell's
/// own, and the features to switch to, one line each. A usage too long for
/// the column, such as `add` with every field, takes lines of its own with
/// its summary under it, so the others stay aligned and readable.
enum ShellHelp {
    static let shellCommands = [
        CommandHelp("help", "show this help"),
        CommandHelp("quit", "leave (the end of input does too)"),
    ]

    static func lines(features: [Feature], active: Int?, width: Int) -> [String] {
        let commands = (active.map { features[$0].commands } ?? []) + shellCommands
        let switches = features.enumerated().map { index, feature in
            CommandHelp(feature.name, feature.summary + (index == active ? " (on screen)" : ""))
        }
        return lines(commands: commands, switches: switches, width: width)
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
