public import Domain

/// An intent of a feature's own on one entry, beyond add, edit and delete:
/// ship an order, close a ticket. It changes the entry as an edit does, so
/// what it leaves is checked against every rule, saved only from the
/// version shown, and refused in the same words. A feature declares its
/// actions in its Application folder, and App hands them to the feature:
///
///     extension EntryAction<Draft<OrderFields>> {
///         public static let ship = EntryAction("ship", key: "s", "mark the order shipped") { order in
///             guard order.status == .open else { throw FieldError(\OrderFields.status, .rule("is not open")) }
///             return order.setting(\.status, to: .shipped)
///         }
///     }
public struct EntryAction<Draft: EntryDraft>: Sendable {
    /// How the views offer it: a command, a key and a summary.
    public let prompt: EntryActionPrompt
    /// The entry's values as the action leaves them, from its draft as shown;
    /// a `FieldError` (`.rule`) says why it cannot be done to this one.
    let change: @Sendable (Draft) throws -> FieldValues

    /// `command N` in line mode, `key` on the entry under the cursor full
    /// screen; `summary` is what `help` says it does.
    public init(
        _ command: String, key: Character, _ summary: String,
        change: @escaping @Sendable (Draft) throws -> FieldValues
    ) {
        prompt = EntryActionPrompt(command: command, key: key, summary: summary)
        self.change = change
    }
}

/// An action of a feature's own as the views offer it, without the Domain's types.
public struct EntryActionPrompt: Equatable, Sendable {
    /// The word typed before the entry's number: "ship".
    public let command: String
    /// The key that does it to the entry under the cursor, full screen.
    public let key: Character
    /// What it does, for `help`.
    public let summary: String

    public init(command: String, key: Character, summary: String) {
        self.command = command
        self.key = key
        self.summary = summary
    }
}
