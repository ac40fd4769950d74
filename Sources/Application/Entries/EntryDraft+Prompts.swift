public import Domain

extension EntryDraft {
    /// How the views ask for each field, in order, without the Domain's types.
    public static var prompts: [FieldPrompt] { fields.map(FieldPrompt.init) }

    /// The list's title: "Contacts".
    static var title: String { capitalized(plural) }

    /// One entry's heading in full: "Contact 3".
    static func heading(number: Int) -> String { capitalized(singular) + " \(number)" }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
