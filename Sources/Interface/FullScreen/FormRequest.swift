public import Application

/// A form a key opens: a row for each field, empty to add one, or filled
/// from the row under the cursor to edit it. Enter sends `submit` with what
/// every row holds; a refusal that names a field shows on that field's row,
/// and the form stays open with what was typed.
public struct FormRequest<Intent: Sendable> {
    let title: String
    let fields: [FieldPrompt]
    let editing: Bool
    /// Makes the intent from the number of the row edited (nil when adding) and the rows' text.
    let submit: (Int?, FieldInput) -> Intent

    public init(
        title: String, fields: [FieldPrompt], editing: Bool = false,
        submit: @escaping (_ number: Int?, FieldInput) -> Intent
    ) {
        self.title = title
        self.fields = fields
        self.editing = editing
        self.submit = submit
    }
}
