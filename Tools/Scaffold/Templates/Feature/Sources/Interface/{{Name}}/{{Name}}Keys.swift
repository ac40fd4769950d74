import {{Application}}
{{modules}}import Interface

/// The {{Name}} feature's keys in full-screen mode, each turned into a
/// `{{Name}}Intent`: the key map beside `{{Name}}Commands`, the parser for
/// typed lines.
enum {{Name}}Keys {
    static let map: [KeyBinding<{{Name}}Intent>] = [
        KeyBinding([.enter], "Enter", "show the one under the cursor", .selected { .show(number: $0) }),
        KeyBinding([.escape, .left], "Esc ←", "back to the list", .intent(.showList)),
        KeyBinding([.pageDown], "PgDn", "next page", .intent(.nextPage)),
        KeyBinding([.pageUp], "PgUp", "previous page", .intent(.previousPage)),
        KeyBinding(
            "a", "add one; Enter adds, Esc cancels", .prompt(label: "add", submit: { .add(title: $0) }, cancel: nil)),
        KeyBinding(
            "d", "delete the one under the cursor",
            .confirm(question: "delete this one?", action: .selected { .delete(number: $0) })),
    ]
}
