import Application
import Testing

@testable import Interface

/// The commands and keys every feature made of entries shares, worded with a
/// feature's fields and words, which are given here as values.
@Suite struct EntryCommandsTests {
    let commands = EntryCommands(
        fields: [
            FieldPrompt(name: "name", form: "text", isOptional: false, choices: []),
            FieldPrompt(name: "email", form: "text", isOptional: true, choices: []),
            FieldPrompt(name: "due", form: "YYYY-MM-DD", isOptional: false, choices: []),
        ],
        plural: "contacts")

    @Test func eachCommandBecomesItsIntent() throws {
        #expect(try EntryCommands.parse("list") == .showList)
        #expect(try EntryCommands.parse("  next") == .nextPage)
        #expect(try EntryCommands.parse("prev") == .previousPage)
        #expect(try EntryCommands.parse("SHOW 2") == .show(number: 2))
        #expect(try EntryCommands.parse("delete 12") == .delete(number: 12))
        #expect(try EntryCommands.parse(#"add name="a b""#) == .add(FieldInput([("name", "a b")])))
        #expect(try EntryCommands.parse("edit 3 name=x") == .edit(number: 3, changes: FieldInput([("name", "x")])))
    }

    /// U+200B is no white space, whatever Foundation says on Linux: typed at
    /// the end of a line it reaches the field, whose rule refuses it.
    @Test func anInvisibleCharacterAtTheEndOfTheLineIsKeptForTheFieldToRefuse() throws {
        let line = "add name=x\u{200B} "
        #expect(try EntryCommands.parse(line) == .add(FieldInput([("name", "x\u{200B}")])))
    }

    /// What each field holds is the flow's to check, so a mistake in a value is
    /// one refusal that names its field; the parser answers only for the form.
    @Test func aMistakeIsOneLineSayingWhatWasExpected() {
        #expect(throws: CommandError.usage("show N, where N is a number from the list")) {
            try EntryCommands.parse("show two")
        }
        #expect(throws: CommandError.usage("delete N, where N is a number from the list")) {
            try EntryCommands.parse("delete 99999999999999999999")
        }
        #expect(throws: CommandError.usage("edit N name=value …, where N is a number from the list")) {
            try EntryCommands.parse("edit name=x")
        }
        #expect(throws: CommandError.usage("edit 2 name=value …, naming a field to change")) {
            try EntryCommands.parse("edit 2")
        }
        #expect(throws: CommandError.usage("list takes nothing after it")) { try EntryCommands.parse("list all") }
        #expect(throws: CommandError.unknown("fly")) { try EntryCommands.parse("fly") }
        #expect(throws: CommandError.empty) { try EntryCommands.parse("  ") }
    }

    @Test func helpShowsEveryFieldWithWhatToTypeAndTheFeaturesWords() {
        #expect(
            commands.help.map(\.usage) == [
                "list", "add name=text email=text? due=YYYY-MM-DD", "edit N name=value …",
                "show N", "delete N", "next, prev",
            ])
        #expect(commands.help.first?.summary == "show the contacts")
    }

    @Test func theShortestAddNamesOnlyTheFieldsThatMustBeFilled() {
        #expect(EntryCommands.shortestAdd(commands.fields) == "add name=text due=YYYY-MM-DD")
    }

    @Test func eachKeyBecomesItsIntent() {
        let keys = Dictionary(uniqueKeysWithValues: commands.keys.map { ($0.label, $0.action) })
        #expect(commands.keys.map(\.label) == ["Enter", "Esc ←", "PgDn", "PgUp", "a", "e", "d"])
        #expect(
            commands.keys.map(\.keys) == [
                [.enter], [.escape, .left], [.pageDown], [.pageUp], [.character("a")], [.character("e")],
                [.character("d")],
            ])
        guard case .selected(let show) = keys["Enter"], case .intent(let back) = keys["Esc ←"],
            case .intent(let next) = keys["PgDn"], case .intent(let previous) = keys["PgUp"],
            case .form(let add) = keys["a"], case .form(let edit) = keys["e"],
            case .confirm("delete this one?", .selected(let delete)) = keys["d"]
        else {
            Issue.record("a key does another kind of thing")
            return
        }
        #expect(
            [show(4), back, next, previous, delete(5)] == [
                .show(number: 4), .showList, .nextPage, .previousPage,
                .delete(number: 5),
            ])
        let typed = FieldInput([("name", "Ada")])
        #expect(add.fields == commands.fields && !add.editing && add.submit(nil, typed) == .add(typed))
        #expect(
            edit.fields == commands.fields && edit.editing && edit.submit(2, typed) == .edit(number: 2, changes: typed))
    }

    /// A feature's own action is a command taking a number, a line of help and a key on the cursor's row.
    @Test func aFeaturesOwnActionIsACommandAHelpLineAndAKey() throws {
        let ship = EntryActionPrompt(command: "ship", key: "s", summary: "mark it shipped")
        let commands = EntryCommands(fields: commands.fields, plural: "orders", actions: [ship])
        #expect(try commands.parse("ship 3") == .act("ship", number: 3))
        #expect(try commands.parse("show 3") == .show(number: 3))
        #expect(throws: CommandError.usage("ship N, where N is a number from the list")) { try commands.parse("ship") }
        #expect(throws: CommandError.unknown("ship")) { try EntryCommands.parse("ship 3") }
        #expect(commands.help.last == CommandHelp("ship N", "mark it shipped: number N of the list"))
        let key = try #require(commands.keys.last)
        #expect(key.keys == [.character("s")])
        guard case .selected(let intent) = key.action else { throw KeyIsNotForTheRow() }
        #expect(intent(4) == .act("ship", number: 4))
    }

    /// An action that adds one takes the fields as `add` does, and its key opens the form.
    @Test func anAddingActionTakesTheFieldsAndItsKeyOpensTheForm() throws {
        let place = EntryActionPrompt(command: "place", key: "p", summary: "place an order", takesFields: true)
        let commands = EntryCommands(fields: commands.fields, plural: "orders", actions: [place])
        let typed = FieldInput([("name", "Ada")])
        #expect(try commands.parse("place name=Ada") == .actAdding("place", typed))
        #expect(commands.help.last?.usage.hasPrefix("place name=") == true)
        let key = try #require(commands.keys.last)
        #expect(key.keys == [.character("p")])
        guard case .form(let form) = key.action else { throw KeyIsNotForTheRow() }
        #expect(
            form.fields == commands.fields && !form.editing && form.submit(nil, typed) == .actAdding("place", typed))
    }
}

/// A key bound to something other than the row under the cursor.
private struct KeyIsNotForTheRow: Error {}
