public import Domain

extension EntryDraft {
    /// How the views ask for each field, in order, without the Domain's types.
    public static var prompts: [FieldPrompt] { fields.map(FieldPrompt.init) }

    /// The list's title: "Contacts".
    static var title: String { plural.prefix(1).uppercased() + plural.dropFirst() }
}
