public import Domain

/// A feature made of entries, as the core sees it: its draft, and what a
/// person calls one entry and many. The core's service, flow, presentation,
/// stores and windows are generic over it, so a feature declares what makes
/// it different and writes none of the machinery.
public protocol EntryFeature: Sendable {
    associatedtype Draft: EntryDraft
    /// One entry, in lower case, as a sentence names it: "contact".
    static var singular: String { get }
    /// More than one, in lower case: "contacts".
    static var plural: String { get }
}

extension EntryFeature {
    /// How the views ask for each field, in order, without the Domain's types.
    public static var prompts: [FieldPrompt] { Draft.fields.map(FieldPrompt.init) }

    /// The list's title: "Contacts".
    static var title: String { plural.prefix(1).uppercased() + plural.dropFirst() }
}
