public import Application

/// A feature's input, each piece turned straight into an `EntryIntent`: its
/// commands as a person types them, how each reads in `help`, and its keys
/// in full-screen mode, worded with the feature's fields and what it calls
/// its entries. Input is the terminal's business, so it lives here; what an
/// intent leads to is the flow's.
public struct EntryCommands: Sendable {
    /// How the views ask for each field, in order.
    public let fields: [FieldPrompt]
    /// What the feature calls more than one entry, in lower case: "contacts".
    public let plural: String

    /// The feature's own actions, each a command and a key: on an entry, a
    /// command taking its number; adding one, a command taking fields as `add`.
    public let actions: [EntryActionPrompt]

    public init(fields: [FieldPrompt], plural: String, actions: [EntryActionPrompt] = []) {
        self.fields = fields
        self.plural = plural
        self.actions = actions
    }

    /// `add` with every field of `fields` it cannot do without, as an empty list suggests it.
    public static func shortestAdd(_ fields: [FieldPrompt]) -> String {
        "add " + fields.filter { !$0.isOptional }.map(\.usage).joined(separator: " ")
    }

    public var help: [CommandHelp] {
        [
            CommandHelp("list", "show the \(plural)"),
            CommandHelp("add " + fields.map(\.usage).joined(separator: " "), "add one; a field with ? may be left out"),
            CommandHelp("edit N name=value …", "change the fields named of number N; name=\"\" empties one"),
            CommandHelp("show N", "show number N of the list"),
            CommandHelp("delete N", "delete number N of the list"),
            CommandHelp("next, prev", "show the next or previous page of the list"),
        ]
            + actions.map { action in
                action.takesFields
                    ? CommandHelp(action.command + " " + fields.map(\.usage).joined(separator: " "), action.summary)
                    : CommandHelp("\(action.command) N", "\(action.summary): number N of the list")
            }
    }

    public var keys: [KeyBinding<EntryIntent>] {
        [
            KeyBinding([.enter], "Enter", "show the one under the cursor", .selected { .show(number: $0) }),
            KeyBinding([.escape, .left], "Esc ←", "back to the list", .intent(.showList)),
            KeyBinding([.pageDown], "PgDn", "next page", .intent(.nextPage)),
            KeyBinding([.pageUp], "PgUp", "previous page", .intent(.previousPage)),
            KeyBinding("a", "add one through a form", .form(FormRequest(title: "add", fields: fields) { .add($1) })),
            KeyBinding(
                "e", "edit the one under the cursor through a form",
                .form(FormRequest(title: "edit", fields: fields, editing: true) { .edit(number: $0 ?? 0, changes: $1) })
            ),
            KeyBinding(
                "d", "delete the one under the cursor",
                .confirm(question: "delete this one?", action: .selected { .delete(number: $0) })),
        ]
            + actions.map { action in
                action.takesFields
                    ? KeyBinding(
                        action.key, "\(action.summary) through a form",
                        .form(FormRequest(title: action.command, fields: fields) { .actAdding(action.command, $1) }))
                    : KeyBinding(
                        action.key, "\(action.summary): the one under the cursor",
                        .selected { .act(action.command, number: $0) })
            }
    }

    /// `parse(_:)`, with the feature's own actions: `ship 3`.
    public func parse(_ line: String) throws(CommandError) -> EntryIntent {
        let words = CommandWords(line)
        guard let action = actions.first(where: { $0.command == words.name }) else { return try Self.parse(line) }
        if action.takesFields { return .actAdding(action.command, try FieldArguments.parse(words.rest)) }
        guard let number = Int(words.rest), number > 0 else {
            throw .usage("\(action.command) N, where N is a number from the list")
        }
        return .act(action.command, number: number)
    }

    /// A mistake is one line that says what was expected, so the user can retype it at once.
    public static func parse(_ line: String) throws(CommandError) -> EntryIntent {
        let words = CommandWords(line)
        let (name, rest) = (words.name, words.rest)
        switch name {
        case "": throw .empty
        case "list", "next", "prev":
            guard rest.isEmpty else { throw .usage("\(name) takes nothing after it") }
            return name == "list" ? .showList : name == "next" ? .nextPage : .previousPage
        case "add":
            return .add(try FieldArguments.parse(rest))
        case "edit":
            let number = rest.prefix { !$0.isWhitespace }
            guard let number = Int(number), number > 0 else {
                throw .usage("edit N name=value …, where N is a number from the list")
            }
            let changes = try FieldArguments.parse(String(rest.drop { !$0.isWhitespace }))
            guard !changes.texts.isEmpty else { throw .usage("edit \(number) name=value …, naming a field to change") }
            return .edit(number: number, changes: changes)
        case "show", "delete":
            guard let number = Int(rest), number > 0 else {
                throw .usage("\(name) N, where N is a number from the list")
            }
            return name == "show" ? .show(number: number) : .delete(number: number)
        default: throw .unknown(name)
        }
    }
}
