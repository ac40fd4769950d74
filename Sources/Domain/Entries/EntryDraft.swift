/// What a person fills in to add or edit an entry of a feature: each field
/// checked against its rule as the draft is made, so holding one proves it
/// can be stored and shown. Stores read their rows through it too, so a row
/// that breaks a rule is never shown as an entry.
///
/// The core's stores, service, flow, presentation and windows are generic
/// over it. A generated feature's draft is `Draft<Fields>`, over the
/// feature's `EntryFields`; a team that wants Swift types of its own writes
/// one by hand.
public protocol EntryDraft: Hashable, Sendable {
    /// Every field, in the order the list shows them: the first is the label.
    static var fields: [Field] { get }
    /// What one entry is called, in lower case, as a sentence names it: "contact".
    static var singular: String { get }
    /// More than one, in lower case: "contacts".
    static var plural: String { get }

    /// Checks each field against its rule, then the rules across fields.
    init(_ values: FieldValues) throws(FieldError)

    /// The draft's values, for a store to write and an edit to change.
    var values: FieldValues { get }
}
