{{modules}}import Interface
import {{Application}}
import Foundation

/// The {{Name}} feature's commands as a person types them: how each one reads
/// in `help`, and the parser that turns a typed line straight into a
/// `{{Name}}Intent`. Parsing is the terminal's business, so it lives here;
/// what an intent leads to is the flow's.
enum {{Name}}Commands {
    static let help = [
        CommandHelp("list", "show the {{words}}"),
        CommandHelp("add TITLE", "add one titled TITLE"),
        CommandHelp("show N", "show number N of the list"),
        CommandHelp("delete N", "delete number N of the list"),
        CommandHelp("next, prev", "show the next or previous page of the list"),
    ]

    /// A mistake is one line that says what was expected, so the user can retype it at once.
    static func parse(_ line: String) throws(CommandError) -> {{Name}}Intent {
        let trimmed = line.drop { $0.isWhitespace }
        let name = trimmed.prefix { !$0.isWhitespace }.lowercased()
        let rest = String(trimmed.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
        switch name {
        case "": throw .empty
        case "list", "next", "prev":
            guard rest.isEmpty else { throw .usage("\(name) takes nothing after it") }
            return name == "list" ? .showList : name == "next" ? .nextPage : .previousPage
        case "add":
            guard !rest.isEmpty else { throw .usage("add TITLE") }
            return .add(title: rest)
        case "show", "delete":
            guard let number = Int(rest), number > 0 else {
                throw .usage("\(name) N, where N is a number from the list")
            }
            return name == "show" ? .show(number: number) : .delete(number: number)
        default: throw .unknown(name)
        }
    }
}
