import Foundation

/// What `help` prints: the commands of the feature on screen, the shell's
/// own, and the features to switch to, one line each.
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
        let column = ((commands + switches).map(\.usage.count).max() ?? 0) + 2
        func line(_ help: CommandHelp) -> String {
            let usage = help.usage.padding(toLength: column, withPad: " ", startingAt: 0)
            return TextLayout.truncate("  " + usage + help.summary, to: width)
        }
        return ["Commands:"] + commands.map(line) + (switches.isEmpty ? [] : ["Features:"] + switches.map(line))
    }
}
