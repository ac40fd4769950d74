public import Domain

/// How a feature's entries read beyond each field's own rule: which fields
/// the list shows as columns, in order, and what the detail shows after the
/// fields. The core's reads every field in order and adds nothing; a feature
/// that wants other declares its own in its Application folder, and App hands
/// it to the feature, as it does an action:
///
///     extension EntryFormatter<Draft<OrderFields>> {
///         public static let orders = EntryFormatter(columns: \.customer, \.total) { order in
///             [FieldText(name: "to pay", text: order.paid ? "nothing" : "\(order.total)")]
///         }
///     }
public struct EntryFormatter<Draft: EntryDraft>: Sendable {
    /// The fields the list shows; an edit still starts from every field.
    let columns: [Field]
    /// Lines the detail shows after the fields, worded by the feature.
    let notes: @Sendable (Draft) -> [FieldText]

    /// Every field as a column, and no lines after the fields.
    public init() {
        columns = Draft.fields
        notes = { _ in [] }
    }

    /// The list's `columns`, from fields the draft has, and the detail's `notes`.
    public init<Fields, each Key: FieldDeclaring>(
        columns key: repeat KeyPath<Fields, each Key>, notes: @escaping @Sendable (Draft) -> [FieldText] = { _ in [] }
    ) where Draft == Domain.Draft<Fields> {
        var columns: [Field] = []
        for key in repeat each key { columns.append(Fields()[keyPath: key].field) }
        self.columns = columns
        self.notes = notes
    }
}
