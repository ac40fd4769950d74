public import Domain

/// An intent of a feature's own beyond add, edit and delete, in one of two
/// forms. On one entry (ship an order, close a ticket), it changes the entry
/// as an edit does, so what it leaves is checked against every rule, saved
/// only from the version shown, and refused in the same words. Adding one
/// (place an order), it takes the fields as `add` does and changes other
/// features alongside, in one unit of work (`init(adding:key:_:in:alongside:)`).
/// A feature declares its actions in its Application folder, and App hands
/// them to the feature:
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
    let effect: Effect

    /// What the action does, in its form.
    enum Effect: Sendable {
        /// The entry's values as the action leaves them, from its draft as
        /// shown; a `FieldError` (`.rule`) says why it cannot be done to this one.
        case change(@Sendable (Draft) throws -> FieldValues)
        /// What is done to other features, in `work`, before the new entry
        /// is added in it; what it throws refuses the whole.
        case adding(any UnitOfWork, @Sendable (Draft) async throws -> Void)
    }

    /// `command N` in line mode, `key` on the entry under the cursor full
    /// screen; `summary` is what `help` says it does.
    public init(
        _ command: String, key: Character, _ summary: String,
        change: @escaping @Sendable (Draft) throws -> FieldValues
    ) {
        prompt = EntryActionPrompt(command: command, key: key, summary: summary)
        effect = .change(change)
    }

    /// `command name=value …` in line mode, `key` opening the form full
    /// screen: the new entry's draft goes to `alongside`, which changes other
    /// features through ports this feature owns, and the entry is added after
    /// it, all in `work`, the unit of work App hands the action.
    public init(
        adding command: String, key: Character, _ summary: String, in work: any UnitOfWork,
        alongside: @escaping @Sendable (Draft) async throws -> Void
    ) {
        prompt = EntryActionPrompt(command: command, key: key, summary: summary, takesFields: true)
        effect = .adding(work, alongside)
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
    /// Whether it takes the fields of a new entry, as `add`, rather than a number.
    public let takesFields: Bool

    public init(command: String, key: Character, summary: String, takesFields: Bool = false) {
        self.command = command
        self.key = key
        self.summary = summary
        self.takesFields = takesFields
    }
}
